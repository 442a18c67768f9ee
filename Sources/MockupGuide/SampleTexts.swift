import Foundation

/// What sample texts say, by a field's name and what its view is about: times, places and people,
/// messages, button labels, titles of a kind (`ContentDomain`), a flight's fields, tags and
/// suggestions, lists of labels and amounts of money of a kind.
extension ArgumentInference {
    /// The words a list of labels holds by its name: `genres` Drama, Thriller, Comedy; `tags` or
    /// `topics` Design, Travel, Ideas; `categories`, `chips` or `filters` All, Popular, New; nil for
    /// other names.
    static func listWords(_ name: String) -> [String]? {
        let words = ComponentPlan.nameWords(name)
        // Labels of a scale (`timeTags`, `dayChips`) are its own.
        guard words.dropLast().allSatisfy({ !["time", "date", "day", "hour", "week", "month", "year", "axis"].contains($0) }) else { return nil }
        return switch words.last {
        case "genres": ["Drama", "Thriller", "Comedy"]
        case "tags", "topics", "interests", "hashtags": topics
        case "categories", "chips", "filters": ["All", "Popular", "New"]
        default: nil
        }
    }

    /// What tags and topics say, in turn across an array.
    static let topics = ["Design", "Travel", "Ideas"]

    /// Text for a field named for a time of day (`time`, `timestamp`, `depTime`: 9:41 AM, an
    /// arrival 11:05 AM), a time ago (`timeAgo`, `relativeTime`: 2h ago), a `date` (Mar 14), a
    /// `location` or `city` (in the country of the guide's currency), a `username`, a photo's
    /// `caption`, a task's `due` (Tomorrow), a code's `language` (Swift), a count shown as text
    /// (`viewers` 1.2K, `forks` 86), a run's `pace` (per mile where the guide pays in dollars) or a
    /// person's name (`personName`); nil for other names.
    static func everydaySample(_ name: String, currency: String) -> String? {
        let words = ComponentPlan.nameWords(name)
        guard let last = words.last else { return nil }
        if words.contains("ago") || words.contains("relative") { return "2h ago" }
        if last == "time" || last == "timestamp" || (last == "label" && words.contains("time")) {
            return words.contains { ["arr", "arrival", "arrive", "end", "to"].contains($0) } ? "11:05 AM" : "9:41 AM"
        }
        if last == "date" { return "Mar 14" }
        if last == "location" || last == "city" {
            return ["£": "London", "€": "Paris", "¥": "Tokyo", "₹": "Mumbai", "R$": "São Paulo", "₩": "Seoul", "A$": "Sydney",
                    "C$": "Toronto", "CHF": "Zürich"][currency] ?? "San Francisco, CA"
        }
        if last == "username" || name == "handle" || words == ["user", "name"] { return "jordanlee" }
        if last == "caption" { return "Golden hour at the pier" }
        if last == "due" { return "Tomorrow" }
        if last == "language" { return "Swift" }
        // A count shown as text (`viewers`, `followers`, `stars`): as apps abbreviate it.
        if ["viewers", "followers", "subscribers", "listeners", "views", "plays", "likes", "stars"].contains(last) { return "1.2K" }
        if ["forks", "watchers", "shares", "reposts"].contains(last) { return "86" }
        if last == "pace" { return currency == "$" ? "8:05 /mi" : "5:02 /km" }
        return personName(words)
    }

    /// People whose names samples show, in turn across an array (`Maya Chen`, `Jordan Lee`, …).
    static let personNames = ["Maya Chen", "Jordan Lee", "Priya Patel", "Sam Rivera", "Alex Kim"]

    /// What a button of a kind says: an upgrade "Upgrade", a secondary one (outline, tonal, soft,
    /// tinted, ghost, tertiary) "Cancel", any other "Continue".
    static func buttonLabel(_ typeWords: Set<String>) -> String {
        if !typeWords.isDisjoint(with: ["upgrade", "premium", "pro", "plus"]) { return "Upgrade" }
        if !typeWords.isDisjoint(with: ["secondary", "outline", "outlined", "tonal", "soft", "tinted", "ghost", "tertiary"]) {
            return "Cancel"
        }
        return "Continue"
    }

    /// What the `title` or `name` of `type` names (`fieldWords`: the words before it, `song` of
    /// `songTitle`): the kind those words name, else the kind of the type (`TrailCard`; a nested
    /// `GameCard.Team` by its whole name), else for a `title` of a content card the kind of the
    /// guide. Nil for a person's name (`actorName`) and for a name of something else
    /// (`imageName`, `iconSystemName`).
    func contentDomain(_ fieldWords: Set<String>, of type: TypeDeclaration, isTitle: Bool) -> ContentDomain? {
        if !fieldWords.isEmpty { return fieldWords.isDisjoint(with: Self.personWords) ? ContentDomain.named(by: fieldWords) : nil }
        let typeWords = Set(ComponentPlan.nameWords(type.name))
        if let domain = ContentDomain.named(by: Set(type.qualifiedName.split(separator: ".").flatMap { ComponentPlan.nameWords(String($0)) })) {
            return isTitle || domain.isNamed ? domain : nil
        }
        return isTitle && ContentDomain.isContentPiece(typeWords) ? guideDomain : nil
    }

    /// Text for a field whose words depend on what its view is about: a flight's (`origin` or
    /// `depCode` SFO, `dest` JFK, `gate` B22, an arrival gate C14, `seat` 14C, `status` On Time,
    /// `stops` Nonstop, a `duration` 5h 40m), how long a video (12:34, also in a video guide) or
    /// anything else (12 min) lasts, a review's text, a repository's `owner` (a login) and a sports
    /// team's `record` (52-30, then 48-34 for the `index`-th); nil for other fields.
    static func fieldSample(_ words: [String], typeWords: Set<String>, isVideo: Bool, index: Int) -> String? {
        guard let last = words.last else { return nil }
        if last == "duration" || last == "dur" || last == "runtime" {
            if !typeWords.isDisjoint(with: flightWords) { return "5h 40m" }
            return isVideo || !typeWords.isDisjoint(with: ["video", "clip", "reel", "short", "thumb", "thumbnail"]) ? "12:34" : "12 min"
        }
        if typeWords.contains("review"), ["body", "text", "content", "review", "comment"].contains(last) {
            return "Loved every bit of it. Would recommend!"
        }
        if typeWords.contains("repo") || typeWords.contains("repository"), last == "owner" { return "jordanlee" }
        if !typeWords.isDisjoint(with: ["game", "team", "league", "fixture", "scoreboard"]), last == "record" {
            return "\(52 - 4 * (index - 1))-\(30 + 4 * (index - 1))"
        }
        guard !typeWords.isDisjoint(with: flightWords) else { return nil }
        let arriving = !Set(words).isDisjoint(with: ["dest", "destination", "to", "arrival", "arr", "arrive"])
        let departing = !Set(words).isDisjoint(with: ["origin", "from", "departure", "dep", "depart"])
        switch last {
        case "origin", "from", "departure", "dep": return "SFO"
        case "dest", "destination", "to", "arrival", "arr": return "JFK"
        case "code" where arriving || departing: return arriving ? "JFK" : "SFO"
        case "gate": return arriving ? "C14" : "B22"
        case "stops": return "Nonstop"
        default: return ["seat": "14C", "status": "On Time", "terminal": "2", "group": "3", "zone": "3", "boards": "8:10 AM",
                         "boarding": "8:10 AM"][last]
        }
    }

    /// Words that make a type about a flight (`FlightRow`, `BoardingPass`, `TripHeader`).
    static let flightWords: Set<String> = ["flight", "boarding", "trip", "airline", "itinerary", "airport", "layover"]

    /// What a tag or a suggestion says: a `TagPill`'s or a `LabelChip`'s text is a topic (Design,
    /// Travel, Ideas), a `SuggestionChip`'s label a prompt to an assistant; nil for other types (a
    /// prompt's input bar, a status tag, a writing `SuggestionCard` keep their samples).
    static func labelWords(_ typeWords: Set<String>) -> [String]? {
        guard typeWords.isDisjoint(with: ["button", "bar", "field", "input", "composer", "editor", "style", "status", "state", "environment", "env"])
        else { return nil }
        if !typeWords.isDisjoint(with: ["tag", "label", "topic", "hashtag"]) { return topics }
        if !typeWords.isDisjoint(with: ["suggestion", "suggested", "prompt", "starter"]), !typeWords.isDisjoint(with: ["chip", "pill"]) {
            return ["Plan a weekend in Lisbon", "Summarize this article", "Write a haiku about rain"]
        }
        return nil
    }

    /// Words that make a type part of a conversation (`ChatRow`, `MessageBubble`, `CommentCell`).
    static let chatWords: Set<String> = ["chat", "message", "conversation", "thread", "inbox", "dm", "bubble", "comment", "reply"]

    /// What people say in a chat, in turn across an array.
    static let chatMessages = ["Sounds good, see you at 7!", "Can you send me the photos from Saturday?", "Running 5 min late 🙏"]

    /// Words that make a type or a field about a person: a `FriendRow`'s or a `Member`'s `name`, a
    /// `senderName`, an `author`.
    static let personWords: Set<String> = [
        "user", "friend", "contact", "member", "person", "people", "profile", "sender", "author", "creator", "match",
        "prospect", "participant", "attendee", "guest", "driver", "rider", "host", "player", "athlete", "follower",
        "teammate", "customer", "employee", "recipient", "owner", "organizer", "reviewer", "commenter", "caller",
        "artist", "display", "full", "first", "last", "chat", "conversation", "dm", "story", "streamer", "character",
        "mention", "review", "greeting", "welcome", "actor", "pax", "passenger",
    ]

    /// A person's name for a field named for one (`senderName`, `fullName`, `firstName`: the first
    /// name only, `author`, `host`), nil for other fields.
    static func personName(_ words: [String]) -> String? {
        let named = words.count >= 2 && words.last == "name" && personWords.contains(words[words.count - 2])
        let role = words.count == 1 && personWords.contains(words[0])
            // Alone, these name a thing about a person, not one (a repository's `owner` is a login).
            && !["user", "profile", "display", "full", "first", "last", "chat", "conversation", "dm", "story", "match", "owner",
                 "character", "mention", "review", "greeting", "welcome"].contains(words[0])
        guard named || role else { return nil }
        return personName(words, of: personNames[0])
    }

    /// The part of `fullName` a person field shows: a `firstName` the first name, a `lastName` the last.
    static func personName(_ words: [String], of fullName: String) -> String {
        let person = fullName.split(separator: " ")
        return words.contains("first") ? String(person[0]) : words.contains("last") ? String(person[1]) : fullName
    }

    /// An amount of money by its name (`balance`, `totalPrice`, `fare`, `deliveryFee`).
    static func isMoney(_ name: String) -> Bool {
        ["balance", "amount", "price", "total", "cost", "fare"].contains { name.lowercased().contains($0) }
            || !Set(ComponentPlan.nameWords(name)).isDisjoint(with: ["fee", "fees"])
    }

    /// An amount of money by what it pays for: a fee 2.99, a dish or an order 12.50, a basket's
    /// total 38.40, a product 49.99, a payment between people 42.50, a share 189.84, a flight's fare
    /// 214.00, a night's stay 289.00 (in dollars; other currencies scale them); nil (the sample
    /// 1,234.56, as a balance) for anything else.
    static func moneyAmount(_ nameWords: Set<String>, typeWords: Set<String>) -> Double? {
        if !nameWords.isDisjoint(with: ["fee", "fees", "delivery"]) { return 2.99 }
        if !nameWords.isDisjoint(with: ["balance"]) { return nil }
        if nameWords.contains("fare") || !typeWords.isDisjoint(with: ["flight", "fare", "ticket", "trip"]) { return 214 }
        let byKind: [(words: Set<String>, amount: Double)] = [
            (["cart", "basket", "checkout", "bag"], 38.40),
            (["menu", "dish", "meal", "food", "order"], 12.50),
            (["product", "listing", "shop", "deal"], 49.99),
            (["hotel", "booking", "stay", "room", "night"], 289),
            (["quote", "stock", "ticker", "holding", "market", "share"], 189.84),
            (["activity", "transaction", "payment", "transfer", "sent", "request", "split"], 42.50),
        ]
        return byKind.first { !$0.words.isDisjoint(with: typeWords) }?.amount
    }

    /// The amount a money field shows: its kind's (`moneyAmount`) in the guide's currency (a
    /// currency of many units to the dollar, ₹, ¥, ₩, in as many of them, in tens), else the sample
    /// 1,234.56; a former price 20 % above it, so that a struck-through price reads higher.
    func money(_ name: String, kind: Double?) -> Double {
        var amount = 1234.56
        if let kind {
            let perDollar: Double = ["₹": 80, "¥": 150, "₩": 1300, "R$": 5][currency] ?? 1
            amount = perDollar >= 50 ? (kind * perDollar / 10).rounded() * 10 : perDollar > 1 ? (kind * perDollar).rounded() : kind
        }
        return Self.isFormerPrice(name) ? (amount * 1.2).rounded() : amount
    }

    /// `amount` as a `type`'s literal: text in the guide's currency (`"£1,234.56"`), or a number; nil
    /// for other types.
    func moneyLiteral(_ amount: Double, type: String) -> String? {
        switch type.hasSuffix("?") ? String(type.dropLast()) : type {
        case "String": Self.stringLiteral(currency + amount.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US"))))
        case "Double", "CGFloat", "Float", "Decimal": String(amount)
        default: nil
        }
    }

    /// A price before a discount (`originalPrice`, `wasPrice`, `compareAtPrice`).
    static func isFormerPrice(_ name: String) -> Bool {
        !Set(ComponentPlan.nameWords(name)).isDisjoint(with: ["original", "was", "compare", "list", "regular", "old", "before", "strike"])
    }
}
