import ArgumentParser
import LineupKit

/// `lineup lineups --db PATH` lists the team's lineups; `new`, `copy`, `rename`, `delete`
/// change them (issue 28).
struct LineupsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lineups",
        abstract: "List or manage the team's lineups: lineup lineups [new|copy|rename|delete] --db PATH …",
        subcommands: [LineupsList.self, LineupsNew.self, LineupsCopy.self, LineupsRename.self, LineupsDelete.self],
        defaultSubcommand: LineupsList.self)
}

/// `lineup lineups [list] --db PATH`: one name a line, in the order they were created.
struct LineupsList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lineups, one name a line.")
    @OptionGroup var database: TeamOptions

    func run() throws {
        for name in try database.reading({ try $0.lineupNames() }) ?? [] { print(name) }
    }
}

/// `lineup lineups new --db PATH NAME`: every seat empty, the team on the bench.
struct LineupsNew: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Create a lineup: every seat empty, the whole team on the bench.")
    @OptionGroup var database: TeamOptions
    @Argument(help: "The new lineup's name.") var name: String

    func run() throws {
        try database.writing { try $0.newLineup(name) }
        print("created \(name)")
    }
}

/// `lineup lineups copy --db PATH SOURCE NAME`.
struct LineupsCopy: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "copy", abstract: "Copy a lineup (seats and bench) under a new name.")
    @OptionGroup var database: TeamOptions
    @Argument(help: "The lineup to copy.") var source: String
    @Argument(help: "The copy's name.") var name: String

    func run() throws {
        try database.writing { try $0.copyLineup(source, to: name) }
        print("copied \(source) to \(name)")
    }
}

/// `lineup lineups rename --db PATH OLD NEW`.
struct LineupsRename: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a lineup.")
    @OptionGroup var database: TeamOptions
    @Argument(help: "The lineup's name.") var old: String
    @Argument(help: "Its new name.") var new: String

    func run() throws {
        try database.writing { try $0.renameLineup(old, to: new) }
        print("renamed \(old) to \(new)")
    }
}

/// `lineup lineups delete --db PATH NAME` (never the team's last lineup; no paddler is deleted).
struct LineupsDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a lineup (its paddlers stay in the team).")
    @OptionGroup var database: TeamOptions
    @Argument(help: "The lineup to delete.") var name: String

    func run() throws {
        try database.writing { try $0.deleteLineup(name) }
        print("deleted \(name)")
    }
}
