#include "CBidi.h"
#include <unicode/ubidi.h>

int mockup_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &error);
    if (U_FAILURE(error)) return -1;
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &error);
    const UBiDiLevel *resolved = U_SUCCESS(error) ? ubidi_getLevels(bidi, &error) : NULL;
    int paragraphLevel = -1;
    if (U_SUCCESS(error) && resolved != NULL) {
        for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
        paragraphLevel = ubidi_getParaLevel(bidi);
    }
    ubidi_close(bidi);
    return paragraphLevel;
}
