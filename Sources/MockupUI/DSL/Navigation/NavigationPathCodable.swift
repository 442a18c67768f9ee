import Foundation

extension NavigationPath {
    /// A path written with `Codable` and read back (the save-and-restore idiom of state restoration):
    /// each element's type name and its JSON, last element first, as SwiftUI writes it. Reading it
    /// back finds each type by name, so only types of the running program decode.
    public struct CodableRepresentation: Codable, Equatable {
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var lastFirst: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Decodable and Hashable type is named \(typeName) in this program")
                }
                lastFirst.append(AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8))))
            }
            elements = lastFirst.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable, let typeName = _mangledTypeName(type(of: value)) else {
                    throw EncodingError.invalidValue(element.base, .init(codingPath: encoder.codingPath,
                                                                         debugDescription: "\(type(of: element.base)) is not Codable"))
                }
                try container.encode(typeName)
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }
    }

    /// The path in a form `Codable` writes; nil when an element's type is not `Codable`.
    public var codable: CodableRepresentation? {
        elements.allSatisfy { $0.base is any Codable } ? CodableRepresentation(elements: elements) : nil
    }

    /// The path a representation holds.
    public init(_ codable: CodableRepresentation) { self.init(); elements = codable.elements }
}
