#!/usr/bin/env bash
# Compares `mockup bench` of this checkout's release build with another mockup binary (an older
# build), running the two alternately N times and printing each row's minimum and the change.
# Usage: scripts/bench-compare.sh /path/to/old/mockup [N=5]
# An old binary finds its fonts through MOCKUP_FONTS_DIR (set to this checkout's Fonts/ here).
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:?usage: scripts/bench-compare.sh /path/to/old/mockup [runs]}"
runs="${2:-5}"
[ -x "$base" ] || { echo "bench-compare: $base is not an executable mockup binary" >&2; exit 2; }
swift build -c release --product mockup >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for _ in $(seq "$runs"); do
  MOCKUP_FONTS_DIR="$PWD/Fonts" "$base" bench >> "$work/base.txt"
  .build/release/mockup bench >> "$work/head.txt"
done
python3 - "$work/base.txt" "$work/head.txt" <<'PY'
import collections, re, sys
def minima(path):
    rows = collections.OrderedDict()
    for line in open(path):
        m = re.match(r'(.*?)\s+([\d.]+) ms', line)
        if m: rows.setdefault(m.group(1).strip(), []).append(float(m.group(2)))
    return {name: min(values) for name, values in rows.items()}
base, head = minima(sys.argv[1]), minima(sys.argv[2])
print(f"{'row':62s} {'old ms':>8s} {'new ms':>8s} {'change':>7s}")
for name, old in base.items():
    if name in head:
        print(f"{name:62s} {old:8.2f} {head[name]:8.2f} {100 * (head[name] - old) / old:+6.1f}%")
PY
