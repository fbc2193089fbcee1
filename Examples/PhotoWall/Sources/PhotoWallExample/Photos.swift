import Foundation

/// A generated photo: a sky-to-ground gradient in its own hue with a sun, encoded as a 24-bit
/// BMP in memory (SDL2_image decodes BMP as it decodes PNG and JPEG; writing BMP needs no
/// library). Deterministic: the same index gives the same bytes.
struct Photo {
    let index: Int
    /// Width ÷ height.
    let aspect: Double
    let width: Int
    let height: Int
    let bytes: [UInt8]

    static let aspects: [Double] = [3.0 / 2, 2.0 / 3, 1, 4.0 / 3, 3.0 / 4, 16.0 / 9, 9.0 / 16]

    init(index: Int) {
        self.index = index
        aspect = Self.aspects[index % Self.aspects.count]
        let w = aspect >= 1 ? 256 : Int((256 * aspect).rounded())
        let h = aspect >= 1 ? Int((256 / aspect).rounded()) : 256
        width = w
        height = h
        bytes = Self.bmp(width: w, height: h) { x, y in Self.pixel(index: index, x: x, y: y, width: w, height: h) }
    }

    /// A caption such as "Photo 3 · 4:3".
    var caption: String {
        let names = ["3:2", "2:3", "1:1", "4:3", "3:4", "16:9", "9:16"]
        return "Photo \(index + 1) · \(names[index % names.count])"
    }

    static func pixel(index: Int, x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
        let hue = Double((index * 47) % 360) / 360
        let t = Double(y) / Double(max(1, height - 1))
        let horizon = 0.62
        var (r, g, b) = hsv(hue, t < horizon ? 0.45 : 0.7, t < horizon ? 0.95 - 0.3 * t : 0.55 - 0.2 * (t - horizon))
        // The sun: a warm disc in the sky.
        let cx = Double(width) * (0.25 + 0.5 * Double((index * 37) % 100) / 100), cy = Double(height) * 0.3
        let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
        let radius = Double(min(width, height)) * 0.12
        if d < radius { (r, g, b) = (1, 0.85, 0.35) }
        return (UInt8(r * 255), UInt8(g * 255), UInt8(b * 255))
    }

    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let i = Int(h * 6) % 6, f = h * 6 - Double(Int(h * 6))
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A bottom-up 24-bit BMP (BITMAPINFOHEADER), rows padded to 4 bytes.
    static func bmp(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        let row = (width * 3 + 3) / 4 * 4
        let size = 54 + row * height
        var out = [UInt8]()
        out.reserveCapacity(size)
        func le32(_ v: Int) { out += [UInt8(v & 255), UInt8((v >> 8) & 255), UInt8((v >> 16) & 255), UInt8((v >> 24) & 255)] }
        func le16(_ v: Int) { out += [UInt8(v & 255), UInt8((v >> 8) & 255)] }
        out += Array("BM".utf8); le32(size); le32(0); le32(54)
        le32(40); le32(width); le32(height); le16(1); le16(24); le32(0); le32(row * height); le32(2835); le32(2835); le32(0); le32(0)
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                out += [b, g, r]
            }
            out += [UInt8](repeating: 0, count: row - width * 3)
        }
        return out
    }
}
