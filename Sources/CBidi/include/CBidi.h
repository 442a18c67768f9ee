#ifndef MOCKUP_CBIDI_H
#define MOCKUP_CBIDI_H
#include <stdint.h>

/// ICU's Unicode Bidirectional Algorithm (UAX #9) over one paragraph of UTF-16 text, in C: ICU's
/// headers rename its functions by version (`ubidi_open` is `ubidi_open_72`), and its types clash with
/// Foundation's own copy of ICU when Swift imports them.
/// Writes the resolved embedding level of each code unit to `levels` (rules P2–P3 pick the paragraph
/// level from the first strong character, left to right when there is none; rules X1–I2, and L1 at
/// the paragraph's end) and returns the paragraph level (0 or 1), or -1 when ICU fails.
int mockup_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels);
#endif
