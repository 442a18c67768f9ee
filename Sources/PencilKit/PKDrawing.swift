import Foundation
import MockupRaster
import SwiftUI

/// A point of a stroke's path.
public struct PKStrokePoint: Equatable, Sendable {
    public var location: CGPoint
    public var timeOffset: TimeInterval
    public var size: CGSize
    public var opacity: CGFloat
    public var force: CGFloat
    public var azimuth: CGFloat
    public var altitude: CGFloat

    public init(location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat,
                azimuth: CGFloat, altitude: CGFloat) {
        self.location = location; self.timeOffset = timeOffset; self.size = size; self.opacity = opacity
        self.force = force; self.azimuth = azimuth; self.altitude = altitude
    }
}

/// The points a stroke passes through.
public struct PKStrokePath: RandomAccessCollection, Equatable, Sendable {
    private let points: [PKStrokePoint]
    public let creationDate: Date

    public init() { self.init(controlPoints: [], creationDate: Date(timeIntervalSince1970: 0)) }
    public init<T: Sequence>(controlPoints: T, creationDate: Date) where T.Element == PKStrokePoint {
        points = Array(controlPoints)
        self.creationDate = creationDate
    }

    public var startIndex: Int { points.startIndex }
    public var endIndex: Int { points.endIndex }
    public subscript(index: Int) -> PKStrokePoint { points[index] }
}

/// One stroke of a drawing: its ink, path and transform.
public struct PKStroke: Equatable, @unchecked Sendable {
    public var ink: PKInk
    public var path: PKStrokePath
    public var transform: CGAffineTransform
    public var mask: UIBezierPath?

    public init(ink: PKInk, path: PKStrokePath, transform: CGAffineTransform = .identity, mask: UIBezierPath? = nil) {
        self.ink = ink; self.path = path; self.transform = transform; self.mask = mask
    }

    /// The bounds of the stroke's points (each widened by its size), transformed.
    public var renderBounds: CGRect {
        let boxes: [CGRect] = path.map { point in
            let origin = CGPoint(x: point.location.x - point.size.width / 2, y: point.location.y - point.size.height / 2)
            return CGRect(origin: origin, size: point.size)
        }
        return boxes.reduce(CGRect.null) { $0.union($1) }.applying(transform)
    }

    public static func == (lhs: PKStroke, rhs: PKStroke) -> Bool {
        lhs.ink == rhs.ink && lhs.path == rhs.path && lhs.transform == rhs.transform && lhs.mask === rhs.mask
    }
}

/// A canvas's drawing, as PencilKit's `PKDrawing`: its strokes. Nothing is drawn by hand in a
/// render, so a canvas's drawing is empty unless the code builds one from strokes.
public struct PKDrawing: Equatable, @unchecked Sendable {
    public var strokes: [PKStroke]

    public init() { strokes = [] }
    public init<S: Sequence>(strokes: S) where S.Element == PKStroke { self.strokes = Array(strokes) }

    /// A drawing decoded from `dataRepresentation()`: the empty data of an empty drawing decodes;
    /// other data (strokes drawn on a device) cannot be read in a render and throws.
    public init(data: Data) throws {
        guard data.isEmpty || data == PKDrawing.emptyRepresentation else { throw CocoaError(.coderReadCorrupt) }
        strokes = []
    }

    /// The drawing's data: PencilKit's format is private, so only an empty drawing round-trips.
    public func dataRepresentation() -> Data { PKDrawing.emptyRepresentation }
    private static let emptyRepresentation = Data()

    /// The union of the strokes' bounds; `.null` when there are none.
    public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

    /// The drawing's content in `rect` as an image at `scale`: a transparent image of that size, as
    /// strokes are not rasterized in a render (an empty image for an empty or null rect, such as an
    /// empty drawing's `bounds`). Callable from any task, as PencilKit's is.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage {
        guard !rect.isNull, !rect.isEmpty, scale > 0,
              let pixels = try? PixelImage(width: Int((rect.width * scale).rounded(.up)), height: Int((rect.height * scale).rounded(.up)))
        else { return UIImage() }
        return UIImage(pixels: pixels, scale: scale)
    }

    public mutating func transform(using transform: CGAffineTransform) {
        strokes = strokes.map { stroke in
            var moved = stroke
            moved.transform = stroke.transform.concatenating(transform)
            return moved
        }
    }
    public func transformed(using transform: CGAffineTransform) -> PKDrawing {
        var copy = self
        copy.transform(using: transform)
        return copy
    }
    public mutating func append(_ other: PKDrawing) { strokes += other.strokes }
    public func appending(_ other: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + other.strokes) }
}
