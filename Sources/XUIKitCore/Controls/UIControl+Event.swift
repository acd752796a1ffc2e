import Foundation

extension UIControl {
    /// The events a control sends, with UIKit's raw values.
    ///
    /// Touch events (the first 12 bits) come from tracking (`UIControl+Tracking.swift`);
    /// `valueChanged` and `primaryActionTriggered` from the concrete controls;
    /// the editing events from text controls.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down with `tapCount` above 1 (sent with `touchDown`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved and is inside (the bounds grown by the tracking slop).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved and is outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// Tracking was cancelled (the touch was cancelled, or the control left its window).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap, a switch's toggle).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x0FFF).
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event (0x000F0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the app's own use (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
