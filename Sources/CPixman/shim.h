#ifndef CPIXMAN_SHIM_H
#define CPIXMAN_SHIM_H
/* pixman, the rasteriser under Cairo: composites an image through a projective
   (3 x 3) transform, which Cairo's affine-only API cannot (layer perspective). */
#include <pixman.h>
#endif
