import MosaicCore

extension DisplayListRenderer {
    /// True when a frame drawn now would differ from the last one without any state change
    /// (images still decoding).
    public var needsAnotherFrame: Bool { false }

    /// TEMPORARY until the image cache lands: draws the placeholder.
    public func drawImage(_ source: ImageSource, in rect: Rect, contentMode: ContentMode = .aspectFill,
                          cornerRadius: Double = 0, alpha: Double = 1, placeholder: RGBA = RGBA(209, 209, 214)) {
        if cornerRadius >= min(rect.width, rect.height) / 2 {
            fillCircle(center: rect.center, radius: min(rect.width, rect.height) / 2, placeholder.withAlpha(alpha))
        } else {
            fillRoundedRect(rect, radius: cornerRadius, placeholder.withAlpha(alpha))
        }
    }
}
