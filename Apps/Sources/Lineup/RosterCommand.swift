import ArgumentParser
import Foundation
import LineupKit

/// `lineup roster --db PATH` lists the team; `add`, `edit`, `remove` change it (issue 28).
struct RosterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roster",
        abstract: "List or edit the team: lineup roster [add|edit|remove] --db PATH …",
        subcommands: [RosterList.self, RosterAdd.self, RosterEdit.self, RosterRemove.self],
        defaultSubcommand: RosterList.self)
}

/// `lineup roster [list] --db PATH`: one paddler a line, tab-separated: name, weight (kg),
/// side, roles (comma-separated), status (fit, injured, unavailable).
struct RosterList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the paddlers, one a line: name, weight (kg), side, roles, status — tab-separated.")

    @OptionGroup var database: TeamOptions

    func run() throws {
        let lines = try database.reading { store in
            try store.roster().map { [$0.name, Paddler.format($0.weight), $0.side.rawValue, $0.rolesText, $0.status].joined(separator: "\t") }
        }
        for line in lines ?? [] { print(line) }
    }
}

/// The paddler values `add` and `edit` take.
struct PaddlerOptions: ParsableArguments {
    @Option(name: .long, help: "The weight in kg (20-250).")
    var weight: Double?

    @Option(name: .long, help: "The preferred side: left, right or either.")
    var side: String?

    @Option(name: .customLong("role"), help: "A role: paddler, drummer or steerer (repeat for several; replaces the roles).")
    var roles: [String] = []

    @Flag(inversion: .prefixedNo, help: "Mark injured (the seat cannot be displaced) or fit again.")
    var injured: Bool?

    @Flag(inversion: .prefixedNo, help: "Mark unavailable (no boat seat) or available again.")
    var unavailable: Bool?

    func validate() throws {
        _ = try RosterValues.side(side)
        _ = try RosterValues.roles(roles)
    }

    /// `draft` with the values given applied.
    func applied(to draft: PaddlerDraft) throws -> PaddlerDraft {
        var d = draft
        if let weight { d.weight = weight }
        if let side = try RosterValues.side(side) { d.side = side }
        if let roles = try RosterValues.roles(roles) { d.roles = roles }
        if let injured { d.injured = injured }
        if let unavailable { d.unavailable = unavailable }
        return d
    }
}

/// `lineup roster add --db PATH --name NAME --weight KG [--side …] [--role …]…`.
struct RosterAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a paddler (to the bench of every lineup).")

    @OptionGroup var database: TeamOptions
    @Option(name: .long, help: "The paddler's name (unique in the team).")
    var name: String
    @OptionGroup var values: PaddlerOptions

    func validate() throws {
        guard values.weight != nil else { throw ValidationError("Missing expected argument '--weight <weight>'") }
    }

    func run() throws {
        let draft = try values.applied(to: PaddlerDraft(name: name, weight: values.weight ?? 0))
        let added = try database.writing { store in try store.write([draft]) }
        for p in added { print("added \(p.name) (\(p.summary))") }
    }
}

/// `lineup roster edit --db PATH NAME [--name NEW] [--weight KG] [--side …] [--role …]…`.
struct RosterEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a paddler's name, weight, side, roles or status.")

    @OptionGroup var database: TeamOptions
    @Argument(help: "The paddler's current name.")
    var paddler: String
    @Option(name: .long, help: "A new name.")
    var name: String?
    @OptionGroup var values: PaddlerOptions

    func run() throws {
        let (p, problems) = try database.writing { store in
            let current = try store.paddler(named: paddler)
            var draft = try values.applied(to: PaddlerDraft(current))
            if let name { draft.name = name }
            return try store.edit(current.id, to: draft)
        }
        print("edited \(p.name) (\(p.summary))")
        for problem in problems { LineupOutput.error("lineup: warning: \(problem)") }
    }
}

/// `lineup roster remove --db PATH NAME [--fill-from-bench | --fill NAME]`.
struct RosterRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a paddler from the team and every lineup; a boat seat they held stays empty unless --fill-from-bench or --fill NAME.")

    @OptionGroup var database: TeamOptions
    @Argument(help: "The paddler's name.")
    var paddler: String
    @Flag(name: .long, help: "Fill each seat they held with the first bench paddler who may take it.")
    var fillFromBench = false
    @Option(name: .long, help: "Fill each seat they held with this bench paddler.")
    var fill: String?

    func validate() throws {
        if fillFromBench, fill != nil { throw ValidationError("--fill-from-bench and --fill NAME cannot be used together; choose one") }
    }

    func run() throws {
        let vacated = try database.writing { store in
            let p = try store.paddler(named: paddler)
            let choice: VacancyChoice = try fill.map { .fill(try store.paddler(named: $0).id) }
                ?? (fillFromBench ? .firstFromBench : .leaveEmpty)
            return try store.remove(p.id, choice: choice)
        }
        print("removed \(paddler)")
        for v in vacated { print("\(v.lineup): \(v.seat.label) \(v.filledBy.map { "now \($0.name)" } ?? "left empty")") }
    }
}
