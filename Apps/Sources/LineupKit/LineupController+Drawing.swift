import AppChrome
import MosaicCore
import MosaicSDL
import MosaicView

// What the window draws for the lineup: cells, headers, the SDL top bar, and where a
// pointer catches a seat.
extension LineupController {

    /// The seat label of a cell's position (`drummer`, `3L`, `bench`).
    public func seatLabel(_ path: ItemPath) -> String {
        Lineup.seat(section: path.section, index: path.item)?.label ?? ""
    }

    /// A seat's cell: the grip on the left edge (the catch rectangle), then the name over the
    /// seat, weight and preferred side; a red badge on an injured paddler.
    /// `asSnapshot` draws the picture following the pointer, which names no seat.
    public func cellContent(_ cell: DisplayCell<Int>, asSnapshot: Bool = false) -> CellContent {
        let paddler = team[cell.id]
        // Only a row seat names itself on the card (the drummer's and steerer's places say it).
        let label = asSnapshot ? "" : seatLabel(cell.path)
        let seat = asSnapshot || cell.path.section != LineupSection.boat.rawValue || label == "drummer" || label == "steerer" ? "" : label + " · "
        let locked = live.locked
        // The pointer's seat says why it refuses (red) or warns (amber), in place of its details.
        // The picture following the pointer covers the seat: it says the hovered seat's words too.
        let hint = asSnapshot ? self.hint : self.hint.flatMap { $0.itemID == cell.id ? $0 : nil }
        return .custom { ctx in
            let r = ctx.rect
            let background = hint.map { $0.refuses ? RGBA(253, 226, 226) : RGBA(255, 243, 214) }
                ?? (ctx.state.isSelected ? RGBA(220, 234, 255) : Palette.card)
            ctx.fill(r, cornerRadius: 8, color: background)
            ctx.stroke(r, cornerRadius: 8, color: ctx.state.isFocused ? Palette.accent : Palette.cardBorder)
            let grip = Rect(x: r.minX, y: r.minY, width: min(ExchangePolicy.gripWidth * r.width / BoatLayout.cellSize.width, r.width),
                            height: r.height)
            ctx.fill(grip, cornerRadius: 8, color: locked ? RGBA(200, 200, 205) : RGBA(120, 130, 150))
            for k in 0..<3 {
                let y = grip.minY + grip.height * Double(k + 1) / 4
                ctx.fill(Rect(x: grip.minX + grip.width * 0.3, y: y - 1, width: grip.width * 0.4, height: 2), color: Palette.card)
            }
            let text = CellContentConfiguration.subtitleCell(title: paddler?.name ?? "Empty seat", secondaryText: "")
            var configuration = text
            if let paddler {
                configuration.secondaryText = hint?.text ?? (seat + paddler.cardLine)
                configuration.badge = paddler.injured ? "injured" : (paddler.unavailable ? "away" : nil)
            } else {
                // An empty seat: its label, dimmed.
                configuration.secondaryText = hint?.text ?? label
            }
            if let hint {
                configuration.background = background
                configuration.secondaryTextColor = hint.refuses ? RGBA(168, 28, 28) : RGBA(130, 82, 0)
            }
            configuration.insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            ctx.draw(configuration, in: Rect(x: grip.maxX, y: r.minY, width: r.width - grip.width, height: r.height))
        }
    }

    /// A header: the boat's shows the live balance in words; the bench's counts the spares.
    public func headerContent(_ header: DisplaySupplementary) -> SupplementaryContent? {
        if header.section == LineupSection.boat.rawValue {
            return .configuration(SupplementaryContentConfiguration(title: "Boat", secondaryText: "\(balance.sideWords) · \(balance.trimWords)",
                                                                    textColor: Palette.text, titleSize: 15))
        }
        let n = live.bench.count
        return .configuration(SupplementaryContentConfiguration(title: "Bench", secondaryText: "\(n) spare\(n == 1 ? "" : "s")",
                                                                textColor: Palette.text, titleSize: 15))
    }

    /// The top bar: the lineup's name and status; the mode switch; the lock as a two-segment
    /// switch (Open / Locked, in the bar's layout switch).
    public func topBar(width: Double) -> TopBar {
        let title = status.isEmpty ? "Lineup: \(live.name)" : "\(live.name): \(status)"
        var bar = TopBar(title: title, editTitle: view.editButtonTitle, mode: view.mode,
                         layoutName: live.locked ? "Locked" : "Open", layoutNames: ["Open", "Locked"], width: width)
        bar.layoutDirection = view.layoutDirection
        return bar
    }

    /// Applies a click on a top-bar control.
    public func activate(_ control: TopBar.Control) {
        switch control {
        case .edit: toggleMoveMode()
        case .mode(let mode):
            view.setMode(mode)
            onChange?()
        case .layout(let name):
            if (name == "Locked") != live.locked { toggleLock() }
        }
    }


    /// The centre of a seat's grip, in viewport points (where a pointer catches it).
    public func gripPoint(_ path: ItemPath) -> Point? {
        guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return Point(x: f.minX + ExchangePolicy.gripWidth / 2 - view.contentOffset.x, y: f.midY - view.contentOffset.y)
    }

    /// The centre of a seat's cell, in viewport points.
    public func centerPoint(_ path: ItemPath) -> Point? {
        guard let f = view.layout.attributesForItem(at: path)?.frame else { return nil }
        return Point(x: f.midX - view.contentOffset.x, y: f.midY - view.contentOffset.y)
    }
}
