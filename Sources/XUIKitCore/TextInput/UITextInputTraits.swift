import Foundation

/// The kind of keyboard a text input asks for: UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What the on-screen keyboard's Return key says: UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalization: UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Autocorrection: UIKit's `UITextAutocorrectionType`.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// How a text input wants keys to behave: UIKit's `UITextInputTraits`.
///
/// UIKit declares these as optional Objective-C requirements; here each has
/// a default (UIKit's) in an extension, so a conforming type declares only
/// the ones it changes, as a stored or computed property, as on iOS.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get }
    var returnKeyType: UIReturnKeyType { get }
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var isSecureTextEntry: Bool { get }
    var enablesReturnKeyAutomatically: Bool { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var isSecureTextEntry: Bool { false }
    public var enablesReturnKeyAutomatically: Bool { false }
}
