/// Core Foundation's time interval in seconds, which Core Animation's API uses
/// (swift-corelibs-foundation does not export it).
public typealias CFTimeInterval = Double
