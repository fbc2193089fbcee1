import CAdwaita

/// What an app's About window says (`AdwAboutWindow`).
public struct AboutInfo: Sendable {
    /// The application's name ("HelloContacts").
    public var name: String
    /// The icon name (from the icon theme), e.g. "x-office-address-book".
    public var iconName: String
    /// The version ("1.0").
    public var version: String
    /// Who made it.
    public var developer: String
    /// One or two sentences on what it does.
    public var comments: String
    /// The project's web site, or nil.
    public var website: String?
    /// The copyright line.
    public var copyright: String

    /// An About description.
    public init(name: String, iconName: String, version: String, developer: String, comments: String,
                website: String? = nil, copyright: String) {
        self.name = name
        self.iconName = iconName
        self.version = version
        self.developer = developer
        self.comments = comments
        self.website = website
        self.copyright = copyright
    }

    /// Shows an `AdwAboutWindow` with this information, modal for `parent` (a `GtkWindow*`).
    /// - Returns: the About window (GTK owns it; it is destroyed when closed).
    @discardableResult
    public func present(transientFor parent: (some GPointerConvertible)?) -> UnsafeMutablePointer<GtkWidget> {
        let window = adw_about_window_new()!
        let about = gp(window)
        adw_about_window_set_application_name(about, name)
        adw_about_window_set_application_icon(about, iconName)
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, developer)
        adw_about_window_set_comments(about, comments)
        if let website { adw_about_window_set_website(about, website) }
        adw_about_window_set_copyright(about, copyright)
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        if let parent {
            gtk_window_set_transient_for(gcast(window, to: GtkWindow.self), gcast(parent, to: GtkWindow.self))
            gtk_window_set_modal(gcast(window, to: GtkWindow.self), 1)
        }
        gtk_window_present(gcast(window, to: GtkWindow.self))
        return window
    }
}
