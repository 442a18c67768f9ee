#ifndef MOCKUP_CWEBP_SHIM_H
#define MOCKUP_CWEBP_SHIM_H
// libwebp's still-image decoder (Debian's libwebp-dev).
#include <webp/decode.h>
#endif
