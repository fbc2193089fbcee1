import CSDL2

/// Pixel work for image variants, on ARGB8888 surfaces: resampling a crop to an exact size and
/// baking a rounded-corner mask into alpha.
enum ImageResampler {
    /// A new `width` × `height` ARGB8888 surface (the caller frees it) showing `crop` of
    /// `source` (ARGB8888): while the crop is more than twice the target on an axis it is
    /// halved on that axis (bilinear at exactly ½ is a 2×2 box filter, so downscaling does not
    /// alias), then one bilinear stretch (`SDL_SoftStretchLinear`) or a copy gives the size.
    /// Nil when SDL cannot allocate. O(target pixels + crop pixels / 2).
    static func resample(_ source: UnsafeMutablePointer<SDL_Surface>, crop: SDL_Rect, width: Int32,
                         height: Int32) -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0, crop.w > 0, crop.h > 0 else { return nil }
        let format = SDL_PIXELFORMAT_ARGB8888.rawValue
        var current = source
        var rect = crop
        var temporary: UnsafeMutablePointer<SDL_Surface>?
        defer { if let temporary { SDL_FreeSurface(temporary) } }
        while rect.w > 2 * width || rect.h > 2 * height {
            let w = rect.w > 2 * width ? (rect.w + 1) / 2 : rect.w
            let h = rect.h > 2 * height ? (rect.h + 1) / 2 : rect.h
            guard let half = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format) else { return nil }
            guard SDL_SoftStretchLinear(current, &rect, half, nil) == 0 else {
                SDL_FreeSurface(half)
                return nil
            }
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
