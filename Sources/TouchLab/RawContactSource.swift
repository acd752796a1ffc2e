/// Where the inspector reads what the devices themselves reported: a raw
/// event feed beside the application's own touches (the `xuitouch` tool's is
/// built on XI2 raw events; tests give a scripted one).
@MainActor
public protocol RawContactSource: AnyObject {
    /// The raw touch events since the last call, in the order the devices sent
    /// them. When the inspector receives a touch, every raw event that led
    /// to it must already be readable here (the tool's feed round-trips).
    func drainRawContacts() -> [RawContactEvent]
}
