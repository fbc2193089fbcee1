import CSDL2

/// Pixel work for image variants, on ARGB8888 surfaces: resampling a crop to an exact size and
/// baking a rounded-corner mask into alpha.
enum ImageResampler {
    /// A new `width` × `height` ARGB8888 surface (the caller frees it) showing `crop` of
    /// `source` (ARGB8888): while the crop is at least twice the target on an axis it is
    /// halved on that axis with a 2×2 box filter (so downscaling does not alias), then one
    /// bilinear stretch (`SDL_SoftStretchLinear`) or a copy gives the size.
    /// Nil when SDL cannot allocate. O(target pixels + crop pixels / 2).
    static func resample(_ source: UnsafeMutablePointer<SDL_Surface>, crop: SDL_Rect, width: Int32,
                         height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0, crop.w > 0, crop.h > 0 else { return nil }
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        var current = source
        var rect = crop
        var temporary: UnsafeMutablePointer<SDL_Surface>?
        defer { if let temporary { SDL_FreeSurface(temporary) } }
        while rect.w >= 2 * width || rect.h >= 2 * height {
            let w = rect.w >= 2 * width ? (rect.w + 1) / 2 : rect.w
            let h = rect.h >= 2 * height ? (rect.h + 1) / 2 : rect.h
            guard let half = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format) else { return nil }
            halve(current, rect, into: half, horizontally: w < rect.w, vertically: h < rect.h)
            if let temporary { SDL_FreeSurface(temporary) }
            temporary = half
            current = half
            rect = SDL_Rect(x: 0, y: 0, w: w, h: h)
        }
        guard let out = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, format) else { return nil }
        let status: Int32
        if rect.w == width && rect.h == height {
            SDL_SetSurfaceBlendMode(current, SDL_BLENDMODE_NONE)
            status = SDL_UpperBlit(current, &rect, out, nil)
        } else {
            status = SDL_SoftStretchLinear(current, &rect, out, nil)
        }
        guard status == 0 else {
            SDL_FreeSurface(out)
            return nil
        }
        return out
    }

    /// Writes `rect` of `source` into `destination` (both ARGB8888, unlocked software surfaces)
    /// at half size on the chosen axes: each output pixel is the rounded mean of a 2×2 (or 2×1,
    /// 1×2) block, the last row or column repeated when the size is odd. Straight alpha.
    /// O(output pixels); two channels per 32-bit add.
    static func halve(_ source: UnsafeMutablePointer<SDL_Surface>, _ rect: SDL_Rect,
                      into destination: UnsafeMutablePointer<SDL_Surface>, horizontally: Bool, vertically: Bool) {
        guard let src = source.pointee.pixels, let dst = destination.pointee.pixels else { return }
        let srcPitch = Int(source.pointee.pitch), dstPitch = Int(destination.pointee.pitch)
        let w = Int(destination.pointee.w), h = Int(destination.pointee.h)
        let lastX = Int(rect.x + rect.w - 1), lastY = Int(rect.y + rect.h - 1)
        let fx = horizontally ? 2 : 1, fy = vertically ? 2 : 1
        let mask: UInt32 = 0x00FF_00FF
        for y in 0..<h {
            let y0 = Int(rect.y) + y * fy, y1 = min(y0 + fy - 1, lastY)
            let row0 = src + y0 * srcPitch, row1 = src + y1 * srcPitch
            let out = dst + y * dstPitch
            for x in 0..<w {
                let x0 = Int(rect.x) + x * fx, x1 = min(x0 + fx - 1, lastX)
                let a = row0.loadUnaligned(fromByteOffset: 4 * x0, as: UInt32.self)
                let b = row0.loadUnaligned(fromByteOffset: 4 * x1, as: UInt32.self)
                let c = row1.loadUnaligned(fromByteOffset: 4 * x0, as: UInt32.self)
                let d = row1.loadUnaligned(fromByteOffset: 4 * x1, as: UInt32.self)
                let low = (a & mask) &+ (b & mask) &+ (c & mask) &+ (d & mask) &+ 0x0002_0002
                let high = ((a >> 8) & mask) &+ ((b >> 8) & mask) &+ ((c >> 8) & mask) &+ ((d >> 8) & mask) &+ 0x0002_0002
                out.storeBytes(of: ((low >> 2) & mask) | (((high >> 2) & mask) << 8), toByteOffset: 4 * x, as: UInt32.self)
            }
        }
    }

    /// Multiplies the alpha of `surface` (ARGB8888, unlocked software surface) by the coverage
    /// of a rounded rectangle of corner `radius` pixels (at most half the shorter side: a
    /// square becomes a circle), anti-aliased over one pixel. Only the four corner squares are
    /// visited: O(radius²).
    static func maskCorners(_ surface: UnsafeMutablePointer<SDL_Surface>, radius: Double) {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels, w > 0, h > 0, radius.isFinite, radius > 0 else { return }
        let r = min(radius, Double(min(w, h)) / 2)
        let band = min(Int(r.rounded(.up)), (max(w, h) + 1) / 2)
        let rows = Array(0..<min(band, h)) + Array(max(band, h - band)..<h)
        let columns = Array(0..<min(band, w)) + Array(max(band, w - band)..<w)
        for y in rows {
            let py = Double(y) + 0.5
            let dy = max(0, y < band ? r - py : py - (Double(h) - r))
            for x in columns {
                let px = Double(x) + 0.5
                let dx = max(0, x < band ? r - px : px - (Double(w) - r))
                guard dx > 0 || dy > 0 else { continue }
                let coverage = min(1, max(0, r + 0.5 - (dx * dx + dy * dy).squareRoot()))
                guard coverage < 1 else { continue }
                let offset = y * pitch + 4 * x
                let value = base.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                let alpha = UInt32((Double(value >> 24) * coverage).rounded())
                base.storeBytes(of: (value & 0x00FF_FFFF) | alpha << 24, toByteOffset: offset, as: UInt32.self)
            }
        }
    }
}
