#!/usr/bin/env bash
# Builds Mockup and runs its whole test suite. Installs the system libraries it needs when missing
# (Debian/Ubuntu: libpng-dev libfreetype-dev zlib1g-dev libharfbuzz-dev pkg-config, and chromium for the browser test).
set -euo pipefail
cd "$(dirname "$0")"
./install-deps.sh --test
swift build --build-tests
swift test --skip-build --parallel 2>&1 | tee .build/test.log
