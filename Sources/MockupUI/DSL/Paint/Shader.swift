import Foundation
import MockupRaster

/// A Metal shader library, SwiftUI's `ShaderLibrary`: `ShaderLibrary.default.ripple` (or
/// `ShaderLibrary.ripple`) names a `[[stitchable]]` function in it. Linux has no Metal, so a shader
/// never runs: what it is applied to draws without it, with a render note naming the function.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    enum Source: Equatable {
        case main, bundle(URL), data(Data), url(URL)
    }
    let source: Source

    /// The library compiled into the app's main bundle.
    public static let `default` = ShaderLibrary(source: .main)
    /// The library compiled into `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundleURL)) }
    /// A library from the bytes of a `.metallib`.
    public init(data: Data) { source = .data(data) }
    /// A library from a `.metallib` file.
    public init(url: URL) { source = .url(url) }
    init(source: Source) { self.source = source }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// One function of a shader library; calling it with arguments makes a `Shader`
/// (`ShaderLibrary.ripple(.float(t), .color(.blue))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) { self.library = library; self.name = name }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments, SwiftUI's `Shader`: what `colorEffect`, `distortionEffect`
/// and `layerEffect` apply and what a shape can be filled with. It never runs here (no Metal).
public struct Shader: Equatable, Sendable, ShapeStyle {
    /// One argument passed to the shader function after the ones SwiftUI supplies.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float]), floatArray([Float]), boundingRect, colors([Color]), image(Image), data(Data)
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
        /// The bounds of the layer the shader draws, as a `float4` (x, y, width, height).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
        public static func color(_ color: Color) -> Argument { Argument(value: .colors([color])) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    }

    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's colours are dithered.
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) { self.function = function; self.arguments = arguments }

    /// What a render note says in place of the shader.
    var noteName: String { "Metal shader `\(function.name)`" }

    /// A shape filled with a shader is left clear: its colours exist only on a GPU.
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    }

    public var _renderNote: String? { "\(noteName) as a fill (Linux has no Metal; the shape is left clear)" }
}
