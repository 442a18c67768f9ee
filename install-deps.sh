#!/usr/bin/env bash
# Installs the Debian packages Mockup builds against, if any is missing.
# With --test it also installs what the test suite uses (chromium for the gallery's browser test).
set -euo pipefail
needed=(libpng-dev libjpeg-dev libwebp-dev libfreetype-dev zlib1g-dev libharfbuzz-dev libicu-dev libgeos-dev libssl-dev libzint-dev librsvg2-dev libpoppler-glib-dev librlottie-dev pkg-config)
[ "${1:-}" = "--test" ] && needed+=(chromium)
missing=()
for p in "${needed[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
# Swift's FoundationNetworking (URLSession, which our SwiftUI module re-exports) loads libcurl;
# swift.org lists libcurl4-openssl-dev among the toolchain's dependencies.
ldconfig -p 2>/dev/null | grep -q 'libcurl\.so\.4 ' || missing+=(libcurl4-openssl-dev)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
