import Foundation
import Testing

/// True when a private D-Bus session can start (`dbus-run-session -- true`) and
/// gnome-keyring-daemon is installed: the Secret Service test's needs.
let keyringSessionAvailable: Bool = {
    let tools = ["/usr/bin/dbus-run-session", "/usr/bin/gnome-keyring-daemon", "/usr/bin/dbus-send"]
    guard tools.allSatisfy(FileManager.default.isExecutableFile(atPath:)) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    process.arguments = ["--", "/bin/bash", "-c", "echo started; " + endSessionBus]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return said.hasPrefix("started")
}()

/// Shell lines, run last inside `dbus-run-session`, that SIGKILL its bus daemon (the session's
/// sibling of this shell): a child of the test process inherits a blocked SIGTERM, so the bus
/// would outlive the session (and hold the test's pipes open) otherwise.
let endSessionBus = #"kill -KILL $(ps -o pid=,comm= --ppid $PPID | awk '$2 == "dbus-daemon" { print $1 }') 2>/dev/null; true"#

/// The password from the Secret Service (issue 30.1): under a private session bus
/// (`dbus-run-session`) with gnome-keyring-daemon and a new login keyring, in a temporary
/// home, `sync --user` without a password option exits 6 saying what to give;
/// `--remember-password` stores the given one after the sync; the next `sync --user` alone
/// takes it from the keyring; the database never holds it.
extension SyncTests {
    @Test(.enabled(if: keyringSessionAvailable,
                   "no private D-Bus session can start (dbus-run-session, gnome-keyring-daemon and dbus-send are needed: scripts/lib.sh TEST_PACKAGES)"))
    func aRememberedPasswordComesFromTheSecretService() throws {
        let server = try CardDAVServer.shared(.radicale)
        let home = directory.appendingPathComponent("home")
        let runtime = home.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let db = path("keyring.sqlite"), passwordFile = path("password")
        try Data((server.password + "\n").utf8).write(to: URL(fileURLWithPath: passwordFile))
        let script = """
            mkdir -p "$XDG_DATA_HOME/keyrings"
            # --unlock creates the login keyring with the password read from stdin (an empty one creates none).
            printf 'mosaic-test' | gnome-keyring-daemon --foreground --unlock --components=secrets > "$HOME/keyring.log" 2>&1 &
            keyring=$!
            for _ in $(seq 1 100); do
              dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \\
                org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q true && break
              sleep 0.1
            done
            sync() { "$BIN" sync --db "$DB" --server "$URL" --user "$USER_NAME" "$@"; echo "exit $?"; }
            sync
            sync --password-file "$PASSWORD_FILE" --remember-password
            sync
            kill -KILL $keyring
            \(endSessionBus)
            """
        let environment = [
            "HOME": home.path, "XDG_RUNTIME_DIR": runtime.path, "DISPLAY": "", "WAYLAND_DISPLAY": "",
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "BIN": try #require(builtBinary("hello-contacts")).path, "DB": db, "URL": server.url, "PASSWORD_FILE": passwordFile,
            "USER_NAME": server.user,
        ]
        let result = try run(["--", "/bin/bash", "-c", script], environment: environment,
                             executable: URL(fileURLWithPath: "/usr/bin/dbus-run-session"))
        let stdout = result.stdout, stderr = result.stderr
        let lines = stdout.split(separator: "\n").map(String.init)
        #expect(lines == ["exit 6", "pushed 0, pulled 0, merged 0, conflicts 0", "exit 0",
                          "pushed 0, pulled 0, merged 0, conflicts 0", "exit 0"], "stderr: \(stderr)")
        #expect(stderr.contains("hello-contacts: sync: no password for \(server.user): the Secret Service holds none for \(server.user) at \(server.url)"))
        let stored = try Data(contentsOf: URL(fileURLWithPath: db))
        #expect(stored.range(of: Data(server.password.utf8)) == nil, "the password is in the database")
    }

    /// Without a session bus, `sync --user` without a password option exits 6 at once, saying
    /// the Secret Service is not available and what to give instead.
    @Test func noPasswordSourceExitsSix() throws {
        let server = try CardDAVServer.shared(.radicale)
        let result = try run(["sync", "--db", path("none.sqlite"), "--server", server.url, "--user", server.user])
        #expect(result.code == 6)
        #expect(result.stderr.contains("no password for \(server.user)"))
        #expect(result.stderr.contains("expected --password-file FILE or --password-stdin"))
    }
}
