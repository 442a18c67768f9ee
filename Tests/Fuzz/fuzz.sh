#!/usr/bin/env bash
# Builds Mockup's libFuzzer targets and runs each for a fixed time.
#
#   Tests/Fuzz/fuzz.sh [SECONDS] [TARGET...]   run each target SECONDS (default 5); all targets by default
#   Tests/Fuzz/fuzz.sh --keep-going SECONDS [TARGET...]
#                                              long runs: keep fuzzing after a crash (libFuzzer fork mode),
#                                              saving every crashing input; fails at the end if any
#   Tests/Fuzz/fuzz.sh --merge [TARGET...]     fold new inputs of earlier runs into the committed corpus
#   Tests/Fuzz/fuzz.sh --build                 build only
#
# Targets (Tests/Fuzz/Targets/<Name>.swift): TokenParser, PNGDecode, FontLoad, ViewTree.
# The engine is compiled in a separate build folder (.build/fuzz) with libFuzzer's coverage and Swift's
# overflow and bounds checks on (-O, as the release build), so an overflow is a crash.
# Each run reads the committed seeds in Tests/Fuzz/Corpus/<target>/; --keep-going runs also read and
# grow .build/fuzz/corpus/<target>/ (what --merge folds in). A crash writes its input to
# .build/fuzz/crashes/ and fails the script.
# Replay a crash: .build/fuzz/bin/<Target> .build/fuzz/crashes/<file>
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
build="$root/.build/fuzz"
all_targets=(TokenParser PNGDecode FontLoad ViewTree)
corpus_name() { # TokenParser → token-parser
  echo "$1" | sed -E 's/([a-z])([A-Z])/\1-\2/g; s/PNG/png/; s/^png([A-Z])/png-\1/' | tr 'A-Z' 'a-z'
}

mode=run seconds=5
keep_going=()
if [ "${1:-}" = --keep-going ]; then
  keep_going=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); shift
  [ -n "${1:-}" ] || { echo "fuzz.sh: --keep-going needs SECONDS" >&2; exit 2; }
fi
case "${1:-}" in
  --merge) mode=merge; shift ;;
  --build) mode=build; shift ;;
  ''|-*) ;;
  *) [[ "$1" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a whole number (got '$1')" >&2; exit 2; }
     seconds="$1"; shift ;;
esac
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for t in "${targets[@]}"; do
  [ -f "Tests/Fuzz/Targets/$t.swift" ] || { echo "fuzz.sh: no target '$t' (targets: ${all_targets[*]})" >&2; exit 2; }
done

# 1. The engine's modules with fuzzer coverage (incremental after the first build).
flags=(-Xswiftc -sanitize=fuzzer -Xswiftc -O -Xswiftc -parse-as-library)
for module in MockupGallery SwiftUI; do
  swift build --build-path "$build" -c debug "${flags[@]}" --target "$module" 2>&1 \
    | grep -Ev '^\[[0-9]+/[0-9]+\]|^Building for|^Build of target|^Compiling|^Write' || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz.sh: building $module for fuzzing failed" >&2; exit 1; }
done

# 2. One binary per target, linked against those objects.
products="$build/debug"
# The C targets the engine links (FreeType macros; the main-queue capture, AppearanceWork; ICU's bidi
# levels and line breaks).
c_targets=(CShims CMainQueue CBidi CLineBreaks)
objects=()
for c in "${c_targets[@]}"; do objects+=("$products/$c.build/"*.c.o); done
for folder in Sources/*/; do
  module="$(basename "$folder")"
  # Every Swift module step 1 built (MockupGallery, SwiftUI and their dependencies), one object
  # per current source file (the build folder may still hold those of deleted files).
  [ "$module" != mockup ] && [ -e "$products/Modules/$module.swiftmodule" ] || continue
  while IFS= read -r source; do
    objects+=("$products/$module.build/$(basename "$source").o")
  done < <(find "Sources/$module" -name '*.swift' | sort)
done
includes=(); for flag in $(pkg-config --cflags freetype2 harfbuzz libpng libjpeg libwebp zlib geos); do includes+=(-Xcc "$flag"); done
for map in CFreeType CHarfBuzz CPNG CJPEG CWebP CZlib CGEOS CVectorImage; do includes+=(-Xcc "-fmodule-map-file=$root/Sources/$map/module.modulemap"); done
for c in "${c_targets[@]}"; do
  includes+=(-Xcc "-fmodule-map-file=$products/$c.build/module.modulemap" -Xcc "-I$root/Sources/$c/include")
done
mkdir -p "$build/bin"
for t in "${targets[@]}"; do
  binary="$build/bin/$t"
  if [ ! -x "$binary" ] || [ -n "$(find "Tests/Fuzz/Targets/$t.swift" "${objects[@]}" -newer "$binary" -print -quit)" ]; then
    swiftc -sanitize=fuzzer -O -parse-as-library -module-name "Fuzz$t" -I "$products/Modules" "${includes[@]}" \
      "Tests/Fuzz/Targets/$t.swift" "${objects[@]}" $(pkg-config --libs freetype2 harfbuzz icu-uc libpng libjpeg libwebp zlib geos librsvg-2.0 poppler-glib) -o "$binary"
  fi
done
[ "$mode" = build ] && exit 0

# 3. Run (or merge) each target.
status=0
for t in "${targets[@]}"; do
  name="$(corpus_name "$t")"
  seeds="$root/Tests/Fuzz/Corpus/$name" work="$build/corpus/$name" crashes="$build/crashes"
  if [ "$mode" = run ] && [ ${#keep_going[@]} -eq 0 ]; then
    # Short runs start from the committed seeds only (a long run's corpus takes a while to load).
    work="$build/corpus-short/$name"
    rm -rf "$work"
  fi
  mkdir -p "$seeds" "$work" "$crashes"
  if [ "$mode" = merge ]; then
    "$build/bin/$t" -merge=1 "$seeds" "$work" 2>&1 | grep -E 'MERGE-OUTER: [0-9]+ new files' || true
    continue
  fi
  log="$build/$t.log"
  # Crash, timeout and out-of-memory inputs (libFuzzer also saves slow-unit-* files: not failures).
  failures() { find "$crashes" \( -name "$t-crash-*" -o -name "$t-timeout-*" -o -name "$t-oom-*" -o -name "$t-leak-*" \) | wc -l; }
  before=$(failures)
  if SWIFT_BACKTRACE=enable=no "$build/bin/$t" "$work" "$seeds" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=3072 \
       -max_len=8192 -print_final_stats=1 -artifact_prefix="$crashes/$t-" ${keep_going[@]+"${keep_going[@]}"} >"$log" 2>&1 \
     && [ "$(failures)" -eq "$before" ]; then
    # Plain runs print stat::number_of_executed_units; fork mode prints "#<executions>: cov: …".
    runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
    [ -n "$runs" ] || runs=$(grep -Eo '^#[0-9]+: cov' "$log" | tail -1 | tr -dc '0-9' || true)
    echo "fuzz $t: ${seconds}s, ${runs:-?} executions, no crash"
  else
    status=1
    found=$(( $(failures) - before ))
    echo "fuzz $t: $found crashing input(s) saved in $crashes (log: $log); replay one with $build/bin/$t <file>" >&2
    grep -E 'ERROR|SUMMARY|Test unit written|oom/timeout/crash' "$log" | tail -4 >&2
  fi
done
exit $status
