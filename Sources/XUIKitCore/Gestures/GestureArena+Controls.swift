import Foundation

/// Controls and recognizers, as on iOS: a control's default action wins over
/// an overlapping recognizer on one of its ancestors (a button's tap over a
/// superview's tap recognizer; UIKit documents this for buttons, switches,
/// steppers, segmented controls, page controls and a slider's thumb).
///
/// Before a recognizer begins, the arena asks every `UIControl` between each
/// of its touches' hit-tested views and the recognizer's view (that view
/// excluded: it is asked as the attached view) `gestureRecognizerShouldBegin`;
/// one saying no fails the recognizer. Other views are not asked, so plain
/// views keep the behaviour recognizers had before controls existed.
/// A recognizer that does begin with `cancelsTouchesInView` (a pan) cancels
/// the control's touch: the control sends `touchCancel`.
extension GestureArena {
    func controlsAllowBeginning(_ recognizer: UIGestureRecognizer) -> Bool {
        for touch in recognizer.trackedTouches {
            var current = touch.view
            while let view = current, view !== recognizer.view {
                if let control = view as? UIControl, !control.gestureRecognizerShouldBegin(recognizer) { return false }
                current = view.superview
            }
        }
        return true
    }
}
