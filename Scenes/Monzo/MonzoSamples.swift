import SwiftUI

/// Sample data for the Monzo scenes: the guide's own examples (the card hero's "£2,418.60" and
/// "•••• •••• •••• 9042", the pot card's "£640" of "£1,000") and, where the guide gives none,
/// invented ones in its spirit (merchants, categories and times as the VoiceOver note reads a row:
/// "{merchant}, {category}, {amount}, {time}{, pending}").
enum MonzoSamples {
    static let balance = "£2,418.60"
    static let maskedNumber = "•••• •••• •••• 9042"

    /// One feed entry, in `TransactionRow`'s terms.
    struct Transaction {
        let emoji: String
        let tint: Color
        let merchant: String
        let category: String
        let time: String
        let amount: String
        var isIncome = false
        var isPending = false

        var row: TransactionRow {
            TransactionRow(emoji: emoji, tint: tint, merchant: merchant, category: category, time: time,
                           amount: amount, isIncome: isIncome, isPending: isPending)
        }
    }

    static let coffee = Transaction(emoji: "☕️", tint: .monzoGold, merchant: "Corner Café",
                                    category: "Eating out", time: "08:42", amount: "£4.35")
    static let salary = Transaction(emoji: "💷", tint: .monzoIncome, merchant: "Acme Studio Ltd",
                                    category: "Income", time: "09:00", amount: "+£2,150.00", isIncome: true)
    static let travel = Transaction(emoji: "🚇", tint: .monzoSky, merchant: "Metro Travel",
                                    category: "Transport", time: "18:12", amount: "£2.80", isPending: true)
    static let groceries = Transaction(emoji: "🛒", tint: .monzoMint, merchant: "Green's Grocers",
                                       category: "Groceries", time: "12:30", amount: "£23.17")

    /// Today's feed, newest first: the pending card payment on top.
    static let feed = [travel, groceries, coffee, salary]

    /// One Pot, in `PotCoin`'s terms.
    struct Pot {
        let emoji: String
        let name: String
        let amount: String
        let gradient: [Color]

        var coin: PotCoin { PotCoin(emoji: emoji, name: name, amount: amount, gradient: gradient) }
    }

    /// The pot card's mint gradient (`monzoMint` → #2FB59A); the others pair an accent with a
    /// deeper shade of it the same way.
    static let holiday = Pot(emoji: "🏖️", name: "Holiday", amount: "£640",
                             gradient: [.monzoMint, Color(hex: 0x2FB59A)])
    static let rainyDay = Pot(emoji: "☔️", name: "Rainy day", amount: "£1,250",
                              gradient: [.monzoSky, Color(hex: 0x2F7FD0)])
    static let gigs = Pot(emoji: "🎟️", name: "Gig tickets", amount: "£85",
                          gradient: [.monzoViolet, Color(hex: 0x7A5CC7)])

    static let pots = [holiday, rainyDay, gigs]
}
