import Foundation

/// The roster as CSV (RFC 4180: commas, double-quoted fields, `""` a quote inside one), for
/// `lineup export --csv` and `lineup import-roster`.
///
/// Export writes a header `seat,name,weight,side,roles,status` and one record per boat seat
/// (front to back; an empty seat has an empty name) then per bench paddler (`bench`); roles are
/// joined by `;` (`paddler;steerer`), the status is `fit`, `injured`, `unavailable` or
/// `injured;unavailable`.
///
/// Import reads such a file, or one without a header whose columns are `name,weight,side,roles`
/// (and optionally `status`); with a header, columns are found by name (`name` and `weight`
/// required; others optional, unknown ones ignored). A blank side is `either`, blank roles
/// `paddler`, a blank status `fit`; roles may be separated by `;`, `/`, `|`, `+` or spaces.
/// Records with an empty name (an export's empty seats) and blank lines are skipped.
public enum RosterCSV {
    /// A line that cannot be read, with its 1-based line number and the reason.
    public struct LineError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The line number (1-based) where the record starts.
        public var line: Int
        /// What was wrong and what was expected.
        public var message: String
        /// `line N: MESSAGE`.
        public var description: String { "line \(line): \(message)" }
        /// An error at `line` saying `message`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }
    }

    /// The columns an export writes, in order.
    public static let header = ["seat", "name", "weight", "side", "roles", "status"]

    /// `lineup`'s seats and bench as CSV text (ends with a newline). O(seats).
    public static func export(_ lineup: Lineup) -> String {
        var lines = [header.joined(separator: ",")]
        for (i, p) in lineup.boat.enumerated() {
            lines.append(record(seat: Seat.boat(i)!.label, p))
        }
        for p in lineup.bench { lines.append(record(seat: "bench", p)) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func record(seat: String, _ p: Paddler?) -> String {
        guard let p else { return [seat, "", "", "", "", ""].joined(separator: ",") }
        return [seat, p.name, Paddler.format(p.weight), p.side.rawValue,
                p.roles.sorted().map(\.rawValue).joined(separator: ";"), p.status.replacingOccurrences(of: ",", with: ";")]
            .map(quoted).joined(separator: ",")
    }

    /// A field, quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Every bad line of a roster CSV (all of them, so the coach fixes the file once).
    public struct Failure: Error, Sendable, Equatable {
        /// The bad lines, in file order.
        public var errors: [LineError]
        /// A failure of these lines.
        public init(errors: [LineError]) { self.errors = errors }
    }

    /// The drafts of a roster CSV, each with its line number.
    /// - Throws: ``Failure`` with every bad line. O(length).
    public static func parse(_ text: String) throws(Failure) -> [(line: Int, draft: PaddlerDraft)] {
        var records: [(Int, [String])] = []
        switch split(text) {
        case .success(let r): records = r
        case .failure(let e): throw Failure(errors: [e])
        }
        records.removeAll { $0.1.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
        guard let first = records.first else { return [] }
        var columns: [String: Int] = ["name": 0, "weight": 1, "side": 2, "roles": 3, "status": 4]
        let names = first.1.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if names.contains("name") || names.contains("weight") {
            columns = [:]
            for (i, n) in names.enumerated() where columns[n] == nil { columns[n] = i }
            guard columns["name"] != nil, columns["weight"] != nil else {
                throw Failure(errors: [LineError(line: first.0, message: "the header has no \(columns["name"] == nil ? "name" : "weight") column; expected name and weight columns")])
            }
            records.removeFirst()
        }
        var drafts: [(line: Int, draft: PaddlerDraft)] = [], errors: [LineError] = [], lines: [String: Int] = [:]
        for (line, fields) in records {
            func field(_ key: String) -> String {
                guard let i = columns[key], fields.indices.contains(i) else { return "" }
                return fields[i].trimmingCharacters(in: .whitespaces)
            }
            if field("name").isEmpty { continue }
            if let earlier = lines[field("name")] {
                errors.append(LineError(line: line, message: "\(field("name")) is already on line \(earlier); expected each name once"))
                continue
            }
            lines[field("name")] = line
            switch draft(name: field("name"), weight: field("weight"), side: field("side"), roles: field("roles"), status: field("status")) {
            case .success(let d): drafts.append((line, d))
            case .failure(let e): errors.append(LineError(line: line, message: e.message))
            }
        }
        guard errors.isEmpty else { throw Failure(errors: errors) }
        return drafts
    }

    private static func draft(name: String, weight: String, side: String, roles: String, status: String) -> Result<PaddlerDraft, RosterError> {
        guard let kg = Double(weight), kg.isFinite else {
            return .failure(RosterError("\(name): weight \"\(weight)\" is not a number; expected kilograms like 72 or 72.5"))
        }
        guard let s = side.isEmpty ? .either : Side(rawValue: side.lowercased()) else {
            return .failure(RosterError("\(name): side \"\(side)\"; expected left, right or either"))
        }
        var set = Set<Role>()
        for part in roles.split(whereSeparator: { ";/|+ ".contains($0) }) {
            guard let role = Role(rawValue: part.lowercased()) else {
                return .failure(RosterError("\(name): role \"\(part)\"; expected paddler, drummer or steerer"))
            }
            set.insert(role)
        }
        if set.isEmpty { set = [.paddler] }
        var injured = false, unavailable = false
        for part in status.split(whereSeparator: { ";/|+ ,".contains($0) }) {
            switch part.lowercased() {
            case "fit": break
            case "injured": injured = true
            case "unavailable": unavailable = true
            default: return .failure(RosterError("\(name): status \"\(part)\"; expected fit, injured or unavailable"))
            }
        }
        let d = PaddlerDraft(name: name, weight: kg, side: s, roles: set, injured: injured, unavailable: unavailable)
        if let problem = d.problem { return .failure(RosterError("\(name): \(problem)")) }
        return .success(d)
    }

    /// The records of CSV text, each with the line it starts on; an unterminated quote fails.
    static func split(_ text: String) -> Result<[(Int, [String])], LineError> {
        var records: [(Int, [String])] = [], fields: [String] = [], field = ""
        var line = 1, start = 1, inQuotes = false
        var chars = Array(text.replacingOccurrences(of: "\r\n", with: "\n"))[...]
        func endField() { fields.append(field); field = "" }
        while let c = chars.popFirst() {
            if inQuotes {
                if c == "\"" {
                    if chars.first == "\"" { field.append("\""); chars.removeFirst() } else { inQuotes = false }
                } else {
                    if c == "\n" { line += 1 }
                    field.append(c)
                }
            } else if c == "\"" && field.trimmingCharacters(in: .whitespaces).isEmpty {
                field = ""; inQuotes = true
            } else if c == "," {
                endField()
            } else if c == "\n" {
                endField(); records.append((start, fields)); fields = []
                line += 1; start = line
            } else {
                field.append(c)
            }
        }
        if inQuotes { return .failure(LineError(line: start, message: "a quoted field is not closed; expected a closing \"")) }
        if !field.isEmpty || !fields.isEmpty { endField(); records.append((start, fields)) }
        return .success(records)
    }
}
