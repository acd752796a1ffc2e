#ifndef CXKBCOMMON_SHIM_H
#define CXKBCOMMON_SHIM_H
#include <xkbcommon/xkbcommon.h>
#endif
