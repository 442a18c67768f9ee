// libFuzzer target: random view trees through the public SwiftUI API. The input bytes drive a
// generator of nested stacks, frames, shapes, paths, text, symbols and effects with extreme values
// (0, negative, NaN, ±infinity, 1e300, …); each tree is laid out and rasterized at @1x. Rendering
// may fail with an error (canvas too large, …) but must never crash.
import Foundation
import MockupRaster
import MockupText
import SwiftUI

private let fonts = try! FontLibrary.shared()

/// Reads decisions from the fuzzer's bytes; zeros once they run out.
private struct ByteReader {
    var bytes: [UInt8]
    var index = 0
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }
    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// A length: mostly ordinary, sometimes extreme.
    mutating func number() -> CGFloat {
        let extremes: [CGFloat] = [0, -1, -1e9, 1e9, 1e300, -1e300, .infinity, -.infinity, .nan, 1e-300,
                                   .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.5, 4096, 1e154]
        let selector = byte()
        if selector >= 240 { return extremes[Int(selector - 240) % extremes.count] }
        return CGFloat(byte()) * (selector & 1 == 0 ? 1 : 0.25)
    }

    /// A length for layout (frames, padding, spacing): extreme, but finite values stay within ±1e6.
    /// Larger finite frames overflow `Int` in the layout engine (Sources/MockupUI/Layout, e.g.
    /// `Text("Hi").frame(height: 1e300)` in TextLeafLayout.lines), which is reported to its owner.
    mutating func layoutLength() -> CGFloat {
        let value = number()
        return value.isFinite && abs(value) > 1e6 ? (value < 0 ? -1e6 : 1e6) : value
    }

    /// A colour component: a non-finite one traps in `Color(hue:)` and in the layout's colour
    /// descriptions (Sources/MockupUI, reported to its owner), so components stay finite here.
    mutating func component() -> Double {
        let value = Double(number())
        return value.isFinite ? value : 0.5
    }

    mutating func color() -> Color {
        switch choice(4) {
        case 0: return .red
        case 1: return Color(red: component() / 255, green: component() / 255, blue: component() / 255, opacity: component() / 255)
        case 2: return Color(hue: component(), saturation: component(), brightness: component())
        default: return Color(white: component() / 255, opacity: 1)
        }
    }

    mutating func text() -> String {
        let pieces = ["Hello", " ", "world", "☕️", "👩‍👩‍👧", "\n", "ﬁ", "\u{200B}", "\t", "é", "中文", "\u{0}", "WWWWWWWW", "…", "🇬🇧"]
        return (0..<choice(6)).map { _ in pieces[choice(pieces.count)] }.joined()
    }
}

/// Builds a view of at most `depth` levels from the reader.
@MainActor
private func makeView(_ reader: inout ByteReader, depth: Int) -> AnyView {
    let leafOnly = depth <= 0
    switch reader.choice(leafOnly ? 6 : 11) {
    // Font sizes stop at 600 pt (NaN and negative sizes stay): a 4096-px colour emoji takes a
    // second under coverage instrumentation, which only slows fuzzing (FontDamageTests covers the limit).
    case 0: return AnyView(Text(reader.text()).font(.system(size: min(reader.number(), 600))).tracking(reader.number())
        .lineLimit(reader.flag() ? Int(reader.byte()) - 1 : nil))
    case 1: return AnyView(RoundedRectangle(cornerRadius: reader.number()).fill(reader.color()))
    case 2: return AnyView(Circle().stroke(reader.color(), style: StrokeStyle(lineWidth: reader.number(),
        lineCap: .round, lineJoin: .round, dash: reader.flag() ? [reader.number(), reader.number()] : [],
        dashPhase: reader.number())))
    case 3: return AnyView(Image(systemName: ["heart.fill", "star", "nosuch.symbol", "bell.badge"][reader.choice(4)])
        .font(.system(size: min(reader.number(), 600), weight: .bold)))
    case 4:
        let values = (0..<6).map { _ in reader.number() }
        return AnyView(Path { path in
            path.move(to: CGPoint(x: values[0], y: values[1]))
            path.addQuadCurve(to: CGPoint(x: values[2], y: values[3]), control: CGPoint(x: values[4], y: values[5]))
            path.addArc(center: Point(Double(values[1]), Double(values[2])), radius: Double(values[3]),
                        startAngle: Double(values[4]), endAngle: Double(values[5]), clockwise: reader.flag())
            path.closeSubpath()
        }.fill(LinearGradient(colors: [reader.color(), reader.color()], startPoint: .top, endPoint: .bottom)))
    case 5: return AnyView(Spacer(minLength: reader.layoutLength()))
    case 6, 7:
        let children = (0..<(1 + reader.choice(4))).map { _ in makeView(&reader, depth: depth - 1) }
        let content = ForEach(0..<children.count) { children[$0] }
        switch reader.choice(3) {
        case 0: return AnyView(HStack(spacing: reader.layoutLength()) { content })
        case 1: return AnyView(VStack(alignment: .leading, spacing: reader.layoutLength()) { content })
        default: return AnyView(ZStack { content })
        }
    default:
        let child = makeView(&reader, depth: depth - 1)
        switch reader.choice(10) {
        case 0: return AnyView(child.frame(width: reader.layoutLength(), height: reader.layoutLength()))
        case 1: return AnyView(child.frame(minWidth: reader.layoutLength(), maxWidth: reader.flag() ? .infinity : reader.layoutLength(),
                                           minHeight: reader.layoutLength(), maxHeight: reader.layoutLength()))
        case 2: return AnyView(child.padding(reader.layoutLength()))
        case 3: return AnyView(child.shadow(color: reader.color(), radius: reader.number(), x: reader.number(), y: reader.number()))
        case 4: return AnyView(child.blur(radius: reader.number(), opaque: reader.flag()))
        case 5: return AnyView(child.opacity(Double(reader.number()) / 255))
        case 6: return AnyView(child.rotationEffect(.degrees(Double(reader.number()))).scaleEffect(reader.number() / 16))
        case 7: return AnyView(child.clipShape(RoundedRectangle(cornerRadius: reader.number())))
        case 8: return AnyView(child.background(RadialGradient(colors: [reader.color(), .blue], center: .center,
                                                                 startRadius: Double(reader.number()), endRadius: Double(reader.number()))))
        default: return AnyView(child.offset(x: reader.number(), y: reader.number()).overlay(Capsule().strokeBorder(.black, lineWidth: reader.number())))
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: [UInt8](UnsafeBufferPointer(start: data, count: size)))
    MainActor.assumeIsolated {
        let width: Double? = reader.flag() ? nil : Double(reader.layoutLength())
        let view = makeView(&reader, depth: 5)
        let request = RenderRequest(width: width, scale: 1, margin: 2)
        _ = try? ViewRenderer.render(request, fonts: fonts) { view }
    }
    return 0
}
