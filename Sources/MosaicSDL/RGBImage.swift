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

    /// A file format ``encoded(as:)`` writes.
    public enum EncodedFormat: Sendable, Equatable {
        /// PNG (lossless).
        case png
        /// JPEG at `quality`, 1 (smallest) … 100 (best).
        case jpeg(quality: Int)
    }

    /// The image encoded as a PNG or JPEG file's bytes, in memory (SDL2_image): what an
    /// `ImageSource.data(key:bytes:)`` source holds.
    /// - Throws: `SDLError` when the image is not valid (``isValid``), empty or over 16384
    ///   pixels a side, when the JPEG quality is outside 1…100, or when SDL2_image fails.
    public func encoded(as format: EncodedFormat) throws(SDLError) -> [UInt8] {
        guard isValid, (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw SDLError(message: "encode \(width)×\(height) image of \(pixels.count) bytes: expected 1…16384 pixels a side and 3 bytes a pixel")
        }
        if case .jpeg(let quality) = format, !(1...100).contains(quality) {
            throw SDLError(message: "encode JPEG at quality \(quality): expected 1…100")
        }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGB888.rawValue),
              let base = surface.pointee.pixels else { throw SDLError("SDL_CreateRGBSurfaceWithFormat") }
        defer { SDL_FreeSurface(surface) }
        let pitch = Int(surface.pointee.pitch)
        pixels.withUnsafeBufferPointer { rgb in
            for y in 0..<height {
                for x in 0..<width {
                    let o = (y * width + x) * 3
                    // RGB888 is XRGB in a native-endian 32-bit word.
                    let word = UInt32(rgb[o]) << 16 | UInt32(rgb[o + 1]) << 8 | UInt32(rgb[o + 2])
                    base.storeBytes(of: word, toByteOffset: y * pitch + 4 * x, as: UInt32.self)
                }
            }
        }
        // Worst case for PNG is a little over the raw size; JPEG is smaller.
        var buffer = [UInt8](repeating: 0, count: width * height * 4 + 65_536)
        let written: Int = buffer.withUnsafeMutableBytes { raw in
            guard let start = raw.baseAddress, let rw = SDL_RWFromMem(start, Int32(raw.count)) else { return -1 }
            defer { SDL_RWclose(rw) }
            let status: Int32
            switch format {
            case .png: status = IMG_SavePNG_RW(surface, rw, 0)
            case .jpeg(let quality): status = IMG_SaveJPG_RW(surface, rw, 0, Int32(quality))
            }
            return status == 0 ? Int(SDL_RWtell(rw)) : -1
        }
        guard written > 0 else { throw SDLError(format == .png ? "IMG_SavePNG_RW" : "IMG_SaveJPG_RW") }
        return Array(buffer[0..<written])
    }
}
