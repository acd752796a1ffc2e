import Foundation

/// An activity to continue elsewhere: Foundation's `NSUserActivity` (which
/// swift-corelibs-foundation lacks).
///
/// Linux has no Handoff, Spotlight or state restoration to hand one to; here
/// it carries data into a new scene: the one given to
/// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`
/// arrives in the new scene's `ConnectionOptions.userActivities`.
open class NSUserActivity: NSObject {
    /// The activity's type, a reverse-DNS string the app defines.
    public let activityType: String
    /// A title for the activity.
    open var title: String?
    /// The activity's data.
    open var userInfo: [AnyHashable: Any]?
    /// An identifier of the content, matched against scenes' activation conditions on iOS.
    open var targetContentIdentifier: String?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo` (replacing equal keys).
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}
