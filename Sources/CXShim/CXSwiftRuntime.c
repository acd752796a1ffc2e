#include "CXSwiftRuntime.h"

// Swift's runtime entry for dispatching a class method through the vtable,
// and Foundation's descriptors of NSObject and of its `init()` allocating entry.
extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);
extern const char NSObjectInitDescriptor __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char NSObjectClassDescriptor __asm__("$s10Foundation8NSObjectCMn");

// An allocating initializer takes the metatype as Swift's `self` (swift_context is clang's name for it).
typedef void *(*AllocatingInit)(const void *metatype __attribute__((swift_context))) __attribute__((swiftcall));

void *cx_make_nsobject(const void *classMetadata) {
    AllocatingInit init = (AllocatingInit)swift_lookUpClassMethod(classMetadata, &NSObjectInitDescriptor, &NSObjectClassDescriptor);
    return init(classMetadata);
}
