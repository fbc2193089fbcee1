import MosaicCore

/// How an image fills a rectangle whose aspect ratio differs from its own.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Cover: scaled uniformly until it fills the rectangle, centered, the overflow cropped
    /// (the sides of a wide image, the top and bottom of a tall one).
    case aspectFill
    /// Contain: scaled uniformly until it fits inside the rectangle, centered; the rest of the
    /// rectangle (the letterbox) is left undrawn.
    case aspectFit
    /// Scaled independently on each axis to exactly the rectangle (distorts).
    case stretch

    /// Which part of an image is drawn, and where.
    public struct Placement: Hashable, Sendable {
        /// The part of the image drawn, in the image's pixel coordinates (origin top-left).
        public var source: Rect
        /// Where that part goes, in the target rectangle's coordinate space (inside it).
        public var destination: Rect

        /// A placement from its source crop and destination.
        public init(source: Rect, destination: Rect) {
            self.source = source
            self.destination = destination
        }
    }

    /// The source crop and destination rectangle that draw an image of `imageSize` pixels
    /// into `rect` with this mode. `.aspectFill`'s destination is `rect` and its source a
    /// centered crop with `rect`'s aspect ratio; `.aspectFit`'s source is the whole image and
    /// its destination a centered sub-rectangle of `rect` with the image's aspect ratio;
    /// `.stretch` maps the whole image onto `rect`. Pure, O(1).
    /// - Returns: nil when either size is empty or not finite (nothing to draw).
    public func placement(imageSize: Size, in rect: Rect) -> Placement? {
        let iw = imageSize.width, ih = imageSize.height
        guard iw.isFinite, ih.isFinite, iw > 0, ih > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite, !rect.isEmpty else { return nil }
        let whole = Rect(x: 0, y: 0, width: iw, height: ih)
        switch self {
        case .stretch:
            return Placement(source: whole, destination: rect)
        case .aspectFill:
            let scale = max(rect.width / iw, rect.height / ih)
            let sw = min(iw, rect.width / scale), sh = min(ih, rect.height / scale)
            return Placement(source: Rect(x: (iw - sw) / 2, y: (ih - sh) / 2, width: sw, height: sh),
                             destination: rect)
        case .aspectFit:
            let scale = min(rect.width / iw, rect.height / ih)
            let dw = min(rect.width, iw * scale), dh = min(rect.height, ih * scale)
            return Placement(source: whole, destination: Rect(x: rect.minX + (rect.width - dw) / 2,
                                                              y: rect.minY + (rect.height - dh) / 2,
                                                              width: dw, height: dh))
        }
    }
}
