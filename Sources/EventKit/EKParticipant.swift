import Foundation

/// Someone or something invited to an event. Only the store hands participants out, and it holds
/// no events, so a render never has one; a participant made in code is unnamed and unknown.
open class EKParticipant: NSObject, NSCopying {
    /// The participant's address (a "mailto:" URL in Calendar).
    open var url: URL { URL(string: "mailto:")! }
    open var name: String? { nil }
    open var participantRole: EKParticipantRole { .unknown }
    open var participantStatus: EKParticipantStatus { .unknown }
    open var participantType: EKParticipantType { .unknown }
    /// Whether the participant is the device's owner.
    open var isCurrentUser: Bool { false }
    /// A predicate for the participant's contact in Contacts: it matches none.
    open var contactPredicate: NSPredicate { NSPredicate(value: false) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The part a participant plays in an event.
public enum EKParticipantRole: Int, Sendable {
    case unknown = 0, required, optional, chair, nonParticipant
}

/// A participant's answer to an invitation.
public enum EKParticipantStatus: Int, Sendable {
    case unknown = 0, pending, accepted, declined, tentative, delegated, completed, inProcess
}

/// Whether a participant is a person, a room, a resource or a group.
public enum EKParticipantType: Int, Sendable {
    case unknown = 0, person, room, resource, group
}
