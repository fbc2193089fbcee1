internal import CPangoCairo
import MosaicCore

/// The target's pixels, when a list is drawn into a plain image surface (the offscreen
/// renderer, the SDL window's frame) whose pixel grid the renderer's device pixels are, with a
/// rectangular clip: opaque cell surfaces are then copied row by row into its memory instead
/// of through a cairo fill (path, clip and compositor set-up per cell). GTK's drawing areas
/// record their drawing (a recording surface): there cells go through cairo as before.
struct DirectPixels {
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// Device pixels of the frame (``PixelBox``) to the surface's pixels: add these.
    let dx: Int
    let dy: Int
    /// Where a copy may write, in frame device pixels: the clip within the surface.
    let writable: PixelBox
}

extension CairoRenderer {
    /// The target's pixels for direct copies in the list being drawn, or nil: not an ARGB32 or
    /// RGB24 image surface, a device scale or a transformation other than whole-pixel
    /// translation, or a clip that is not one rectangle.
    func directPixels() -> DirectPixels? {
        guard let cr, let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return nil }
        let format = cairo_image_surface_get_format(target)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(target) else { return nil }
        var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        let s = deviceScale
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        // The list's user space is points: device pixels are points × s.
        let (tx, ty) = (m.x0 + ox, m.y0 + oy)
        guard sx == 1, sy == 1, m.xy == 0, m.yx == 0, abs(m.xx - s) < 1e-9, abs(m.yy - s) < 1e-9,
              tx == tx.rounded(), ty == ty.rounded(), abs(tx) < 1e7, abs(ty) < 1e7 else { return nil }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1,
              let r = list.pointee.rectangles?.pointee else { return nil }
        let dx = Int(tx), dy = Int(ty)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // The clip in frame device pixels (whole pixels inward), within the surface.
        let clip = PixelBox(x0: Int((r.x * s).rounded(.up)), y0: Int((r.y * s).rounded(.up)),
                            x1: Int(((r.x + r.width) * s).rounded(.down)), y1: Int(((r.y + r.height) * s).rounded(.down)))
        let writable = PixelBox(x0: max(clip.x0, -dx), y0: max(clip.y0, -dy),
                                x1: min(clip.x1, width - dx), y1: min(clip.y1, height - dy))
        guard !writable.isEmpty else { return nil }
        return DirectPixels(data: data, stride: Int(cairo_image_surface_get_stride(target)), dx: dx, dy: dy,
                            writable: writable)
    }

    /// Copies the opaque `cell` with its reference pixel at `ref` into `pixels`; false (nothing
    /// written) when it is not opaque or does not lie wholly where copies may write.
    func copy(_ cell: CellSurface, at ref: Point, into pixels: DirectPixels) -> Bool {
        guard cell.isOpaque, let source = cell.data else { return false }
        let s = deviceScale
        let x = Int((ref.x * s).rounded()) + cell.x, y = Int((ref.y * s).rounded()) + cell.y
        let box = PixelBox(x0: x, y0: y, x1: x + cell.width, y1: y + cell.height)
        guard pixels.writable.contains(box) else { return false }
        var to = pixels.data + (y + pixels.dy) * pixels.stride + (x + pixels.dx) * 4
        var from = UnsafePointer(source)
        let bytes = cell.width * 4
        for _ in 0..<cell.height {
            UnsafeMutableRawPointer(to).copyMemory(from: from, byteCount: bytes)
            to += pixels.stride
            from += cell.stride
        }
        return true
    }
}
