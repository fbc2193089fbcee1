import Mosaic
import MosaicCairo

/// Each column's accent: a card's border, the column's title bar in `--snapshot`.
func accent(ofColumn index: Int) -> RGBA {
    [RGBA(53, 132, 228), RGBA(230, 97, 0), RGBA(145, 65, 172), RGBA(46, 194, 126), RGBA(192, 28, 40)][index % 5]
}

/// What a card shows: its title (two lines at most) and its number, in a rounded card bordered
/// with its column's accent.
func cardContent(model: BoardModel) -> (DisplayCell<Int64>) -> CellContent {
    { [unowned model] cell in
        let column = model.location(of: cell.id)?.column ?? 0
        return .configuration(CellContentConfiguration(arrangement: .leading, title: model.card(cell.id)?.title ?? "",
                                                       titleSize: 14, titleLines: 2, secondaryText: "#\(cell.id)",
                                                       borderColor: accent(ofColumn: column), cornerRadius: 8))
    }
}
