import MosaicInteraction

/// How one of your recognizers relates to the collection view's built-in gestures, in UIKit's
/// terms. The defaults are UIKit's defaults for a recognizer added to a view.
public struct GestureRelations: Sendable {
    /// The built-ins that wait for your recognizer to fail before they act — UIKit's
    /// `builtIn.require(toFail: yours)`. For example, `[.tap]` gives a double tap
    /// priority over selection (a single tap selects only once the double tap has failed, and
    /// never when it is recognized). Default: none.
    public var requiredToFailBy: Set<BuiltInGesture>
    /// UIKit's `delaysTouchesBegan`: while your recognizer is tracking input (`isTracking`),
    /// that input is held back from the built-ins; it reaches them, in order, when your
    /// recognizer stops tracking without recognizing, and is dropped when it recognizes.
    /// Default false.
    public var delaysTouchesBegan: Bool
    /// UIKit's `cancelsTouchesInView`: when your recognizer recognizes, the view's own touch
    /// handling in progress is cancelled — the pressed highlight and a pending tap. Default true.
    public var cancelsTouchesInView: Bool
    /// UIKit's `shouldRecognizeSimultaneously`: when false (the default), your recognizer
    /// recognizing cancels the built-in gestures in progress (a drag in progress is cancelled
    /// and restored) and the built-ins get no input until your gesture ends; when true, both go on.
    public var recognizesSimultaneously: Bool

    /// Relations with UIKit's defaults unless given: no built-in waits for yours, touches are not
    /// delayed, touches in the view are cancelled on recognition, no simultaneous recognition.
    public init(requiredToFailBy: Set<BuiltInGesture> = [], delaysTouchesBegan: Bool = false,
                cancelsTouchesInView: Bool = true, recognizesSimultaneously: Bool = false) {
        self.requiredToFailBy = requiredToFailBy
        self.delaysTouchesBegan = delaysTouchesBegan
        self.cancelsTouchesInView = cancelsTouchesInView
        self.recognizesSimultaneously = recognizesSimultaneously
    }
}

/// Identifies a recognizer you added, to remove it.
public struct GestureToken: Hashable, Sendable {
    let id: Int
}
