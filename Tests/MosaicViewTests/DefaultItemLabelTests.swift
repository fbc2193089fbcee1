import Testing
import Foundation
@testable import MosaicView

/// `DefaultItemLabel` prints exactly what `String(describing:)` prints, for the identity types
/// it prints directly and for those it leaves to `String(describing:)`.
@Suite struct DefaultItemLabelTests {
    @Test func theTextIsStringDescribingForEveryIdentityType() {
        for i in [0, -7, 42, Int.max, Int.min] { #expect(DefaultItemLabel.text(for: i) == String(describing: i)) }
        for i: Int64 in [0, -3, .max] { #expect(DefaultItemLabel.text(for: i) == String(describing: i)) }
        for s in ["", "Ada", "Grace Hopper"] { #expect(DefaultItemLabel.text(for: s) == s) }
        let optional: Int? = 5
        #expect(DefaultItemLabel.text(for: optional) == "Optional(5)")
        #expect(DefaultItemLabel.text(for: AnyHashable(9)) == String(describing: AnyHashable(9)))
        let uuid = UUID()
        #expect(DefaultItemLabel.text(for: uuid) == uuid.uuidString)
        #expect(DefaultItemLabel.text(for: UInt8(200)) == "200")
    }
}
