#ifndef MOCKUP_CSHIMS_H
#define MOCKUP_CSHIMS_H
#include <ft2build.h>
#include FT_FREETYPE_H

/// FreeType function-like macros that Swift cannot import.
int mockup_ft_has_color(FT_Face face);
int mockup_ft_has_fixed_sizes(FT_Face face);
int mockup_ft_has_multiple_masters(FT_Face face);
int mockup_ft_is_scalable(FT_Face face);
#endif
