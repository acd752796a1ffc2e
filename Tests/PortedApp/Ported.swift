// The app's iOS sources are in iOS/, excluded from plain compilation: the
// XUIKitPort plugin compiles rewritten copies of them (SwiftPM needs one
// source file of its own to keep a target, hence this one).
