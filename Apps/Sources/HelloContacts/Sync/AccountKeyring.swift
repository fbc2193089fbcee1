import CSecret
import Foundation

/// An account's password in the freedesktop Secret Service (GNOME Keyring, KeePassXC…) through
/// libsecret: schema `org.mosaic.HelloContacts.Account`, attributes `server` (the URL as given
/// to `sync --server`) and `user`, in the default collection (the login keyring). The password
/// is never written to the contacts database.
///
/// The Secret Service is reached over the D-Bus session bus: without one
/// (`DBUS_SESSION_BUS_ADDRESS` unset and no `$XDG_RUNTIME_DIR/bus`) every call reports
/// ``KeyringError/unavailable(_:)`` at once, without trying to start a bus. Calls block (a
/// D-Bus round trip, or an unlock prompt of the keyring daemon).
enum AccountKeyring {
    /// The libsecret schema's name.
    static let schemaName = "org.mosaic.HelloContacts.Account"

    /// Why the keyring could not answer.
    enum KeyringError: Error, CustomStringConvertible, Equatable {
        /// No Secret Service: no session bus, or no service on it (the reason as libsecret gave it).
        case unavailable(String)
        /// The service refused or failed the request (locked keyring, dismissed prompt…).
        case failed(String)

        var description: String {
            switch self {
            case .unavailable(let reason): return "the Secret Service is not available: \(reason)"
            case .failed(let reason): return "the Secret Service failed: \(reason)"
            }
        }
    }

    /// True when a D-Bus session bus is advertised (the Secret Service may be on it).
    static var hasSessionBus: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    /// The password stored for `user` at `server`, or nil when none is stored.
    static func password(server: String, user: String) throws(KeyringError) -> String? {
        guard hasSessionBus else { throw .unavailable("no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)") }
        var error: UnsafeMutablePointer<GError>?
        let found = mosaic_account_password_lookup(server, user, &error)
        if let message = take(error) { throw classify(message) }
        guard let found else { return nil }
        defer { secret_password_free(found) }
        return String(cString: found)
    }

    /// Stores `password` for `user` at `server` (replacing one stored before), labelled
    /// "HelloContacts: USER at SERVER".
    static func store(_ password: String, server: String, user: String) throws(KeyringError) {
        guard hasSessionBus else { throw .unavailable("no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)") }
        var error: UnsafeMutablePointer<GError>?
        let stored = mosaic_account_password_store(server, user, "HelloContacts: \(user) at \(server)", password, &error)
        if let message = take(error) { throw classify(message) }
        guard stored != 0 else { throw .failed("the password was not stored") }
    }

    /// Removes the password stored for `user` at `server`. - Returns: false when none was stored.
    @discardableResult
    static func clear(server: String, user: String) throws(KeyringError) -> Bool {
        guard hasSessionBus else { throw .unavailable("no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is not set)") }
        var error: UnsafeMutablePointer<GError>?
        let cleared = mosaic_account_password_clear(server, user, &error)
        if let message = take(error) { throw classify(message) }
        return cleared != 0
    }

    /// The message of `error` (then freed), or nil.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }

    /// A service missing from the bus is ``KeyringError/unavailable(_:)``; anything else failed.
    private static func classify(_ message: String) -> KeyringError {
        let missing = ["ServiceUnknown", "was not provided by any .service files", "Could not connect", "autolaunch"]
        return missing.contains { message.contains($0) } ? .unavailable(message) : .failed(message)
    }
}
