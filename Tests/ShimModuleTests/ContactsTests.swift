import Contacts
import Foundation
import Testing

/// Contacts as an app never granted access sees them, and the value types apps build themselves.
struct ContactsTests {
    static func anna() -> CNMutableContact {
        let contact = CNMutableContact()
        contact.namePrefix = "Dr."
        contact.givenName = "Anna"
        contact.familyName = "Haro"
        contact.organizationName = "Sausalito Surf Co."
        contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "(555) 522-8243"))]
        contact.emailAddresses = [CNLabeledValue(label: CNLabelHome, value: "anna-haro@mac.com" as NSString)]
        let address = CNMutablePostalAddress()
        address.street = "1001 Leavenworth Street"
        address.city = "Sausalito"
        address.state = "CA"
        address.postalCode = "94965"
        address.country = "United States"
        contact.postalAddresses = [CNLabeledValue(label: CNLabelWork, value: address)]
        return contact
    }

    @Test func theStoreOfAnAppWithoutAccessRefusesEveryFetch() async throws {
        let store = CNContactStore()
        #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        var answer: (Bool, Error?)?
        store.requestAccess(for: .contacts) { answer = ($0, $1) }
        #expect(answer?.0 == false && (answer?.1 as? CNError)?.code == .authorizationDenied)
        await #expect(throws: CNError(.authorizationDenied)) { try await store.requestAccess(for: .contacts) }
        let keys = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
        #expect(throws: CNError(.authorizationDenied)) {
            try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "Anna"), keysToFetch: keys)
        }
        do {
            try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { _, _ in Issue.record("no contact is handed out") }
        } catch CNError.authorizationDenied {
        } catch {
            Issue.record("matched by code: \(error)")
        }
        let save = CNSaveRequest()
        save.add(Self.anna(), toContainerWithIdentifier: nil)
        #expect(save.addedContacts.count == 1)
        #expect(throws: CNError(.authorizationDenied)) { try store.execute(save) }
    }

    @Test func contactsMadeInCodeFormatCopyAndMatch() throws {
        let anna = Self.anna()
        #expect(CNContactFormatter.string(from: anna, style: .fullName) == "Dr. Anna Haro")
        let company = CNMutableContact()
        company.contactType = .organization
        company.organizationName = "Apple"
        #expect(CNContactFormatter().string(from: company) == "Apple")
        #expect(CNContactFormatter.string(from: CNContact(), style: .fullName) == nil)

        let address = try #require(anna.postalAddresses.first?.value)
        #expect(CNPostalAddressFormatter.string(from: address, style: .mailingAddress) == "1001 Leavenworth Street\nSausalito CA 94965\nUnited States")
        #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelPhoneNumberWorkFax) == "work fax")
        #expect(CNLabeledValue<NSString>.localizedString(forLabel: "Boat") == "Boat")

        let copy = try #require(anna.copy() as? CNContact)
        #expect(copy.givenName == "Anna" && copy.identifier == anna.identifier && !(copy is CNMutableContact))
        let edited = try #require(copy.mutableCopy() as? CNMutableContact)
        edited.givenName = "Ann"
        #expect(copy.givenName == "Anna" && edited.givenName == "Ann")
        #expect(anna.emailAddresses.first.map { $0.value as String } == "anna-haro@mac.com")
        let relabelled = try #require(anna.phoneNumbers.first).settingLabel(CNLabelPhoneNumberiPhone)
        #expect(relabelled.label == "iPhone" && relabelled.identifier == anna.phoneNumbers.first?.identifier)

        #expect(CNContact.predicateForContacts(matchingName: "haro").evaluate(with: anna))
        #expect(!CNContact.predicateForContacts(matchingName: "Kate").evaluate(with: anna))
        #expect(CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "555-522-8243")).evaluate(with: anna))
        #expect(CNContact.predicateForContacts(matchingEmailAddress: "ANNA-HARO@mac.com").evaluate(with: anna))

        let kate = CNMutableContact()
        kate.givenName = "Kate"
        kate.familyName = "Bell"
        let byGivenName = CNContact.comparator(forNameSortOrder: .givenName)
        #expect(byGivenName(anna, kate) == .orderedAscending)
        #expect(CNContact.comparator(forNameSortOrder: .familyName)(anna, kate) == .orderedDescending)
    }
}
