#!/usr/bin/env bash
# Times `mockup render GUIDE` the three ways people use it (issue 12's targets on a 2-core machine):
#   cold  — an unseen guide: compile against the prebuilt engine, run, write PNGs   (target ≤ 20 s)
#   warm  — the same guide again, unchanged                                        (target ≤ 300 ms)
#   edit  — one block edited: only that guide compiles again                        (target ≤ 20 s)
# Usage: ./bench-guides.sh [GUIDE.md]   (default: seeds/ios-monzo-swiftui.md). Needs a release build.
set -euo pipefail
cd "$(dirname "$0")"
guide=${1:-seeds/ios-monzo-swiftui.md}
[ -x .build/release/mockup ] || swift build -c release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/cache"
cp "$guide" "$work/guide.md"
run() { local start end; start=$(date +%s.%N); .build/release/mockup render "$work/guide.md" -o "$work/out" >/dev/null 2>&1 || true
        end=$(date +%s.%N); echo "$1: $(echo "$end - $start" | bc) s"; }
run "cold"
run "warm"
# Edit one string literal in the first code block that has one.
python3 - "$work/guide.md" <<'PY'
import re, sys
path = sys.argv[1]; text = open(path).read()
text = re.sub(r'(```swift\n(?:(?!```).)*?)"([^"\n]+)"', lambda m: m.group(1) + '"' + m.group(2) + ' (edited)"', text, count=1, flags=re.S)
open(path, 'w').write(text)
PY
run "edit"
