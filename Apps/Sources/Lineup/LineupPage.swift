import LineupKit
import MosaicGTK

/// One lineup in the GTK window: its controller (model, rules, store) and the collection widget
/// showing its boat and bench. Pages are kept per lineup while the window is open, so switching
/// back is instant and each lineup keeps its own undo history.
final class LineupPage {
    let controller: LineupController
    let collection: CollectionWidget<Int, Int>
    /// The page's child name in the window's stack (unique; a lineup's name may change).
    let stackName: String

    init(controller: LineupController, collection: CollectionWidget<Int, Int>, stackName: String) {
        self.controller = controller
        self.collection = collection
        self.stackName = stackName
    }
}
