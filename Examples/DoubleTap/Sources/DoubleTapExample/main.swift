// Custom gestures, headless: a double tap of our own has priority over selection. A
// single tap selects only once the double tap has failed; a double tap opens the item and
// selects nothing. MosaicTesting's driver feeds input as a window would, on a clock it advances.
import Foundation
import Mosaic
import MosaicTesting

let photos = ["Beach", "Forest", "Harbour", "Lake", "Meadow", "Summit"]
let snapshot = try SectionedSnapshot<String, String>(sections: [("Holiday", photos)])
let layout = try FlowLayout(itemCounts: snapshot.itemCounts,
                            itemSizing: .uniform(Size(width: 100, height: 100)),
                            minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                            containerSize: Size(width: 400, height: 300))
let driver = try CollectionViewDriver(snapshot: snapshot, layout: layout,
                                      viewportSize: Size(width: 400, height: 300))
let view = driver.view

var log: [String] = []
view.delegate.didSelectItem = { path in log.append("selected \(view.snapshot[path]!)") }
view.addGestureRecognizer(TapRecognizer(numberOfTapsRequired: 2),
                          relations: GestureRelations(requiredToFailBy: [.tap])) { view, event in
    if case .doubleTap(let location) = event, let path = view.itemPath(atViewportPoint: location) {
        log.append("opened \(view.snapshot[path]!)")
    }
}

@MainActor func expect(_ what: String, _ expected: [String]) {
    print("\(what): \(log.isEmpty ? "nothing" : log.joined(separator: ", "))")
    if log != expected {
        print("FAILED: expected \(expected.isEmpty ? "nothing" : expected.joined(separator: ", "))")
        exit(1)
    }
    log.removeAll()
}

// A single tap on Forest: nothing yet — a second tap may still come.
try driver.tap(item: ItemPath(0, 1))
driver.advance(by: 0.2)
expect("single tap on Forest, 0.2 s after", [])
// The double tap fails once no second tap comes in time; then the tap selects.
driver.advance(by: 0.75)
expect("single tap on Forest, 1 s later", ["selected Forest"])

// A double tap on Lake opens it and selects nothing.
try driver.doubleTap(item: ItemPath(0, 3))
driver.advance(by: 1)
expect("double tap on Lake", ["opened Lake"])
let selected = view.selectedItems
print("selected items: \(selected)")
if selected != ["Forest"] {
    print("FAILED: expected [\"Forest\"]")
    exit(1)
}
print("ok")
