#ifndef MOCKUP_CRLOTTIE_SHIM_H
#define MOCKUP_CRLOTTIE_SHIM_H
// Samsung's rlottie: Lottie animations parsed and rendered to ARGB pixels (Debian's librlottie-dev).
#include <rlottie_capi.h>
#endif
