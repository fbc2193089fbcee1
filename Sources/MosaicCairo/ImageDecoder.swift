internal import CGdkPixbuf
internal import CPangoCairo

/// Decoding (gdk-pixbuf) and resampling (cairo) for `ImageCache`.
enum ImageDecoder {
    /// Decodes `source` into a premultiplied ARGB32 cairo image surface.
    /// O(encoded + decoded size).
    static func decode(_ source: ImageSource) -> Result<DecodedImage, CairoError> {
        var error: UnsafeMutablePointer<GError>?
        let pixbuf: OpaquePointer?
        let name: String
        switch source {
        case .file(let path):
            name = "gdk_pixbuf_new_from_file(\(path))"
            pixbuf = gdk_pixbuf_new_from_file(path, &error)
        case .data(let key, let bytes):
            name = "gdk-pixbuf loader (\(key))"
            guard !bytes.isEmpty else { return .failure(CairoError("\(name): no image data")) }
            let loader = gdk_pixbuf_loader_new()
            defer { g_object_unref(loader) }
            let written = bytes.withUnsafeBufferPointer {
                gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error)
            }
            var closeError: UnsafeMutablePointer<GError>?
            let closed = gdk_pixbuf_loader_close(loader, &closeError)
            if error == nil { error = closeError } else if let closeError { g_error_free(closeError) }
            if written != 0, closed != 0, let loaded = gdk_pixbuf_loader_get_pixbuf(loader) {
                g_object_ref(UnsafeMutableRawPointer(loaded))
                pixbuf = loaded
            } else {
                pixbuf = nil
            }
        }
        guard let pixbuf else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "not an image"
            if let error { g_error_free(error) }
            return .failure(CairoError("\(name): \(reason)"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let w = gdk_pixbuf_get_width(pixbuf), h = gdk_pixbuf_get_height(pixbuf)
        guard w > 0, h > 0, w <= 16384, h <= 16384 else {
            return .failure(CairoError("\(name): unsupported size \(w)×\(h), expected 1…16384 pixels a side"))
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface)
        else { return .failure(CairoError("\(name): cairo could not allocate \(w)×\(h)")) }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf)), targetStride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = gdk_pixbuf_read_pixels(pixbuf) else { return .failure(CairoError("\(name): no pixels")) }
        for y in 0..<Int(h) {
            let row = pixels + y * sourceStride
            let out = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(w) {
                let p = row + x * channels
                let a = hasAlpha ? UInt32(p[3]) : 255
                func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                out[x] = a << 24 | pre(p[0]) << 16 | pre(p[1]) << 8 | pre(p[2])
            }
        }
        cairo_surface_mark_dirty(surface)
        return .success(DecodedImage(surface: surface))
    }

    /// The crop (`cropX`, `cropY`, `cropWidth` × `cropHeight` source pixels) of `source`
    /// resampled to `width` × `height` with cairo's good filter, cut to a rounded rectangle of
    /// `radius` pixels (anti-aliased alpha). Nil when cairo cannot allocate it.
    static func resample(_ source: OpaquePointer, cropX: Int32, cropY: Int32, cropWidth: Int32, cropHeight: Int32,
                         width: Int32, height: Int32, radius: Double) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        if radius > 0 {
            let r = min(radius, Double(min(width, height)) / 2), w = Double(width), h = Double(height)
            cairo_new_sub_path(cr)
            cairo_arc(cr, w - r, r, r, -Double.pi / 2, 0)
            cairo_arc(cr, w - r, h - r, r, 0, Double.pi / 2)
            cairo_arc(cr, r, h - r, r, Double.pi / 2, Double.pi)
            cairo_arc(cr, r, r, r, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cr)
            cairo_clip(cr)
        }
        cairo_scale(cr, Double(width) / Double(cropWidth), Double(height) / Double(cropHeight))
        cairo_set_source_surface(cr, source, -Double(cropX), -Double(cropY))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_surface_flush(surface)
        return surface
    }
}
