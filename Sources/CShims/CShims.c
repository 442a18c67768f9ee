#include "CShims.h"

int mockup_ft_has_color(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
int mockup_ft_has_fixed_sizes(FT_Face face) { return FT_HAS_FIXED_SIZES(face) ? 1 : 0; }
int mockup_ft_has_multiple_masters(FT_Face face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
int mockup_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
