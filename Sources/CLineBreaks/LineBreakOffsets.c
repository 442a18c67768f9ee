#include "CLineBreaks.h"
#include <unicode/ubrk.h>

int32_t mockup_line_break_offsets(const uint16_t *text, int32_t length, int32_t *offsets, int32_t capacity) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &error);
    if (U_FAILURE(error)) return -1;
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE && offset < length; offset = ubrk_next(iterator)) {
        if (count < capacity) offsets[count] = offset;
        count++;
    }
    ubrk_close(iterator);
    return count;
}
