import CSDL2

/// An image as 8-bit RGB bytes, row by row from the top-left: what `OffscreenRenderer`
/// produces, and what golden-image and screenshot tests compare.
public struct RGBImage: Equatable, Sendable {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// `width × height × 3` bytes.
    public var pixels: [UInt8]

    /// - Precondition-free: a `pixels` count that does not match is reported by `isValid`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// True when `pixels` holds exactly `width × height` RGB triples.
    public var isValid: Bool { width >= 0 && height >= 0 && pixels.count == width * height * 3 }

    /// The color at (x, y), or nil outside the image.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8)? {
        guard isValid, x >= 0, y >= 0, x < width, y < height else { return nil }
        let o = (y * width + x) * 3
        return (pixels[o], pixels[o + 1], pixels[o + 2])
    }

    /// Loads an image file (PNG, BMP, … through SDL2_image) as RGB.
    /// - Throws: `SDLError` when the file cannot be read or converted.
    public static func load(path: String) throws(SDLError) -> RGBImage {
        guard let loaded = IMG_Load(path) else { throw SDLError("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB888.rawValue, 0) else {
            throw SDLError("SDL_ConvertSurfaceFormat(\(path))")
        }
        defer { SDL_FreeSurface(surface) }
        return rgb(of: surface)
    }

    /// The RGB bytes of an `SDL_PIXELFORMAT_RGB888` surface (not locked: software surfaces
    /// without RLE need no lock).
    static func rgb(of surface: UnsafeMutablePointer<SDL_Surface>) -> RGBImage {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels, w > 0, h > 0 else { return RGBImage(width: 0, height: 0, pixels: []) }
        var result = [UInt8](repeating: 0, count: w * h * 3)
        let bytes = UnsafeRawPointer(base)
        result.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                for x in 0..<w {
                    // RGB888 is XRGB in a native-endian 32-bit word.
                    let value = bytes.loadUnaligned(fromByteOffset: y * pitch + 4 * x, as: UInt32.self)
                    let o = (y * w + x) * 3
                    out[o] = UInt8(truncatingIfNeeded: value >> 16)
                    out[o + 1] = UInt8(truncatingIfNeeded: value >> 8)
                    out[o + 2] = UInt8(truncatingIfNeeded: value)
                }
            }
        }
        return RGBImage(width: w, height: h, pixels: result)
    }

    /// How many pixels differ from `other` by more than `tolerance` in any channel; nil when
    /// the sizes differ.
    public func countDifferingPixels(from other: RGBImage, tolerance: UInt8 = 8) -> Int? {
        guard isValid, other.isValid, width == other.width, height == other.height else { return nil }
        var count = 0
        var i = 0
        while i < pixels.count {
            for c in 0..<3 {
                let a = pixels[i + c], b = other.pixels[i + c]
                if (a > b ? a - b : b - a) > tolerance {
                    count += 1
                    break
                }
            }
            i += 3
        }
        return count
    }
}
