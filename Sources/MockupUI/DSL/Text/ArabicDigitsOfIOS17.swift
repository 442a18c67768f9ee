import Foundation

extension Locale {
    /// This locale as iOS 17 formats values in it (TEXT.md §11.2): Arabic taking CLDR's generic `ar`
    /// data — no region (`ar`, `ar_001`) or a region with no Arabic locale of its own (`ar_US`) —
    /// writes Arabic-Indic digits, `ar`'s default numbering system until CLDR 46 (2024), which
    /// made it Latin; the ICU that Foundation formats with here has CLDR 46. Regions with their own
    /// data (`ar_SA` Arabic-Indic, `ar_AE` and `ar_MA` Latin) and an explicit numbering system
    /// (`ar@numbers=latn`, `ar-u-nu-latn`) are formatted as given.
    var formattingLocaleOfIOS17: Locale {
        guard identifier.hasPrefix("ar"), language.languageCode == .arabic else { return self }
        var components = Locale.Components(locale: self)
        guard components.numberingSystem == nil,
              region.map({ !Self.arabicRegions.contains($0.identifier) }) ?? true else { return self }
        components.numberingSystem = "arab"
        return Locale(components: components)
    }

    /// The regions with an Arabic locale of their own (`ar_EG`, `ar_AE`, …); `001` is `ar` itself.
    private static let arabicRegions: Set<String> = Set(Locale.availableIdentifiers.compactMap { identifier in
        let locale = Locale(identifier: identifier)
        guard locale.language.languageCode == .arabic, let region = locale.region?.identifier, region != "001" else { return nil }
        return region
    })
}
