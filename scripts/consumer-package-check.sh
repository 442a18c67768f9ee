#!/usr/bin/env bash
# Adopting Mockup by version, end to end (issue 14). Clones this repository's committed HEAD to a
# temporary folder and tags it v0.1.0; creates a consumer package in another temporary folder that
# depends on it with `.package(url: "file://…", from: "0.1.0")`; then, with a Swift Testing test:
#   1. records (MOCKUP_RECORD=missing) an image and a layout-tree snapshot,
#   2. verifies them,
#   3. changes the card's colour by one step (#E4E7EB → #E4E7EA): precision 1 fails,
#   4. the same change passes with perceptualPrecision 0.98,
#   5. a layout-tree snapshot still passes and shows the view's identifier.
# Long (it builds Mockup from scratch: about 3 minutes here, more on a busy machine); not part of ./test.sh.
# Usage: scripts/consumer-package-check.sh [--keep]   (--keep leaves the temporary folders)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/mockup-consumer.XXXXXX")"
if [[ "${1:-}" == "--keep" ]]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi
step() { printf '\n== %s\n' "$*"; }
fail() { echo "consumer-package-check: FAILED: $*" >&2; exit 1; }

step "clone $(git -C "$repo" rev-parse --short HEAD) and tag v0.1.0"
git clone --quiet "$repo" "$work/Mockup"
git -C "$work/Mockup" tag v0.1.0

step "consumer package in $work/Consumer"
mkdir -p "$work/Consumer/Sources/Cards" "$work/Consumer/Tests/CardsTests"
cat > "$work/Consumer/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$work/Mockup", from: "0.1.0")],
    targets: [
        .target(name: "Cards", dependencies: [.product(name: "SwiftUI", package: "Mockup")]),
        .testTarget(name: "CardsTests", dependencies: ["Cards", .product(name: "MockupTesting", package: "Mockup")]),
    ]
)
EOF
cat > "$work/Consumer/Sources/Cards/BalanceCard.swift" <<'EOF'
import SwiftUI

/// The card under test: a #E4E7EB card (step 3 changes it to #E4E7EA).
public struct BalanceCard: View {
    public init() {}
    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Balance").font(.system(size: 13)).foregroundStyle(.secondary)
            Text("£2,418.60").font(.system(size: 28, weight: .bold)).accessibilityIdentifier("balance")
        }
        .padding(16)
        .frame(width: 240, alignment: .leading)
        .background(Color(red: 0xE4 / 255.0, green: 0xE7 / 255.0, blue: 0xEB / 255.0))
    }
}
EOF
cat > "$work/Consumer/Tests/CardsTests/BalanceCardTests.swift" <<'EOF'
import Cards
import MockupTesting
import SwiftUI
import Testing

@MainActor @Suite struct BalanceCardTests {
    @Test func exact() {
        assertSnapshot(of: BalanceCard(), as: .image(layout: .sizeThatFits, precision: 1), named: "card")
    }

    @Test func perceptual() {
        assertSnapshot(of: BalanceCard(), as: .image(layout: .sizeThatFits, perceptualPrecision: 0.98), named: "card")
    }

    @Test func layoutTree() throws {
        assertSnapshot(of: BalanceCard(), as: .layoutTree, named: "card")
        let frame = try #require(try SnapshotLayout.sizeThatFits.layOut { BalanceCard() }.tree.frame(of: "balance"))
        #expect(frame.minX == 16)
    }
}
EOF
cd "$work/Consumer"

step "swift build --build-tests (resolves Mockup 0.1.0 by version, builds it from scratch)"
swift build --build-tests > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "the consumer does not build"; }
grep -E "Fetching|Computed|Build complete" "$work/build.log"
grep -q '"version" : "0.1.0"' Package.resolved || fail "Package.resolved does not pin Mockup 0.1.0"
echo "Package.resolved pins Mockup 0.1.0"

step "1. record (MOCKUP_RECORD=missing)"
MOCKUP_RECORD=missing swift test --skip-build >/dev/null 2>&1 || fail "recording failed"
find Tests/CardsTests/__Snapshots__ -type f | sort

step "2. verify (no MOCKUP_RECORD)"
swift test --skip-build > "$work/verify.log" 2>&1 || { cat "$work/verify.log"; fail "verify failed"; }
grep -E "Test run with" "$work/verify.log"

step "3. one-step colour change #E4E7EB → #E4E7EA: precision 1 must fail"
sed -i 's|blue: 0xEB / 255.0|blue: 0xEA / 255.0|' "$work/Consumer/Sources/Cards/BalanceCard.swift"
swift build --build-tests > "$work/build2.log" 2>&1 || { tail -30 "$work/build2.log"; fail "the changed card does not build"; }
if swift test --skip-build --filter "BalanceCardTests/exact" > "$work/exact.log" 2>&1; then cat "$work/exact.log"; fail "precision 1 passed a changed colour"; fi
grep -E "differs from|pixels changed" "$work/exact.log" | head -3

step "4. the same change with perceptualPrecision 0.98 must pass"
swift test --skip-build --filter "BalanceCardTests/perceptual" > "$work/perceptual.log" 2>&1 || { cat "$work/perceptual.log"; fail "perceptualPrecision 0.98 failed"; }
grep -E "Test run with" "$work/perceptual.log"

step "5. layout-tree snapshot"
swift test --skip-build --filter "BalanceCardTests/layoutTree" > "$work/tree.log" 2>&1 || { cat "$work/tree.log"; fail "layout-tree snapshot failed"; }
grep -E "Test run with" "$work/tree.log"
grep "#balance" Tests/CardsTests/__Snapshots__/BalanceCardTests/layoutTree.card.txt

step "artifacts (under the consumer's .build/)"
find .build/mockup-artifacts -type f | sort

echo
echo "consumer-package-check: OK"
