#include <zint.h>

/* Whether the module at `row`, `column` of an encoded symbol is dark. Zint packs each row's modules
   into bits, least significant first (its own `module_is_set`); reading them here keeps Swift from
   handling `encoded_data`, a 200 × 144 array that Swift would import as a tuple of tuples. */
static inline int mockup_zint_module_is_dark(const struct zint_symbol *symbol, int row, int column) {
    return (symbol->encoded_data[row][column >> 3] >> (column & 7)) & 1;
}
