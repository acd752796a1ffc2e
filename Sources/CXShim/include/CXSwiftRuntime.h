#ifndef CXSWIFTRUNTIME_H
#define CXSWIFTRUNTIME_H
/// Creates an instance of an NSObject subclass from its class metadata by
/// calling `init()` through the class's vtable, as Objective-C's
/// `[[cls alloc] init]` does: what UIKit does with the `@main` app delegate.
/// Returns the new object, retained (+1). A class that does not inherit
/// `init()` traps in the Swift runtime with its "unimplemented initializer".
void *cx_make_nsobject(const void *classMetadata);
#endif
