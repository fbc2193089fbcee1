import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension CardDAVServer {
    /// Writes `cards` (vCard texts by UID) straight into this shared book's storage, as another
    /// device's pushes would have left them there, in one go instead of one PUT (and, on these
    /// servers, one fsync or one commit) per card: Radicale reads its folder at every request
    /// (it fills its caches at the first listing, in the cache folder made here); Xandikos' book
    /// is a git repository, so the cards are committed into it. For tests that need a large
    /// book, not a large push.
    func seed(_ cards: [(uid: String, text: String)]) throws {
        precondition(isShared, "seed a shared book: its server is running and its folder exists")
        let data = directory.appendingPathComponent("data")
        let folder = kind == .radicale ? data.appendingPathComponent("collection-root" + bookPath) : data.appendingPathComponent(bookPath)
        for card in cards {
            try Data(card.text.utf8).write(to: folder.appendingPathComponent(card.uid + ".vcf"))
        }
        guard kind == .xandikos else {
            // Radicale makes its cache folder at its first PUT, or else at the first listing —
            // which would make the book's folder (so its getlastmodified) newer mid-request.
            return try FileManager.default.createDirectory(at: folder.appendingPathComponent(".Radicale.cache"),
                                                           withIntermediateDirectories: true)
        }
        for arguments in [["add", "-A"], ["-c", "user.name=seed", "-c", "user.email=seed@localhost", "commit", "-qm", "seeded cards"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            git.arguments = ["-C", folder.path] + arguments
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else {
                throw ServerError(message: "git \(arguments.joined(separator: " ")) in \(folder.path) exited \(git.terminationStatus)")
            }
        }
    }

    /// Asks the book's `getctag` once (a Depth 0 PROPFIND) and waits for the answer: Radicale
    /// computes it from every member's cache entry, which a seeded book lacks until its first
    /// listing — seconds at a thousand cards on a slow machine. A test that times a later
    /// request (or needs it quick, as reading a settled `getlastmodified` does: see
    /// CollectionCheck) warms the server first.
    func warmUp() throws {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)" + bookPath)!, timeoutInterval: 120)
        request.httpMethod = "PROPFIND"
        request.setValue("0", forHTTPHeaderField: "Depth")
        request.setValue("application/xml; charset=utf-8", forHTTPHeaderField: "Content-Type")
        if kind == .radicale {
            request.setValue("Basic " + Data("\(user):\(password)".utf8).base64EncodedString(), forHTTPHeaderField: "Authorization")
        }
        request.httpBody = Data(("<?xml version=\"1.0\"?><d:propfind xmlns:d=\"DAV:\" xmlns:cs=\"http://calendarserver.org/ns/\">"
            + "<d:prop><cs:getctag/></d:prop></d:propfind>").utf8)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var outcome: Result<Int, any Error> = .success(0)
        URLSession.shared.dataTask(with: request) { _, response, error in
            outcome = error.map { .failure($0) } ?? .success((response as? HTTPURLResponse)?.statusCode ?? 0)
            done.signal()
        }.resume()
        done.wait()
        let status = try outcome.get()
        guard status == 207 else { throw ServerError(message: "PROPFIND \(bookPath) answered \(status), expected 207") }
    }
}
