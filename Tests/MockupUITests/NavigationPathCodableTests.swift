import Foundation
import Testing
@testable import MockupUI

// The save-and-restore idiom: a path encoded to JSON on one launch and rebuilt on the next.

struct NavigationPathDestination: Codable, Hashable { let id: Int; let title: String }
private struct Opaque: Hashable { let id: Int }

struct NavigationPathCodableTests {
    @Test func aPathOfCodableValuesComesBackFromItsJSON() throws {
        var path = NavigationPath()
        path.append(NavigationPathDestination(id: 7, title: "Apollo 11"))
        path.append(42)
        path.append("settings")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let restored = NavigationPath(try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(restored == path && restored.count == 3)
        let written = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        #expect(written.count == 6 && written[1] == "\"settings\"", "last element first, each a type name and its JSON")
    }

    @Test func aPathWithAValueThatIsNotCodableHasNoRepresentation() {
        var path = NavigationPath()
        path.append(Opaque(id: 1))
        #expect(path.codable == nil)
        #expect(NavigationPath().codable != nil, "an empty path is codable")
    }

    @Test func anUnknownTypeNameIsADecodingError() {
        let json = Data(#"["NoSuchType", "1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: json)
        }
    }
}
