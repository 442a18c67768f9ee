// GEOS's C API (Debian: libgeos-dev). Only the thread-safe `_r` functions are used, each call with
// its own context, so results never depend on other threads.
#define GEOS_USE_ONLY_R_API
#include <geos_c.h>
