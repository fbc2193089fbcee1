import Foundation
import Mosaic
import MosaicCairo
import MosaicGTK
import MosaicTesting

/// A tile's colour: hues around the wheel, 12 of them, a little darker every other lap.
func tileColor(_ id: Int) -> RGBA {
    let hue = Double(id % 12) / 12, value = id / 12 % 2 == 0 ? 0.85 : 0.65, saturation = 0.55
    let h = hue * 6, sector = Int(h) % 6, f = h - Double(Int(h))
    let p = value * (1 - saturation), q = value * (1 - saturation * f), t = value * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (value, t, p)
    case 1: (r, g, b) = (q, value, p)
    case 2: (r, g, b) = (p, value, t)
    case 3: (r, g, b) = (p, q, value)
    case 4: (r, g, b) = (t, p, value)
    default: (r, g, b) = (value, p, q)
    }
    return RGBA(UInt8(r * 255), UInt8(g * 255), UInt8(b * 255))
}

/// The spoken name of a tile's colour (its hue, one of 12), for its accessible description.
func colorName(of id: Int) -> String {
    ["Red", "Orange", "Yellow", "Lime", "Green", "Mint", "Cyan", "Azure", "Blue", "Violet", "Magenta", "Rose"][id % 12]
}

/// What each tile shows: its colour, its number in white.
func tileContent(_ cell: DisplayCell<Int>) -> CellContent {
    .configuration(CellContentConfiguration(title: "\(cell.id)", titleColor: RGBA(255, 255, 255), titleSize: 22,
                                            titleLines: 1, titleIsBold: true, background: tileColor(cell.id),
                                            cornerRadius: 12))
}

/// `--snapshot OUT.png`, headless (no display): drives a keyboard reorder on a manual clock —
/// the focus to tile 0, Space lifts it, → → moves it two places, Space drops it — checks the
/// order, and writes the frame drawn offscreen by MosaicCairo (`--dark`, `--scale`). Returns
/// the exit status.
@MainActor func snapshot(options: Options, path: String) -> Int32 {
    let clock = ManualClock()
    do {
        let driver = CollectionViewDriver(view: try makeView(options: options, clock: clock), clock: clock)
        let view = driver.view
        for key in [Key.right, .left, .space, .right, .right, .space] {
            view.handle(.key(key, modifiers: [], time: clock.now))
            driver.advance(by: 0.5)
        }
        let order = view.snapshot.items(inSection: 0).prefix(4).map(String.init).joined(separator: " ")
        say("order: " + order)
        guard order == "1 2 0 3" else {
            say("FAILED: Space, →, →, Space moves tile 0 two places on (order \(order), expected 1 2 0 3)")
            return 1
        }
        let renderer = try CairoRenderer()
        renderer.palette = options.dark ? .dark : .light
        let canvas = try CairoCanvas.image(size: options.size, pixelScale: Double(options.scale))
        renderer.draw(view.displayList(), in: canvas.context, viewport: options.size, pixelScale: Double(options.scale),
                      content: tileContent)
        try canvas.writePNG(path: path)
        say("wrote \(path) (\(canvas.pixelWidth)×\(canvas.pixelHeight))")
        return 0
    } catch {
        say("FAILED: \(error)")
        return 1
    }
}
