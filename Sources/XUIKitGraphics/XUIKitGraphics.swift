/// Drawing for XUIKit views with Cairo (no X11): UIKit/Core Graphics names
/// where they exist. Re-exports the core so `CGRect`/`UIColor` come along.
@_exported import XUIKitCore
