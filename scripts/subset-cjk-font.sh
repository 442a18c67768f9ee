#!/bin/sh
# Rebuilds Fonts/NotoSansCJK/NotoSansSC-{Regular,Bold}-Subset.otf, the CJK fallback faces, from
# Debian's fonts-noto-cjk package (Noto Sans CJK 2.004, OFL-1.1). See Fonts/FONTS.md.
#
# Needs: apt-get (Debian 12 sources), dpkg-deb, Python 3 with fontTools (`pip install fonttools`;
# made with 4.68.0). Run from the repository root: scripts/subset-cjk-font.sh
#
# The subset keeps, of the Simplified Chinese face (index 2 of each collection):
#   - the 6,763 hanzi of GB 2312 (rows 16-87, decoded with Python's gb2312 codec),
#   - the 6,355 kanji of JIS X 0208 (rows 16-84, euc_jp codec) and the 5,401 hanzi of Big5 level 1
#     (0xA440-0xC67E, big5 codec), so Japanese and traditional Chinese text draws too: 10,269 ideographs
#     in all, the Simplified Chinese face's forms (iOS also draws kanji with PingFang SC in English),
#   - the 2,350 Hangul syllables of KS X 1001 (rows 16-40, decoded with the euc_kr codec),
#   - Hiragana U+3040-309F, Katakana U+30A0-30FF and Katakana Phonetic Extensions U+31F0-31FF,
#   - CJK Symbols and Punctuation U+3000-303F, Halfwidth and Fullwidth Forms U+FF00-FFEF,
# with every OpenType layout feature, and without hinting (Mockup draws unhinted outlines).
# Also writes Fonts/NotoSansCJK/OFL.txt (the font's copyright notice and the OFL 1.1 text).
set -eu
version="1:20220127+repack1-1"
out="Fonts/NotoSansCJK"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get download "fonts-noto-cjk=$version" && dpkg-deb -x fonts-noto-cjk_*.deb x)
src="$work/x/usr/share/fonts/opentype/noto"

python3 - "$work/unicodes.txt" <<'PY'
import sys

def double_byte(codec, rows, cells=range(0xA1, 0xFF)):
    for row in rows:
        for cell in cells:
            try:
                yield ord(bytes([row, cell]).decode(codec))
            except UnicodeDecodeError:
                pass

hanzi = set(double_byte("gb2312", range(0xB0, 0xF8)))       # GB 2312 rows 16-87
hangul = set(double_byte("euc_kr", range(0xB0, 0xC9)))      # KS X 1001 rows 16-40
kanji = set(double_byte("euc_jp", range(0xB0, 0xF5)))       # JIS X 0208 rows 16-84
big5_cells = list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF))
traditional = {u for u in double_byte("big5", range(0xA4, 0xC7), big5_cells)
               if 0x4E00 <= u <= 0x9FFF}                    # Big5 level 1, 0xA440-0xC67E
assert (len(hanzi), len(hangul), len(kanji), len(traditional)) == (6763, 2350, 6355, 5401)
ideographs = hanzi | kanji | traditional
assert len(ideographs) == 10269, len(ideographs)
ranges = [(0x3000, 0x303F), (0x3040, 0x309F), (0x30A0, 0x30FF), (0x31F0, 0x31FF), (0xFF00, 0xFFEF)]
blocks = {u for lo, hi in ranges for u in range(lo, hi + 1)}
with open(sys.argv[1], "w") as f:
    f.write("\n".join("U+%04X" % u for u in sorted(ideographs | hangul | blocks)) + "\n")
PY

mkdir -p "$out"
for weight in Regular Bold; do
    python3 -m fontTools.subset "$src/NotoSansCJK-$weight.ttc" --font-number=2 \
        --unicodes-file="$work/unicodes.txt" --layout-features='*' --no-hinting \
        --name-IDs='*' --name-languages='*' --notdef-outline \
        --output-file="$out/NotoSansSC-$weight-Subset.otf"
done
# The licence: the font's copyright notice (name ID 0) and the OFL text from Debian's copyright file.
{
    python3 -c 'import sys; from fontTools.ttLib import TTFont; print(TTFont(sys.argv[1])["name"].getDebugName(0))' \
        "$out/NotoSansSC-Regular-Subset.otf"
    echo
    awk '/^License: SIL-1.1$/ && seen++ { on = 1; next } on && /^License:/ { exit }
         on { sub(/^ /, ""); if ($0 == ".") $0 = ""; print }' "$work/x/usr/share/doc/fonts-noto-cjk/copyright"
} > "$out/OFL.txt"
ls -l "$out"
