import Foundation

/// Samples for numbers that measure one thing against another: a ring's `points` of its `goal`, a
/// bar's `current` of `target`, a tuple `protein: (Double, Double)` of grams eaten and grams aimed
/// for. Sampled one by one, both were 3 and every ring was full; together the part is 64 % of the
/// whole (as a fraction's sample is), what remains is the rest, and the whole is a plausible size
/// for what is measured (10,000 steps, 2,000 kcal, 150 g), read from the names, their comments
/// and the words the view draws around them.
enum QuantitySamples {
    /// A number to sample: its name, type and the comment that documents it.
    struct Number {
        let name: String
        let type: String
        let comment: String?
    }

    /// Samples by name for the numbers among `parameters` that one of them is the whole of (a
    /// `goal`, `target`, `total`, `max`, `limit`, `budget`, `capacity`), empty when none is. A
    /// number its comment gives keeps it, and so do lengths, fractions and positions: a step of
    /// `total` steps leaves the parts alone and makes the whole 5. `context` is the type's name
    /// and what it draws.
    static func samples(_ parameters: [Number], context: String) -> [String: String] {
        let open = parameters.filter {
            numericTypes.contains($0.type) && ArgumentInference.numberSample($0.comment, integer: false) == nil
        }
        guard let whole = open.first(where: isWhole) else { return [:] }
        let parts = open.filter { $0.name != whole.name && !isWhole($0) }
        let measured = parts.filter { part in
            ArgumentInference.lengthSample(part.name) == nil && !ArgumentInference.isFraction(part.name) && !isPosition(part)
        }
        if measured.isEmpty {
            return parts.contains(where: isPosition) ? [whole.name: literal(5, type: whole.type)] : [:]
        }
        // A `min` beside the `max` makes a range (a slider's bounds), not a measure.
        if parameters.contains(where: { words($0.name).contains { ["min", "minimum"].contains($0) } }) { return [:] }
        let described = ([whole] + measured).map { "\($0.name) \($0.comment ?? "")" }.joined(separator: " ")
        let size = domainMagnitude(described) ?? domainMagnitude(context) ?? (100, 64)
        var result = [whole.name: literal(size.whole, type: whole.type)]
        for part in measured {
            let remains = words(part.name).contains { remainingWords.contains($0) }
            result[part.name] = literal(remains ? size.whole - size.part : size.part, type: part.type)
        }
        return result
    }

    /// The (part, whole) of an unlabelled pair of numbers named for what it measures
    /// (`protein: (Double, Double)`), nil for other pairs (a point, a range).
    static func pair(_ types: [String], name: String, comment: String?) -> String? {
        guard types.count == 2, types.allSatisfy(numericTypes.contains), let size = domainMagnitude("\(name) \(comment ?? "")")
        else { return nil }
        return "\(literal(size.part, type: types[0])), \(literal(size.whole, type: types[1]))"
    }

    /// The sample of a number alone, named for what it measures (`points: Int` → 800, `steps` →
    /// 6400): the part a whole of its kind would have; nil for other names.
    static func alone(name: String, type: String) -> String? {
        // One letter (`g` of a colour's components) names nothing measured; a count of them
        // (`ratingCount`) is not their measure.
        guard name.count > 1, !words(name).contains(where: { ["count", "number", "num"].contains($0) }) else { return nil }
        return domainMagnitude(name).map { literal($0.part, type: type) }
    }

    /// The sample of a number its view divides by `whole` (`CGFloat(level) / 100`): 64 % of it, as a
    /// part of another parameter is (a score 82 %); nil when it is not a number, is a position (`index / 5` finds a
    /// row), or its comment gives one.
    static func share(of number: Number, dividedBy whole: Double?) -> String? {
        guard let whole, numericTypes.contains(number.type), !isPosition(number),
              ArgumentInference.numberSample(number.comment, integer: false) == nil else { return nil }
        // A score reads well at 82 % (82 of 100, as a score alone is sampled).
        return literal((whole * (words(number.name).contains("score") ? 0.82 : 0.64)).rounded(), type: number.type)
    }

    private static let numericTypes: Set<String> = ["Int", "Int32", "Int64", "UInt", "Double", "CGFloat", "Float"]
    private static let wholeWords: Set<String> = ["goal", "target", "total", "max", "maximum", "limit", "budget", "capacity", "quota"]
    private static let remainingWords: Set<String> = ["remaining", "remain", "left", "togo"]

    private static func isWhole(_ number: Number) -> Bool {
        words(number.name).contains { wholeWords.contains($0) } && !words(number.name).contains { remainingWords.contains($0) }
    }

    /// An integer that says where one is (`current`, `step`, `selectedIndex`), not how much.
    private static func isPosition(_ number: Number) -> Bool {
        number.type.hasPrefix("Int") && (ArgumentInference.isIndex(number.name) || words(number.name).contains("step"))
    }

    /// Wholes of measures in an app's domain, from typical daily goals and rewards thresholds.
    private static let domains: [(words: Set<String>, whole: Double, part: Double?)] = [
        (["steps"], 10_000, nil),
        (["kcal", "calorie", "calories", "cal"], 2_000, nil),
        (["protein", "carbs", "carb", "fat", "grams", "gram", "g"], 150, nil),
        (["water", "ml", "hydration"], 2_000, nil),
        (["minutes", "minute", "mins"], 30, nil),
        (["hours", "hour", "hrs", "sleep"], 8, nil),
        (["km", "miles", "mile", "distance"], 10, nil),
        (["pages"], 300, nil),
        (["books"], 24, nil),
        (["points", "pts", "xp"], 1_250, nil),
        (["budget", "spent", "spend", "spending"], 2_000, nil),
        (["rating", "stars"], 5, 4),
    ]

    /// The whole and its part for the first measure `text` names.
    private static func domainMagnitude(_ text: String) -> (whole: Double, part: Double)? {
        let found = Set(words(text))
        return domains.first { !$0.words.isDisjoint(with: found) }.map { ($0.whole, $0.part ?? ($0.whole * 0.64).rounded()) }
    }

    /// Lowercased words of names and prose: `goalKcal` and `"kcal of goal"` both give `kcal`.
    private static func words(_ text: String) -> [String] {
        text.split { !$0.isLetter }.flatMap { ComponentPlan.nameWords(String($0)) }
    }

    private static func literal(_ value: Double, type: String) -> String {
        type.hasPrefix("Int") || type == "UInt" ? String(Int(value)) : String(value)
    }
}
