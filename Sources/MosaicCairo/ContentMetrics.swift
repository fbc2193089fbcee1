import MosaicCore

/// Where a ``CellContentConfiguration``'s parts go in a cell of a given (unscaled) size, in
/// points relative to the cell's top-left. Pure: a function of the size and the configuration.
///
/// `.stacked` with a circle image and no secondary text is exactly HelloContacts' card
/// (`CardMetrics`); other arrangements derive padding and text sizes the same way.
struct ContentMetrics: Equatable {
    var cornerRadius: Double
    var image: Rect?
    var title: Rect?
    var titleLines: Int
    var titleSize: Double
    var secondary: Rect?
    var secondarySize: Double
    /// A translucent band under a caption over a filling image.
    var captionBand: Rect?
    var textAlignment: DrawingContext.TextAlignment

    init(size: Size, configuration c: CellContentConfiguration) {
        let w = size.width, h = size.height, shorter = min(w, h)
        let card = CardMetrics(size: size)
        cornerRadius = card.cornerRadius
        let autoPad = min(10, max(2, (shorter * 0.08).rounded()))
        let insets = c.insets ?? EdgeInsets(top: autoPad, left: autoPad, bottom: autoPad, right: autoPad)
        titleSize = c.titleSize ?? card.labelSize
        secondarySize = max(8, (titleSize * 0.85).rounded())
        let lineHeight = (titleSize * 1.2).rounded(.up), secondaryLine = (secondarySize * 1.2).rounded(.up)
        let hasImage = c.image != .none
        let hasTitle = c.title.map { !$0.isEmpty } ?? false
        let hasSecondary = c.secondaryText.map { !$0.isEmpty } ?? false
        let maxLines = max(1, c.titleLines)
        image = nil; title = nil; secondary = nil; captionBand = nil
        titleLines = 0
        textAlignment = .center
        let content = Rect(x: insets.left, y: insets.top, width: w - insets.left - insets.right,
                           height: h - insets.top - insets.bottom)
        guard content.width > 2, content.height > 2 else { return }

        switch (c.arrangement, c.imageShape) {
        case (_, .fill):
            // The image covers the cell inside its border; a caption sits on a band at the bottom.
            if hasImage { image = Rect(x: 1, y: 1, width: w - 2, height: h - 2) }
            if hasTitle, h >= lineHeight + 2 * autoPad, w >= 44 {
                // A rounded chip inset from the edges, so the card's own corners stay clean.
                let bandHeight = lineHeight + autoPad, margin = 6.0
                captionBand = Rect(x: margin, y: h - margin - bandHeight, width: w - 2 * margin, height: bandHeight)
                title = Rect(x: margin + autoPad / 2, y: h - margin - bandHeight + autoPad / 2,
                             width: w - 2 * margin - autoPad, height: lineHeight)
                titleLines = 1
            }
            textAlignment = .center
        case (.stacked, _):
            // HelloContacts' card: a centred column of image, then text.
            var textHeight = 0.0
            var lines = 0
            if hasTitle, let box = card.labelBox {
                lines = min(maxLines, max(1, Int((box.height / lineHeight).rounded(.down))))
                textHeight = Double(lines) * lineHeight
            }
            var showsSecondary = false
            if hasSecondary, lines > 0 {
                if lines > 1 { lines -= 1; textHeight -= lineHeight }
                showsSecondary = true
                textHeight += secondaryLine
            }
            let gap = textHeight > 0 ? (autoPad / 2).rounded() : 0
            var diameter = 0.0
            if hasImage {
                diameter = min(content.width, content.height - textHeight - gap, c.maximumImageSize)
                if diameter < 6 { diameter = 0 }
            }
            let column = diameter + (diameter > 0 ? gap : 0) + textHeight
            let top = insets.top + ((content.height - column) / 2).rounded()
            if diameter > 0 {
                image = Rect(x: insets.left + ((content.width - diameter) / 2).rounded(), y: top, width: diameter, height: diameter)
            }
            var y = top + (diameter > 0 ? diameter + gap : 0)
            if lines > 0 {
                title = Rect(x: insets.left, y: y, width: content.width, height: Double(lines) * lineHeight)
                titleLines = lines
                y += Double(lines) * lineHeight
            }
            if showsSecondary { secondary = Rect(x: insets.left, y: y, width: content.width, height: secondaryLine) }
            textAlignment = .center
        case (.leading, _):
            // A row: image at the leading edge, text beside it, vertically centred.
            var x = insets.left
            if hasImage {
                let side = min(content.height, c.maximumImageSize, content.width / 3)
                if side >= 6 {
                    image = Rect(x: x, y: insets.top + ((content.height - side) / 2).rounded(), width: side, height: side)
                    x += side + autoPad
                }
            }
            let textWidth = w - insets.right - x
            guard textWidth >= 16 else { return }
            var lines = hasTitle ? min(maxLines, max(0, Int((content.height / lineHeight).rounded(.down)))) : 0
            var showsSecondary = hasSecondary && content.height >= Double(lines) * lineHeight + secondaryLine
            if hasSecondary, !showsSecondary, lines > 1 { lines -= 1; showsSecondary = true }
            let block = Double(lines) * lineHeight + (showsSecondary ? secondaryLine : 0)
            var y = insets.top + ((content.height - block) / 2).rounded()
            if lines > 0 {
                title = Rect(x: x, y: y, width: textWidth, height: Double(lines) * lineHeight)
                titleLines = lines
                y += Double(lines) * lineHeight
            }
            if showsSecondary { secondary = Rect(x: x, y: y, width: textWidth, height: secondaryLine) }
            textAlignment = .leading
        }
    }
}
