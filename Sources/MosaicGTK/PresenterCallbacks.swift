internal import CGTK

/// The Swift side of a ``GTKPresenter``'s GTK callbacks (menu actions, the popover closing,
/// the dialog's response, the toast's button and dismissal): non-generic, so `@convention(c)`
/// trampolines reach it through their user data. Owned by the presenter, which the view keeps;
/// every handler is connected to an object the widget owns (its action group, popover, dialog,
/// toast), and the widget's teardown takes those down first.
final class PresenterCallbacks {
    var menuAction: (Int) -> Void = { _ in }
    var menuClosed: () -> Void = {}
    var response: (Bool) -> Void = { _ in }
    var toastButton: () -> Void = {}
    var toastDismissed: (OpaquePointer) -> Void = { _ in }
    var idle: () -> Void = {}

    /// The response id of the confirming button.
    static let confirmResponse = "confirm"
    /// The response id of the cancel button (also Escape and closing the dialog).
    static let cancelResponse = "cancel"

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ data: UnsafeMutableRawPointer?) -> PresenterCallbacks? {
        data.map { Unmanaged<PresenterCallbacks>.fromOpaque($0).takeUnretainedValue() }
    }

    /// GSimpleAction::activate of `mosaic.menu` (parameter: the entry's index, int32).
    static let onMenuAction: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, parameter, data in
        guard let parameter else { return }
        from(data)?.menuAction(Int(g_variant_get_int32(parameter)))
    }

    /// GtkPopover::closed.
    static let onMenuClosed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        from(data)?.menuClosed()
    }

    /// AdwMessageDialog::response.
    static let onResponse: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, response, data in
        let id = response.map { String(cString: $0) } ?? cancelResponse
        from(data)?.response(id == confirmResponse)
    }

    /// AdwToast::button-clicked.
    static let onToastButton: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
        from(data)?.toastButton()
    }

    /// AdwToast::dismissed.
    static let onToastDismissed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { toast, data in
        guard let toast else { return }
        from(data)?.toastDismissed(toast)
    }

    /// A one-shot idle callback.
    static let onIdle: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        from(data)?.idle()
        return 0
    }
}
