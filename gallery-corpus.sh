#!/usr/bin/env bash
# Builds the docs gallery from a folder of guides and checks it in headless Chromium (issue 16):
# every page opened from file://, every image loaded, no console errors, no broken links, search
# works; screenshots of the named brands at 1440 and 390 px to look at.
# Usage: ./gallery-corpus.sh GUIDES_DIR [OUT_DIR] [BRANDS]   (OUT_DIR default .build/gallery-corpus,
#        BRANDS a comma list, default the first ten guides). Needs a release build and chromium.
# Prints the cold (empty runner cache) and warm (same again) gallery times. Takes minutes.
set -euo pipefail
cd "$(dirname "$0")"
guides=${1:?usage: ./gallery-corpus.sh GUIDES_DIR [OUT_DIR] [BRANDS]}
out=${2:-.build/gallery-corpus}
brands=${3:-$(ls "$guides" | sed -n 's/^ios-\(.*\)-swiftui\.md$/\1/p' | head -10 | paste -sd, -)}
[ -x .build/release/mockup ] || swift build -c release
cache=$(mktemp -d)
trap 'rm -rf "$cache"' EXIT
rm -rf "$out"
run() { local start end; start=$(date +%s.%N)
        XDG_CACHE_HOME="$cache" .build/release/mockup gallery -o "$out" --seeds "$guides" > "$out.$1.log" 2>&1
        end=$(date +%s.%N); echo "$1: $(echo "$end - $start" | bc) s ($(tail -1 "$out.$1.log"))"; }
run cold
run warm
python3 Tests/Browser/check_gallery.py "$out" --shots "$out-shots" --brands "$brands"
echo "screenshots: $out-shots/"
