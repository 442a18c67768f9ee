/// What a view shows, by the words of its names: songs, videos, tasks, meals, places, products…
/// The `title` or `name` a sample gives such a view is a thing of that kind (a `MealCard` reads
/// "Avocado Toast", a `TrailCard` "Mist Trail"), where a plain sample would only repeat the field's
/// name. A guide's content cards whose own names say nothing (`HeroCard`, `ContentTile`) take the
/// kind most of the guide's types are about.
struct ContentDomain: Equatable {
    /// Words in a type's or field's name that say what it is about.
    let words: Set<String>
    /// Titles or names of things of this kind, in turn across an array.
    let titles: [String]
    /// The line under a title of this kind (a song's artist, a film's year and genre); nil where
    /// none reads right for every app of the kind.
    var detail: String?
    /// A sentence describing a thing of this kind (a film's synopsis, a dish's ingredients), for a
    /// `description`, `summary` or `snippet`; nil where none reads right for every app of the kind.
    var about: String?
    /// Whether a thing of this kind is known by a name (a restaurant, a trail, a task), so that the
    /// plain `name` of a type about one is one of `titles`; a video or a song has a title, and the
    /// `name` on a `VideoTile` is a caller's.
    var isNamed = true

    /// The first kind in the table that one of `words` names; nil when none does.
    static func named(by words: Set<String>) -> ContentDomain? {
        // A menu's item (`MenuItemRow`) is a dish; a menu alone may be a control's.
        let words = words.isSuperset(of: ["menu", "item"]) ? words.union(["dish"]) : words
        return all.first { !$0.words.isDisjoint(with: words) }
    }

    /// The kind most of a guide's declared names (its types and their properties) are about
    /// (`EpisodeRow`, `ShowDetail`, `movieTitle`: videos), when at least three are and no other kind
    /// ties with it; nil otherwise.
    static func ofGuide(declaredNames: Set<String>) -> ContentDomain? {
        let kinds = declaredNames.compactMap { named(by: Set(ComponentPlan.nameWords($0))) }
        let counts = all.map { domain in kinds.filter { $0 == domain }.count }
        guard let best = counts.max(), best >= 3, counts.filter({ $0 == best }).count == 1,
              let index = counts.firstIndex(of: best) else { return nil }
        return all[index]
    }

    /// Whether a type is a piece of content of its guide's kind: a card, tile, hero, poster, feed
    /// item or player that is not a control, a statistic or a section's furniture (`HeroCard`, `UpNextThumb`,
    /// not `QuickActionTile`, `StatCard` or `SectionHeader`).
    static func isContentPiece(_ typeWords: Set<String>) -> Bool {
        !typeWords.isDisjoint(with: ["card", "tile", "hero", "billboard", "thumb", "thumbnail", "poster", "cell", "player", "feed"])
            && typeWords.isDisjoint(with: ["header", "footer", "section", "setting", "settings", "option", "menu", "action",
                                           "filter", "chip", "tag", "stat", "stats", "metric", "summary", "tab", "nav",
                                           "toolbar", "button", "pill", "badge", "column", "account", "profile", "balance", "info",
                                           "empty", "error", "onboarding", "paywall", "plan", "tier", "step", "notification",
                                           "alert", "banner", "tip", "search", "permission", "upsell", "promo"])
    }

    /// The kinds, most specific first: a `PlaylistRow` is music before it is a row of anything else,
    /// an `ExerciseCard` an exercise before a workout.
    static let all: [ContentDomain] = [
        ContentDomain(words: ["track", "song", "album", "playlist", "music", "playing", "lyrics"],
                      titles: ["Golden Hour", "Paper Planes", "Midnight City"], detail: "Nova Lane"),
        ContentDomain(words: ["podcast", "episode"],
                      titles: ["How We Sleep", "The Art of Slowing Down", "Cities at Night"], detail: "42 min",
                      about: "Why rest matters, and how to get more of it.", isNamed: false),
        ContentDomain(words: ["video", "movie", "film", "show", "series", "poster", "stream", "trailer", "billboard", "program",
                              "programme", "epg"],
                      titles: ["The Long Way Home", "Night Shift", "Ocean Deep"], detail: "2024 · Drama",
                      about: "A road trip home turns into the adventure of a lifetime.", isNamed: false),
        ContentDomain(words: ["book", "audiobook", "chapter", "novel"],
                      titles: ["The Quiet Garden", "A Year in Lisbon", "Notes on Light"],
                      about: "A quiet, moving story about starting over.", isNamed: false),
        ContentDomain(words: ["task", "todo", "issue", "ticket", "reminder"],
                      titles: ["Review Q3 budget", "Book flights to Lisbon", "Send design feedback"],
                      about: "Compare actuals with the forecast and flag any gaps."),
        ContentDomain(words: ["note", "doc", "document", "backlink", "wiki", "notebook"],
                      titles: ["Meeting Notes", "Q3 Roadmap", "Reading List"],
                      about: "Agenda, action items and follow-ups from Monday's sync.", isNamed: false),
        ContentDomain(words: ["lesson", "course", "meditation", "sleep", "mindfulness"],
                      titles: ["Breathing for Focus", "Letting Go of Stress", "Sleep Deeply"],
                      about: "A gentle practice to settle a busy mind.", isNamed: false),
        ContentDomain(words: ["article", "news", "headline", "story"],
                      titles: ["City opens new waterfront park", "Storms expected this weekend", "Inside the new night markets"],
                      about: "Officials say the park will open to the public this spring.", isNamed: false),
        ContentDomain(words: ["post", "blog"],
                      titles: ["The best cafés to work from", "My morning routine", "A weekend in Lisbon"],
                      about: "Three spots with good coffee, fast Wi-Fi and plenty of outlets.", isNamed: false),
        ContentDomain(words: ["event", "meeting", "calendar", "agenda"],
                      titles: ["Design review", "Team standup", "Lunch with Sam"],
                      about: "Walk through the new onboarding flow.", isNamed: false),
        ContentDomain(words: ["exercise", "lift"], titles: ["Bench Press", "Back Squat", "Deadlift"],
                      about: "Keep your back flat and drive through your heels."),
        ContentDomain(words: ["workout", "run", "training", "routine"],
                      titles: ["Morning Run", "Full Body Strength", "Evening Yoga"], about: "Easy pace, then six short strides."),
        ContentDomain(words: ["ingredient", "topping"], titles: ["Cilantro-Lime Rice", "Black Beans", "Fresh Tomato Salsa"]),
        ContentDomain(words: ["meal", "food", "dish", "recipe", "snack", "nutrition"],
                      titles: ["Avocado Toast", "Grilled Chicken Bowl", "Berry Smoothie"],
                      about: "Sourdough, smashed avocado, chilli flakes and lime."),
        ContentDomain(words: ["restaurant", "merchant", "store", "cafe", "venue", "place"],
                      titles: ["Blue Door Café", "Sakura Ramen", "Green Fork Kitchen"], detail: "Italian · Pizza",
                      about: "Wood-fired pizza and fresh pasta, made daily."),
        ContentDomain(words: ["hotel", "property", "stay", "listing", "rental"],
                      titles: ["Harbor View Hotel", "The Linden Inn", "Seaside Loft"],
                      about: "Harbor views, a rooftop pool and breakfast included."),
        ContentDomain(words: ["deal", "offer", "promo", "coupon", "reward"],
                      titles: ["Free delivery", "20% off your next order", "Buy one, get one free"], about: "Valid on your next order."),
        ContentDomain(words: ["product", "cart", "wishlist"],
                      titles: ["Wireless Earbuds", "Canvas Backpack", "Ceramic Mug Set"]),
        ContentDomain(words: ["trail", "hike", "route"], titles: ["Mist Trail", "Ridge Loop", "Lakeside Path"],
                      about: "A shaded climb to a waterfall viewpoint."),
        ContentDomain(words: ["pin", "idea", "inspiration"],
                      titles: ["Cozy reading nook", "Summer linen outfits", "Easy weeknight pasta"],
                      about: "Soft light, linen and a stack of books.", isNamed: false),
        ContentDomain(words: ["game", "fixture", "scoreboard", "sport", "sports"],
                      titles: ["Bay City Hawks", "Riverside Kings", "Lakeshore Lions"]),
        ContentDomain(words: ["team", "group", "community", "space", "club"],
                      titles: ["Design Team", "Weekend Hikers", "Book Club"], about: "Weekly hikes around the bay. All levels welcome."),
        ContentDomain(words: ["project"], titles: ["Website Redesign", "Q3 Launch", "Mobile App"],
                      about: "Refresh the marketing site for the spring launch."),
        ContentDomain(words: ["repo", "repository"], titles: ["design-system", "mobile-app", "docs"],
                      about: "Components, tokens and docs for our apps."),
    ]
}
