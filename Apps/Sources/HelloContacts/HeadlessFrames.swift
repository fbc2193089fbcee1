import AppChrome
import ArgumentParser
import Foundation
import MosaicCore
import MosaicSDL
import MosaicView

/// Offscreen frames of the app: the top bar and the collection, rendered with the same code as
/// the window, without a display.
enum HeadlessFrames {
    static func render(_ controller: ContactsController, size: Size, to path: String) throws {
        controller.view.tick()
        do {
            try OffscreenRenderer.renderPNG(list: controller.view.displayList(), header: controller.topBar(width: size.width),
                                            dialogGeometry: controller.presenter.dialogLayout, size: size, path: path,
                                            content: { .configuration(controller.card(of: $0.id)) },
                                            supplementaryContent: { controller.header(of: $0.section).map { .configuration($0) } },
                                            overlay: { controller.drawOverlay($0, size: $1) })
        } catch {
            AppOutput.error("hello-contacts: cannot render \(path): \(error)")
            throw ExitCode(1)
        }
    }
}
