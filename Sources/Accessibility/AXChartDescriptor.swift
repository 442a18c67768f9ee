import Foundation

// Audio graphs: the semantic description of a chart that VoiceOver plays as tones and reads
// (Accessibility framework, iOS 15). Plain data here: nothing plays in a render.

/// The description of a chart for VoiceOver's audio graph, as the Accessibility framework's
/// `AXChartDescriptor`.
open class AXChartDescriptor: NSObject {
    /// Which way the x-axis runs.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    open var title: String?
    open var attributedTitle: NSAttributedString?
    /// The chart's key message in a sentence.
    open var summary: String?
    open var contentDirection = ContentDirection.leftToRight
    /// Where the chart's data is drawn, in the view's coordinates.
    open var contentFrame = CGRect.zero
    open var xAxis: any AXDataAxisDescriptor
    open var yAxis: AXNumericDataAxisDescriptor?
    open var additionalAxes: [any AXDataAxisDescriptor]
    open var series: [AXDataSeriesDescriptor]

    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    public convenience init(attributedTitle: NSAttributedString? = nil, summary: String? = nil,
                            xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
                            additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis,
                  additionalAxes: additionalAxes, series: series)
        self.attributedTitle = attributedTitle
    }
}

/// A data axis of a chart, as the Accessibility framework's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor: AnyObject {
    var title: String { get set }
    var attributedTitle: NSAttributedString { get set }
}

/// A numeric axis, as `AXNumericDataAxisDescriptor`: its range, gridlines and how values read.
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    /// How values map along the axis.
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    open var title: String
    open var attributedTitle: NSAttributedString {
        get { NSAttributedString(string: title) }
        set { title = newValue.string }
    }
    open var scaleType = ScaleType.linear
    open var lowerBound: Double
    open var upperBound: Double
    open var gridlinePositions: [Double]
    /// How VoiceOver reads a value ("3 km").
    open var valueDescriptionProvider: (Double) -> String

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        lowerBound = range.lowerBound
        upperBound = range.upperBound
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// A categorical axis, as `AXCategoricalDataAxisDescriptor`: its categories in order.
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    open var title: String
    open var attributedTitle: NSAttributedString {
        get { NSAttributedString(string: title) }
        set { title = newValue.string }
    }
    open var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One series of a chart, as `AXDataSeriesDescriptor`.
open class AXDataSeriesDescriptor: NSObject {
    open var name: String?
    /// Whether the series is continuous (a line, played as a sweep) or discrete (bars, points).
    open var isContinuous: Bool
    open var dataPoints: [AXDataPoint]

    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// One value of a data point, as the Accessibility framework's `AXDataPointValue`.
open class AXDataPointValue: NSObject {
    /// The value on a numeric axis.
    open var number: Double = 0
    /// The value on a categorical axis.
    open var category: String?

    /// A numeric value.
    public static func value(withNumber number: Double) -> AXDataPointValue {
        let value = AXDataPointValue()
        value.number = number
        return value
    }

    /// A categorical value.
    public static func value(withCategory category: String) -> AXDataPointValue {
        let value = AXDataPointValue()
        value.category = category
        return value
    }
}

/// One point of a series, as the Accessibility framework's `AXDataPoint`.
open class AXDataPoint: NSObject {
    /// A value for the data point's initializers.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)

        var pointValue: AXDataPointValue {
            switch self {
            case .number(let number): AXDataPointValue.value(withNumber: number)
            case .category(let category): AXDataPointValue.value(withCategory: category)
            }
        }
    }

    open var xValue: AXDataPointValue
    open var yValue: AXDataPointValue?
    /// Values on the chart's additional axes, in their order.
    open var additionalValues: [AXDataPointValue]
    open var label: String?

    private init(x: Value, y: Double?, additionalValues: [Value], label: String?) {
        xValue = x.pointValue
        yValue = y.map(AXDataPointValue.value(withNumber:))
        self.additionalValues = additionalValues.map(\.pointValue)
        self.label = label
    }

    /// A point at category `x`.
    public convenience init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(x: .category(x), y: y, additionalValues: additionalValues, label: label)
    }

    /// A point at number `x`.
    public convenience init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
        self.init(x: .number(x), y: y, additionalValues: additionalValues, label: label)
    }
}
