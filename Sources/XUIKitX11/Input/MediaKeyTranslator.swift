import XUIKitCore

/// Media keys to UIKit's remote-control events, by the key's keysym.
///
///     XF86AudioPlay    → .remoteControlTogglePlayPause (laptops' one play/pause key sends it)
///     XF86AudioPause   → .remoteControlPause
///     XF86AudioStop    → .remoteControlStop
///     XF86AudioNext    → .remoteControlNextTrack
///     XF86AudioPrev    → .remoteControlPreviousTrack
///     XF86AudioForward → .remoteControlBeginSeekingForward on press, …EndSeekingForward on release
///     XF86AudioRewind  → .remoteControlBeginSeekingBackward on press, …EndSeekingBackward on release
///
/// One event per press: auto-repeats of a held media key give nothing more.
struct MediaKeyTranslator {
    /// Media keys down, by X keycode.
    private var held: Set<UInt32> = []

    /// The remote-control subtype `record` gives, nil when it is not a media key
    /// (or gives nothing: a repeat, the release of a non-seeking key). Media keys
    /// are consumed either way: `isMediaKey` says whether to drop the record.
    mutating func translate(_ record: CoreKeyRecord) -> UIEvent.EventSubtype? {
        guard let key = Self.key(record.keysym) else { return nil }
        if record.isPress {
            guard held.insert(record.keycode).inserted else { return nil }
            return key.press
        }
        guard held.remove(record.keycode) != nil else { return nil }
        return key.release
    }

    static func isMediaKey(_ keysym: UInt32) -> Bool { key(keysym) != nil }

    private static func key(_ keysym: UInt32) -> (press: UIEvent.EventSubtype, release: UIEvent.EventSubtype?)? {
        switch keysym {
        case 0x1008_FF14: (.remoteControlTogglePlayPause, nil)
        case 0x1008_FF31: (.remoteControlPause, nil)
        case 0x1008_FF15: (.remoteControlStop, nil)
        case 0x1008_FF17: (.remoteControlNextTrack, nil)
        case 0x1008_FF16: (.remoteControlPreviousTrack, nil)
        case 0x1008_FF97: (.remoteControlBeginSeekingForward, .remoteControlEndSeekingForward)
        case 0x1008_FF3E: (.remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward)
        default: nil
        }
    }
}
