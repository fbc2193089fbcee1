import MosaicCore
import MosaicInteraction

extension BuiltInGestures {
    /// The built-ins a view in `mode` with `configuration` uses: a double tap beside the tap
    /// when `recognizesDoubleTap`; the owner's lift recognizer (`makeLiftRecognizer`) or
    /// Mosaic's long press — the exchange catch duration in exchange mode, else the long-press
    /// duration — which in edit and exchange mode also lifts on mouse movement
    /// (`beginsDragOnMouseMovement`, a desktop drag without the hold).
    init(configuration: CollectionViewConfiguration, mode: InteractionMode) {
        let tap = TapArbiter(double: configuration.recognizesDoubleTap ? TapRecognizer(numberOfTapsRequired: 2) : nil)
        let duration = mode == .exchange ? configuration.exchangeCatchDuration : configuration.longPressDuration
        let mouseDistance = mode != .browse && configuration.beginsDragOnMouseMovement ? configuration.mouseDragDistance : nil
        let longPress = configuration.makeLiftRecognizer?(mode)
            ?? LongPressRecognizer(minimumPressDuration: duration, allowableMovement: configuration.longPressAllowableMovement,
                                   mouseDragDistance: mouseDistance)
        self.init(tap: tap, longPress: longPress)
    }
}
