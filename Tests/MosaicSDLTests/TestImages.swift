import MosaicSDL

/// Synthetic images and names for the renderer's tests, encoded in memory through the public
/// `RGBImage.encoded(as:)` (no files, no network).
enum TestImages {
    /// Encodes an image whose pixel (x, y) is `color(x, y)` (0xRRGGBB) as JPEG (quality 90) or PNG.
    /// - Throws: `SDLError` when the size is outside 1…4096 or SDL2_image cannot encode.
    static func encode(width: Int32, height: Int32, jpeg: Bool,
                       color: (Int32, Int32) -> UInt32) throws(SDLError) -> [UInt8] {
        guard (1...4096).contains(width), (1...4096).contains(height) else {
            throw SDLError(message: "test image \(width)×\(height): expected 1…4096 pixels a side")
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(Int(width) * Int(height) * 3)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                pixels += [UInt8(truncatingIfNeeded: c >> 16), UInt8(truncatingIfNeeded: c >> 8), UInt8(truncatingIfNeeded: c)]
            }
        }
        return try RGBImage(width: Int(width), height: Int(height), pixels: pixels).encoded(as: jpeg ? .jpeg(quality: 90) : .png)
    }

    /// A `width` × `height` test image: a diagonal gradient whose hue depends on `seed`, so
    /// every seed gives a distinct image.
    static func testImage(width: Int32, height: Int32, seed: Int, jpeg: Bool) throws(SDLError) -> [UInt8] {
        let hue = UInt32(truncatingIfNeeded: seed &* 47) & 0xFF
        return try encode(width: width, height: height, jpeg: jpeg) { x, y in
            let r = UInt32(x * 255 / max(1, width - 1)), g = UInt32(y * 255 / max(1, height - 1))
            return (r << 16) | (g << 8) | ((hue + r / 2) & 0xFF)
        }
    }

    /// A distinct person-like name for every index.
    static func name(_ i: Int) -> String {
        let first = ["Ada", "Alan", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace", "Hedy", "Ivan",
                     "John", "Katherine", "Leslie", "Margaret", "Niklaus", "Ole", "Peter", "Radia", "Sophie", "Tim",
                     "Ursula", "Vint", "Whitfield", "Xavier", "Yukihiro", "Zuse"]
        let last = ["Lovelace", "Turing", "Liskov", "Shannon", "Knuth", "Dijkstra", "Allen", "Hopper", "Lamarr",
                    "Sutherland", "McCarthy", "Johnson", "Lamport", "Hamilton", "Wirth", "Dahl", "Naur", "Perlman",
                    "Wilson", "Berners-Lee", "Franklin", "Cerf", "Diffie", "Leroy", "Matsumoto", "Konrad", "Backus",
                    "Codd", "Hoare", "Kay", "Ritchie", "Thompson", "Stroustrup", "Gosling", "Wozniak", "Goldberg",
                    "Engelbart", "Kahn", "Milner", "Church"]
        let base = first.count * last.count
        let name = first[i % first.count] + " " + last[(i / first.count) % last.count]
        return i < base ? name : name + " \(i / base + 1)"
    }
}
