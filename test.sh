#!/usr/bin/env bash
# Builds Mockup and runs its whole test suite, then a short run of each fuzzer. Installs the system
# libraries it needs when missing (Debian/Ubuntu: libpng-dev libjpeg-dev libwebp-dev libfreetype-dev zlib1g-dev
# libharfbuzz-dev libicu-dev libgeos-dev libssl-dev libzint-dev librsvg2-dev libpoppler-glib-dev librlottie-dev pkg-config, and chromium for the browser test). MOCKUP_FUZZ_SECONDS sets the
# fuzzers' time (default 5, 0 skips them).
set -euo pipefail
cd "$(dirname "$0")"
./install-deps.sh --test
swift build --build-tests
swift test --skip-build --parallel 2>&1 | tee .build/test.log
fuzz_seconds="${MOCKUP_FUZZ_SECONDS:-5}"
if [ "$fuzz_seconds" != 0 ]; then
  Tests/Fuzz/fuzz.sh "$fuzz_seconds"
fi
# The test runners' own closing lines last, so a reader of the log's end sees the suite's result.
grep -E "Executed [0-9]+ tests?, with|Test run with [0-9]+ tests?" .build/test.log | tail -n 2 || true
