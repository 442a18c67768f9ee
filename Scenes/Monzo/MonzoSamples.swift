import SwiftUI

/// Sample data for the Monzo scenes: the guide's own examples (the card hero's "£2,418.60" and
/// "•••• •••• •••• 9042", the pot card's "£640" of "£1,000") and, where the guide gives none,
/// invented ones in its spirit (merchants, categories and times as the VoiceOver note reads a row:
/// "{merchant}, {category}, {amount}, {time}{, pending}").
@MainActor
enum MonzoSamples {
    static let balance = "£2,418.60"
    static let maskedNumber = "•••• •••• •••• 9042"

    static let coffee = TransactionRow(emoji: "☕️", tint: .monzoGold, merchant: "Corner Café",
                                       category: "Eating out", time: "08:42", amount: "£4.35",
                                       isIncome: false, isPending: false)
    static let salary = TransactionRow(emoji: "💷", tint: .monzoIncome, merchant: "Acme Studio Ltd",
                                       category: "Income", time: "09:00", amount: "+£2,150.00",
                                       isIncome: true, isPending: false)
    static let travel = TransactionRow(emoji: "🚇", tint: .monzoSky, merchant: "Metro Travel",
                                       category: "Transport", time: "18:12", amount: "£2.80",
                                       isIncome: false, isPending: true)
    static let groceries = TransactionRow(emoji: "🛒", tint: .monzoMint, merchant: "Green's Grocers",
                                          category: "Groceries", time: "12:30", amount: "£23.17",
                                          isIncome: false, isPending: false)

    /// Today's feed, newest first: the pending card payment on top.
    static let feed = [travel, groceries, coffee, salary]

    /// The pot card's mint gradient (`monzoMint` → #2FB59A); the others pair an accent with a
    /// deeper shade of it the same way.
    static let holiday = PotCoin(emoji: "🏖️", name: "Holiday", amount: "£640",
                                 gradient: [.monzoMint, Color(hex: 0x2FB59A)])
    static let rainyDay = PotCoin(emoji: "☔️", name: "Rainy day", amount: "£1,250",
                                  gradient: [.monzoSky, Color(hex: 0x2F7FD0)])
    static let gigs = PotCoin(emoji: "🎟️", name: "Gig tickets", amount: "£85",
                              gradient: [.monzoViolet, Color(hex: 0x7A5CC7)])

    static let pots = [holiday, rainyDay, gigs]
}
