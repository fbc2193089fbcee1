import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reading WebDAV multistatus bodies (XMLParser with namespaces): each `response` with its
/// href, status, ETag, resource types, hrefs inside properties, `address-data`, `getctag` and `getlastmodified`.
enum DAVXML {
    static let dav = "DAV:"
    static let carddav = "urn:ietf:params:xml:ns:carddav"
    static let calendarServer = "http://calendarserver.org/ns/"

    /// One `<d:response>`.
    struct Response: Sendable {
        var href = ""
        /// The response's status, or that of its first propstat with a 2xx status (200 if none given).
        var status = 200
        var etag: String?
        var resourceTypes: Set<String> = []
        /// Hrefs inside each property, by `namespace|name` of the property.
        var hrefs: [String: [String]] = [:]
        /// `address-data`, line ends normalised to CRLF.
        var addressData: String?
        /// The collection's `getctag` (CalendarServer extension), when asked for and given.
        var ctag: String?
        /// Its `getlastmodified` (an HTTP date), when asked for and given.
        var lastModified: String?

        var isAddressBook: Bool { resourceTypes.contains(key(carddav, "addressbook")) }
    }

    static func key(_ namespace: String, _ name: String) -> String { namespace + "|" + name }

    /// The responses of a multistatus body.
    static func parse(_ data: Data) throws(CardDAVError) -> [Response] {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else {
            throw .protocolViolation("unreadable XML answer (\(parser.parserError.map { "\($0)" } ?? "parse error")): "
                + String(decoding: data.prefix(200), as: UTF8.self))
        }
        return reader.responses
    }

    /// The `<d:sync-token>` of a sync-collection answer (outside the responses), or nil.
    static func syncToken(_ data: Data) -> String? {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        _ = parser.parse()
        return reader.syncToken
    }

    /// `text` with `&`, `<`, `>` escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// "HTTP/1.1 404 Not Found" → 404.
    static func statusCode(_ line: String) -> Int? {
        line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    final class Reader: NSObject, XMLParserDelegate {
        var responses: [Response] = []
        var syncToken: String?
        private var current: Response?
        private var stack: [String] = []
        private var text = ""
        private var propstatStatus: Int?
        private var responseStatus: Int?
        private var okPropstatSeen = false
        private var inResourceType = false
        private var propertyStack: [String] = []
        private var inProp = false

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            let name = DAVXML.key(namespaceURI ?? "", elementName)
            text = ""
            if current != nil, inResourceType { current?.resourceTypes.insert(name) }
            switch name {
            case DAVXML.key(DAVXML.dav, "response"):
                current = Response()
                responseStatus = nil
                okPropstatSeen = false
            case DAVXML.key(DAVXML.dav, "propstat"): propstatStatus = nil
            case DAVXML.key(DAVXML.dav, "resourcetype"): inResourceType = true
            case DAVXML.key(DAVXML.dav, "prop"): inProp = true
            default:
                if inProp, stack.last == DAVXML.key(DAVXML.dav, "prop") { propertyStack.append(name) }
            }
            stack.append(name)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { text += String(decoding: CDATABlock, as: UTF8.self) }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            let name = DAVXML.key(namespaceURI ?? "", elementName)
            stack.removeLast()
            let parent = stack.last
            switch name {
            case DAVXML.key(DAVXML.dav, "href"):
                if parent == DAVXML.key(DAVXML.dav, "response") {
                    current?.href = text.trimmingCharacters(in: .whitespacesAndNewlines)
                } else if let property = propertyStack.last {
                    current?.hrefs[property, default: []].append(text.trimmingCharacters(in: .whitespacesAndNewlines))
                }
            case DAVXML.key(DAVXML.dav, "status"):
                let code = DAVXML.statusCode(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 200
                if parent == DAVXML.key(DAVXML.dav, "propstat") { propstatStatus = code } else { responseStatus = code }
            case DAVXML.key(DAVXML.dav, "propstat"):
                if (propstatStatus ?? 200) < 300 { okPropstatSeen = true }
            case DAVXML.key(DAVXML.dav, "getetag"):
                let etag = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !etag.isEmpty { current?.etag = etag }
            case DAVXML.key(DAVXML.carddav, "address-data"):
                if !text.isEmpty { current?.addressData = DAVXML.crlf(text) }
            case DAVXML.key(DAVXML.calendarServer, "getctag"):
                let ctag = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !ctag.isEmpty { current?.ctag = ctag }
            case DAVXML.key(DAVXML.dav, "getlastmodified"):
                let date = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !date.isEmpty { current?.lastModified = date }
            case DAVXML.key(DAVXML.dav, "resourcetype"): inResourceType = false
            case DAVXML.key(DAVXML.dav, "prop"): inProp = false
            case DAVXML.key(DAVXML.dav, "sync-token"):
                if current == nil { syncToken = text.trimmingCharacters(in: .whitespacesAndNewlines) }
            case DAVXML.key(DAVXML.dav, "response"):
                if var response = current {
                    response.status = responseStatus ?? (okPropstatSeen ? 200 : (propstatStatus ?? 200))
                    responses.append(response)
                }
                current = nil
            default:
                break
            }
            if propertyStack.last == name { propertyStack.removeLast() }
            text = ""
        }
    }

    /// Line ends as CRLF (XML turns CR LF into LF).
    static func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }
}
