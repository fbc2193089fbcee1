import Foundation

/// Where the contacts database lives by default: `$XDG_DATA_HOME/mosaic/contacts.sqlite`,
/// i.e. `~/.local/share/mosaic/contacts.sqlite` when XDG_DATA_HOME is unset or empty.
enum DatabaseLocation {
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
            return xdg + "/mosaic/contacts.sqlite"
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.local/share/mosaic/contacts.sqlite"
    }
}
