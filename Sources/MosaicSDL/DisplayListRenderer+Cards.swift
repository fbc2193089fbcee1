import MosaicCore
import MosaicView

/// Where a card's parts go, from its (scaled) size alone: corner radius, the avatar circle,
/// the initials' font size and the label's box, all relative to the card's top-left, in
/// points. Content is a centered column: avatar, then up to two lines of label. Small cards
/// drop the label (under 44×56), then the initials (avatar under 18), then the avatar (under 6).
struct CardMetrics: Equatable {
    var cornerRadius: Double
    var avatar: Rect?
    var initialsSize: Double?
    var labelBox: Rect?
    var labelSize: Double

    init(size: Size) {
        let w = size.width, h = size.height, shorter = min(w, h)
        cornerRadius = min(12, max(2, shorter * 0.14))
        let pad = min(10, max(2, (shorter * 0.08).rounded()))
        labelSize = min(15, max(9, (w / 8).rounded(.down)))
        let lineHeight = (labelSize * 1.2).rounded(.up)
        let showsLabel = w >= 44 && h >= 56
        var labelHeight = 0.0, gap = 0.0
        if showsLabel {
            let lines = h - 2 * pad - 2 * lineHeight - pad / 2 >= 24 ? 2.0 : 1.0
            labelHeight = lines * lineHeight
            gap = (pad / 2).rounded()
        }
        let diameter = min(w - 2 * pad, h - 2 * pad - labelHeight - gap, 96)
        let hasAvatar = diameter >= 6
        let column = (hasAvatar ? diameter : 0) + gap + labelHeight
        let top = ((h - column) / 2).rounded()
        avatar = hasAvatar ? Rect(x: ((w - diameter) / 2).rounded(), y: top, width: diameter, height: diameter) : nil
        initialsSize = hasAvatar && diameter >= 18 ? (diameter * 0.4).rounded() : nil
        labelBox = showsLabel
            ? Rect(x: pad, y: top + (hasAvatar ? diameter : 0) + gap, width: w - 2 * pad, height: labelHeight)
            : nil
    }
}

/// What an avatar shows for a label.
struct CardFace {
    var initials: String
    var color: RGBA
}

extension DisplayListRenderer {
    /// Draws one cell: edit-mode gray or white background, darker when highlighted, an accent
    /// border when selected, a focus ring when focused, at its alpha and scale.
    func drawCell<ID: Hashable & Sendable>(_ cell: DisplayCell<ID>) {
        var background = Palette.card.mixed(with: Palette.editCard, cell.editBackgroundAmount)
        if cell.isHighlighted { background = background.darkened(0.86) }
        drawCard(label: cell.label, frame: cell.frame, alpha: cell.alpha, scale: cell.scale,
                 background: background, isSelected: cell.isSelected, isFocused: cell.isFocused)
    }

    /// Draws a card: `frame` scaled by `scale` about its center, everything at `alpha`.
    /// Spans never overlap (background inside the border), so translucent cards blend once
    /// per layer. Cards entirely outside the clip cost only the rejection test.
    func drawCard(label: String, frame: Rect, alpha: Double, scale: Double, background: RGBA,
                  isSelected: Bool, isFocused: Bool) {
        guard alpha.isFinite, alpha > 0.002, scale.isFinite, scale > 0 else { return }
        let rect = frame.scaled(by: scale)
        guard !rect.isEmpty, let outer = pixelRect(rect), !outer.outset(by: pixels(4)).intersection(clip).isEmpty
        else { return }
        let metrics = CardMetrics(size: rect.size)
        let radius = metrics.cornerRadius
        if isFocused {
            strokeRoundedRect(rect.insetBy(dx: -4, dy: -4), radius: radius + 4, width: 2.5,
                              Palette.focusRing.withAlpha(alpha))
        }
        let border = isSelected ? 2.5 : 1
        let borderPixels = pixels(border, minimum: 1)
        spans.removeAll(keepingCapacity: true)
        Shapes.appendRoundedRect(outer.outset(by: -borderPixels), radius: (radius - border) * pixelScale,
                                 clip: clip, to: &spans)
        fill(spans, background.withAlpha(alpha))
        spans.removeAll(keepingCapacity: true)
        Shapes.appendRing(outer, radius: radius * pixelScale, width: borderPixels, clip: clip, to: &spans)
        fill(spans, (isSelected ? Palette.accent : Palette.cardBorder).withAlpha(alpha))
        drawCardContent(label: label, in: rect, metrics: metrics, alpha: alpha)
    }

    /// The avatar (a circle in the label's color with white initials) and the label below it.
    func drawCardContent(label: String, in rect: Rect, metrics: CardMetrics, alpha: Double) {
        if let avatar = metrics.avatar?.offsetBy(dx: rect.minX, dy: rect.minY) {
            let face = face(for: label)
            fillCircle(center: avatar.center, radius: avatar.width / 2, face.color.withAlpha(alpha))
            if let size = metrics.initialsSize {
                drawText(face.initials, size: size, color: Palette.card, bold: true,
                         alpha: alpha, in: avatar)
            }
        }
        if let box = metrics.labelBox?.offsetBy(dx: rect.minX, dy: rect.minY) {
            drawText(label, size: metrics.labelSize, color: Palette.text, wrapWidth: box.width, alpha: alpha,
                     in: box, placement: .top)
        }
    }

    /// The avatar color and initials of `label`, computed once per label (the initials'
    /// Unicode word splitting is not free at thousands of cards per frame).
    func face(for label: String) -> CardFace {
        if let face = faces[label] { return face }
        if faces.count >= 4096 { faces.removeAll(keepingCapacity: true) }
        let face = CardFace(initials: Palette.initials(of: label), color: Palette.avatar(for: label))
        faces[label] = face
        return face
    }

    /// The dragged cell's picture: a soft shadow, or the dark gray background when the drag
    /// asks for one (exchange), then the card at the snapshot's frame, scale and alpha.
    func drawSnapshot<ID: Hashable & Sendable>(_ snapshot: DragSnapshot<ID>) {
        guard snapshot.alpha.isFinite, snapshot.scale.isFinite, snapshot.scale > 0 else { return }
        let rect = snapshot.frame.scaled(by: snapshot.scale)
        let radius = CardMetrics(size: rect.size).cornerRadius
        // Seed 004's default snapshot: the cell itself, drawn on its background color (dark
        // gray for an exchange) at the snapshot's alpha; a move's lifted cell gets a shadow.
        if snapshot.backgroundGray == nil {
            fillRoundedRect(rect.offsetBy(dx: 0, dy: 4), radius: radius, RGBA(0, 0, 0, 48).withAlpha(snapshot.alpha))
        }
        let background = snapshot.backgroundGray.map { RGBA(gray: $0) } ?? Palette.card
        drawCard(label: snapshot.label, frame: snapshot.frame, alpha: snapshot.alpha, scale: snapshot.scale,
                 background: background, isSelected: false, isFocused: false)
    }
}
