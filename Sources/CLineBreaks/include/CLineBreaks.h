#ifndef MOCKUP_CLINEBREAKS_H
#define MOCKUP_CLINEBREAKS_H
#include <stdint.h>

/// ICU's line break iterator (UAX #14 with ICU's word dictionaries for Thai, Lao, Khmer and Myanmar,
/// which write words without spaces) over UTF-16 text, in C for the same reasons as CBidi.
/// Writes the UTF-16 offsets of the break opportunities strictly inside the text, in increasing order,
/// to `offsets` (at most `capacity`) and returns how many there are, or -1 when ICU fails.
int32_t mockup_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity);
#endif
