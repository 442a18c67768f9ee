import SwiftUI

/// The sample card, watchlist and Earn products the Crypto.com scenes show. The card's PAN and
/// holder, the balance and its P&L, and Bitcoin's watchlist figures come from the guide's own
/// comments and VoiceOver notes ("5482 •••• •••• 7310", "ALEX RIVERA", "$ 18,402.65",
/// "+$320.18 (+1.77%)", "Bitcoin, 67,284 dollars, up 2.34 percent"); the rest is invented in their
/// spirit.
enum CryptoComSample {
    static let pan = "5482 •••• •••• 7310"
    static let holder = "ALEX RIVERA"
    static let balance = "$ 18,402.65"
    static let gain = "+$320.18 (+1.77%)"
    static let loss = "−$214.37 (−1.15%)"

    /// A watchlist entry: the arguments of one `WatchRow`.
    struct Quote {
        let symbol: String, name: String, price: String, pct: Double
    }

    static let watchlist: [Quote] = [
        Quote(symbol: "BTC", name: "Bitcoin", price: "$67,284.00", pct: 2.34),
        Quote(symbol: "ETH", name: "Ethereum", price: "$3,482.51", pct: -0.84),
        Quote(symbol: "CRO", name: "Cronos", price: "$0.0912", pct: 5.12),
        Quote(symbol: "SOL", name: "Solana", price: "$148.92", pct: -1.37),
    ]

    /// An Earn product: the arguments of one `EarnRow`.
    struct EarnProduct {
        let name: String, term: String, apr: String
    }

    static let earnProducts: [EarnProduct] = [
        EarnProduct(name: "USDC", term: "Flexible", apr: "6.00%"),
        EarnProduct(name: "CRO", term: "3-month term", apr: "10.50%"),
        EarnProduct(name: "Bitcoin", term: "1-month term", apr: "2.50%"),
    ]
}

/// The sample watchlist as the guide's rows.
struct CryptoComWatchlist: View {
    var count = CryptoComSample.watchlist.count

    var body: some View {
        VStack(spacing: 0) {
            ForEach(CryptoComSample.watchlist.prefix(count), id: \.symbol) { quote in
                WatchRow(symbol: quote.symbol, name: quote.name, price: quote.price, pct: quote.pct)
            }
        }
    }
}

/// The sample Earn products as the guide's rows (which carry no side padding of their own).
struct CryptoComEarnList: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(CryptoComSample.earnProducts, id: \.name) { product in
                EarnRow(name: product.name, term: product.term, apr: product.apr)
            }
        }
    }
}
