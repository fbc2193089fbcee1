import ArgumentParser

/// `hello-contacts`: the contacts grid of seed 000.
@main
struct HelloContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello-contacts",
        abstract: "A contacts grid: select, delete, reorder and exchange by touch, mouse and keyboard.")
}
