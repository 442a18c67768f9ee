import Foundation

/// When to alert about an item: at a date, at an offset from its start, or on arriving at or
/// leaving a place. Setting a date clears the offset and setting an offset clears the date.
open class EKAlarm: NSObject, NSCopying {
    private var date: Date?
    private var offset: TimeInterval = 0

    /// An alarm at `date`.
    public init(absoluteDate date: Date) { self.date = date }
    /// An alarm `offset` seconds from the item's start (negative: before it).
    public init(relativeOffset offset: TimeInterval) { self.offset = offset }

    open var absoluteDate: Date? {
        get { date }
        set {
            date = newValue
            if newValue != nil { offset = 0 }
        }
    }

    open var relativeOffset: TimeInterval {
        get { offset }
        set {
            offset = newValue
            date = nil
        }
    }

    /// Whether the alarm fires on arriving at or leaving `structuredLocation`.
    open var proximity = EKAlarmProximity.none
    open var structuredLocation: EKStructuredLocation?

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = date.map { EKAlarm(absoluteDate: $0) } ?? EKAlarm(relativeOffset: offset)
        copy.proximity = proximity
        copy.structuredLocation = structuredLocation
        return copy
    }
}

/// Whether a location alarm fires on arriving or on leaving.
public enum EKAlarmProximity: Int, Sendable {
    case none = 0, enter, leave
}

/// A named place with a geofence radius, for an event's location or a location alarm.
/// (`geoLocation` and `init(mapItem:)` are not provided: they take Core Location and MapKit types.)
open class EKStructuredLocation: NSObject, NSCopying {
    open var title: String?
    /// The geofence radius in metres; 0 is the system's default.
    open var radius = 0.0

    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = EKStructuredLocation()
        copy.title = title
        copy.radius = radius
        return copy
    }
}
