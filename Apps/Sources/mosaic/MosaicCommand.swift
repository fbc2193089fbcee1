import ArgumentParser

/// `mosaic`: command-line tools around the Mosaic engine.
@main
struct MosaicCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "Tools for the Mosaic collection-view engine.",
        subcommands: [ReplayCommand.self])
}
