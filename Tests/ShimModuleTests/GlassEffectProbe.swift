import SwiftUI

// iOS 26's view-level Liquid Glass API written as app code of 2025-26 writes it, through
// `import SwiftUI`. Compiling this file is half the test; `GlassEffectTests` checks what it draws.

struct GlassEffectProbe: View {
    @Namespace private var namespace
    @State private var isExpanded = false
    @State private var isHidden = true

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Hello, World!").font(.title).padding().glassEffect()
                Text("Tinted").padding().glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 16))
                Image(systemName: "star.fill").frame(width: 44, height: 44).glassEffect(.clear, in: .circle)
                Label("Flag", systemImage: "flag.fill").padding().glassEffect(.clear).background(.black.opacity(0.3))
                Text("Plain").glassEffect(.identity)
                Text("Custom").padding().glassEffect(in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                Text("Untinted").padding().glassEffect(Glass.regular.tint(nil).interactive(false), in: Capsule())
                GlassEffectContainer(spacing: 40) {
                    HStack(spacing: 40) {
                        Image(systemName: "scribble.variable").frame(width: 80, height: 80).font(.system(size: 36))
                            .glassEffect(.regular.interactive())
                            .glassEffectID("pencil", in: namespace)
                        if isExpanded {
                            Image(systemName: "eraser.fill").frame(width: 80, height: 80)
                                .glassEffect()
                                .glassEffectID("eraser", in: namespace)
                                .glassEffectTransition(.matchedGeometry)
                        }
                    }
                }
                GlassEffectContainer {
                    HStack {
                        ForEach(["cloud.bolt.rain.fill", "sun.rain.fill"], id: \.self) { name in
                            Image(systemName: name).frame(width: 60, height: 60)
                                .glassEffect()
                                .glassEffectUnion(id: name.hasPrefix("cloud") ? "weather" : nil, namespace: namespace)
                                .glassEffectTransition(.materialize)
                        }
                    }
                }
                HStack {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Prominent") {}.buttonStyle(.glassProminent).tint(.purple)
                    Button("Clear") {}.buttonStyle(.glass(.clear))
                    Button("Red") {}.buttonStyle(GlassButtonStyle(.regular.tint(.red)))
                    Button("Plain") {}.buttonStyle(GlassProminentButtonStyle()).controlSize(.large)
                }
                HStack {
                    Image(systemName: "wind").symbolEffect(.drawOn, isActive: isHidden)
                    Image(systemName: "wind").symbolEffect(.drawOn.byLayer, options: .nonRepeating, isActive: !isHidden)
                    Image(systemName: "checkmark").symbolEffect(.drawOff.individually.reversed)
                    Image(systemName: "checkmark").symbolEffect(.drawOff.wholeSymbol.nonReversed, isActive: false)
                    if isExpanded {
                        Image(systemName: "checkmark.seal").transition(.symbolEffect(.drawOn.individually))
                    }
                }
                Color.blue.frame(height: 40).backgroundExtensionEffect()
                Color.green.frame(height: 40).backgroundExtensionEffect(isEnabled: false)
                ScrollView { Text("Rows") }
                    .scrollEdgeEffectStyle(.hard, for: .all)
                    .scrollEdgeEffectStyle(.soft, for: .top)
                    .scrollEdgeEffectStyle(nil, for: .bottom)
                    .scrollEdgeEffectHidden()
                    .scrollEdgeEffectHidden(false, for: .top)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                    .sharedBackgroundVisibility(.hidden)
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .bottomBar) { Button("Archive") {} }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Button("Share") {} }
            }
            .toolbar(id: "editing") {
                ToolbarItem(id: "tag", placement: .topBarLeading) { Button("Tag") {} }
                    .sharedBackgroundVisibility(.visible)
                ToolbarSpacer(.fixed)
            }
        }
    }
}

/// A tab view with iOS 26's bottom accessory reading where it is placed.
struct GlassTabProbe: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Alerts", systemImage: "bell") { Text("Alerts") }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory { NowPlaying() }
    }
}

private struct NowPlaying: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        switch placement {
        case .inline: Text("Inline")
        case .expanded: Text("Expanded")
        case nil: Text("Now playing")
        }
    }
}

/// Availability checks as apps guard iOS 26 code: on Linux `*` holds, so the glass branch is taken.
struct AvailabilityGuardedGlass: View {
    var body: some View {
        if #available(iOS 26.0, *) {
            Text("Glass").padding().glassEffect()
        } else {
            Text("Glass").padding().background(.ultraThinMaterial, in: Capsule())
        }
    }
}

