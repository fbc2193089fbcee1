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

extension CairoRenderer {
    /// Draws one cell with `content` (nil: HelloContacts' contact card of its label), at its
    /// alpha and scale; the selection bounce goes to the part the content says.
    func drawCell<ID: Hashable & Sendable>(_ cell: DisplayCell<ID>, content: CellContent?) {
        let state = CellState(cell)
        draw(content ?? .configuration(contactCard(cell.label)), frame: cell.frame, state: state)
    }

    /// HelloContacts' card for `label`, with the avatar's initials and color from the cache.
    func contactCard(_ label: String) -> CellContentConfiguration {
        let face = face(for: label)
        return CellContentConfiguration(image: .initials(face.initials, color: face.color), title: label)
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

    /// Draws `content` for an element whose unscaled frame is `frame`, in `state`.
    func draw(_ content: CellContent, frame: Rect, state: CellState) {
        var state = state
        state.layoutDirection = layoutDirection
        guard state.alpha.isFinite, state.alpha > 0.002, state.scale.isFinite, state.scale > 0,
              state.bounceScale.isFinite, state.bounceScale > 0 else { return }
        switch content {
        case .configuration(let configuration):
            let scale = state.scale * (configuration.bouncingPart == .wholeCell ? state.bounceScale : 1)
            let rect = frame.scaled(by: scale)
            guard !rect.isEmpty, isVisible(rect.insetBy(dx: -4, dy: -4)) else { return }
            drawThroughCache(reference: rect) { drawConfiguration(configuration, in: rect, state: state, textScale: scale) }
        case .custom(let draw):
            let rect = frame.scaled(by: state.scale)
            guard !rect.isEmpty, isVisible(rect.insetBy(dx: -16, dy: -16)) else { return }
            drawThroughCache(reference: rect) { draw(DrawingContext(renderer: self, rect: rect, state: state, textScale: state.scale)) }
        }
    }

    /// Draws a built-in configuration into `rect` (the presented rectangle): background,
    /// border, focus ring, then the content laid out for the unscaled size `rect ÷ textScale`
    /// and scaled about the rectangle's center, so text keeps its line breaks.
    func drawConfiguration(_ configuration: CellContentConfiguration, in rect: Rect, state: CellState,
                           textScale: Double) {
        let alpha = state.alpha
        let unscaled = Size(width: rect.width / textScale, height: rect.height / textScale)
        let metrics = ContentMetrics(size: unscaled, configuration: configuration)
            .presented(in: state.layoutDirection, width: unscaled.width, configuration: configuration)
        let radius = (configuration.cornerRadius ?? metrics.cornerRadius) * textScale
        var background = configuration.background.map { resolve($0) }
            ?? palette.card.mixed(with: palette.editCard, state.editAmount)
        if state.isHighlighted {
            background = background.darkened(0.86)
        } else if state.isHovered {
            background = background.darkened(0.95)
        }
        if state.isFocused {
            strokeRoundedRect(rect.insetBy(dx: -4, dy: -4), radius: radius + 4, width: 2.5,
                              palette.focusRing.withAlpha(alpha))
        }
        let border = state.isSelected ? 2.5 : 1
        let borderColor = state.isSelected ? palette.accent : (configuration.borderColor.map { resolve($0) } ?? palette.cardBorder)
        // The background inside the border, the border a ring: they never overlap, so
        // translucent cells blend once.
        let borderWidth = max(1 / deviceScale, (border * deviceScale).rounded() / deviceScale)
        fillRoundedRect(rect.insetBy(dx: borderWidth, dy: borderWidth), radius: radius - borderWidth,
                        background.withAlpha(alpha))
        strokeRoundedRect(rect, radius: radius, width: border, borderColor.withAlpha(alpha))
        /// A metrics rectangle (relative to the unscaled top-left) in presented coordinates.
        func place(_ r: Rect) -> Rect {
            Rect(x: rect.minX + r.minX * textScale, y: rect.minY + r.minY * textScale,
                 width: r.width * textScale, height: r.height * textScale)
        }
        if var image = metrics.image.map(place) {
            if configuration.bouncingPart == .image, state.bounceScale != 1 { image = image.scaled(by: state.bounceScale) }
            drawContentImage(configuration, in: image, fillRadius: radius, alpha: alpha)
        }
        if let band = metrics.captionBand.map(place) {
            fillRoundedRect(band, radius: 6 * textScale, RGBA(0, 0, 0, 110).withAlpha(alpha))
        }
        if let box = metrics.title.map(place), let title = configuration.title {
            drawText(title, size: metrics.titleSize, color: configuration.titleColor, bold: configuration.titleIsBold,
                     lines: metrics.titleLines, alpha: alpha, in: box, placement: .top,
                     alignment: metrics.textAlignment, textScale: textScale, direction: state.layoutDirection)
        }
        if let box = metrics.secondary.map(place), let secondary = configuration.secondaryText {
            drawText(secondary, size: metrics.secondarySize, color: configuration.secondaryTextColor,
                     lines: 1, alpha: alpha, in: box, placement: .top, alignment: metrics.textAlignment,
                     textScale: textScale, direction: state.layoutDirection)
        }
        if let badge = configuration.badge, !badge.isEmpty {
            drawBadge(badge, color: configuration.badgeColor, cell: rect, scale: textScale, alpha: alpha,
                      direction: state.layoutDirection)
        }
    }

    /// The image part: an initials avatar, or a decoded image cut to the configured shape.
    private func drawContentImage(_ configuration: CellContentConfiguration, in box: Rect, fillRadius: Double,
                                  alpha: Double) {
        let radius: Double
        switch configuration.imageShape {
        case .circle: radius = min(box.width, box.height) / 2
        case .roundedRect(let r): radius = r
        case .fill: radius = fillRadius
        }
        switch configuration.image {
        case .none:
            break
        case .initials(let initials, let color):
            if configuration.imageShape == .circle {
                fillCircle(center: box.center, radius: box.width / 2, color.withAlpha(alpha))
            } else {
                fillRoundedRect(box, radius: radius, color.withAlpha(alpha))
            }
            let size = (min(box.width, box.height) * 0.4).rounded()
            if min(box.width, box.height) >= 18 {
                drawText(initials, size: size, color: RGBA(255, 255, 255), bold: true, alpha: alpha, in: box)
            }
        case .source(let source, let mode):
            drawImage(source, in: box, contentMode: mode, cornerRadius: radius, alpha: alpha)
        }
    }

    /// A pill with `text` at the top-trailing corner of `cell` (top-left right to left).
    private func drawBadge(_ text: String, color: RGBA, cell: Rect, scale: Double, alpha: Double, direction: LayoutDirection) {
        let size = 11.0, height = 18 * scale
        let key = TextLayoutKey(text: text, size: size, bold: true, width: 10_000, lines: 1, alignment: .leading)
        guard let layout = self.text.layout(for: key) else { return }
        let width = max(height, (layout.width + 10) * scale)
        let pill = Self.badgePill(cell: cell, width: width, height: height, scale: scale, direction: direction)
        fillRoundedRect(pill, radius: height / 2, resolve(color).withAlpha(alpha))
        drawText(text, size: size, color: RGBA(255, 255, 255), bold: true, alpha: alpha, in: pill, textScale: scale)
    }

    /// The dragged cell's picture: a soft shadow, or the dark gray background when the drag
    /// asks for one (exchange), then the cell's content (`content`, or the contact card) at the
    /// snapshot's frame, scale and alpha, in the lifted state.
    /// With `ownerSnapshot` the owner's drawing replaces the default look entirely (no shadow,
    /// no gray background); the snapshot's alpha and scale still apply.
    func drawSnapshot<ID: Hashable & Sendable>(_ snapshot: DragSnapshot<ID>, content: CellContent?, ownerSnapshot: Bool = false) {
        guard snapshot.alpha.isFinite, snapshot.scale.isFinite, snapshot.scale > 0 else { return }
        let rect = snapshot.frame.scaled(by: snapshot.scale)
        let radius = CardMetrics(size: rect.size).cornerRadius
        // The default snapshot: the cell itself, drawn on its background color (dark
        // gray for an exchange) at the snapshot's alpha; a move's lifted cell gets a shadow.
        if ownerSnapshot, let content {
            draw(content, frame: snapshot.frame, state: CellState(isLifted: true, alpha: snapshot.alpha, scale: snapshot.scale))
            return
        }
        if snapshot.backgroundGray == nil {
            // A soft shadow: six rounded layers, each a little larger and fainter-edged, so
            // the shadow fades out over ~9 points instead of ending in a hard edge.
            let shadowBase = rect.offsetBy(dx: 0, dy: 6)
            for layer in 0..<6 {
                let grow = 9.0 - 1.5 * Double(layer)
                fillRoundedRect(shadowBase.insetBy(dx: -grow, dy: -grow), radius: radius + grow,
                                RGBA(0, 0, 0, 13).withAlpha(snapshot.alpha))
            }
        }
        let resolved = content ?? .configuration(contactCard(snapshot.label))
        if let gray = snapshot.backgroundGray {
            // The exchange snapshot's background (dark gray) behind the card, not under its text:
            // the card keeps its own colors, so its text keeps its contrast (≥ 4.5:1 at the
            // default 0.8 alpha) while the gray frames it.
            fillRoundedRect(rect.insetBy(dx: -4, dy: -4), radius: radius + 4, RGBA(gray: gray).withAlpha(snapshot.alpha))
        }
        draw(resolved, frame: snapshot.frame,
             state: CellState(isLifted: true, alpha: snapshot.alpha, scale: snapshot.scale))
    }
}

extension CairoRenderer {
    /// A header or footer: the owner's content, or a plain band.
    func drawSupplementary(_ supplementary: DisplaySupplementary, content: SupplementaryContent?) {
        let rect = supplementary.frame
        switch content {
        case nil:
            fillRect(rect, palette.band)
        case .configuration(let c)?:
            fillRect(rect, resolve(c.background))
            let box = Rect(x: rect.minX + c.horizontalInset, y: rect.minY,
                           width: max(0, rect.width - 2 * c.horizontalInset), height: rect.height)
            if let title = c.title, !title.isEmpty {
                drawText(title, size: c.titleSize, color: c.textColor, bold: true, lines: 1, in: box,
                         placement: .center, alignment: .leading, direction: layoutDirection)
            }
            if let secondary = c.secondaryText, !secondary.isEmpty {
                drawText(secondary, size: max(8, c.titleSize - 1), color: c.textColor, lines: 1, in: box,
                         placement: .center, alignment: .trailing, direction: layoutDirection)
            }
        case .custom(let draw)?:
            var state = CellState()
            state.layoutDirection = layoutDirection
            draw(DrawingContext(renderer: self, rect: rect, state: state))
        }
    }
}
