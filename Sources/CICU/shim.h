#ifndef MOCKUP_CICU_SHIM_H
#define MOCKUP_CICU_SHIM_H
// ICU's common library (Debian: libicu-dev), linked for `mockup_bidi_levels` (CBidi/BidiLevels.c), which
// includes <unicode/ubidi.h> itself. No ICU header is part of this module: Swift code sees
// Foundation's own copy of ICU (_FoundationICU), whose types clash with the system ICU's.
#endif
