import SwiftUI

/// One holding of the sample portfolio, with the figures an `AssetRow` shows. Bitcoin's come from
/// the guide's VoiceOver note ("Bitcoin, B T C, you own 0.1842, current price $67,234.18, up 1.92
/// percent today"); the others are invented so the holdings add up to the hero's $12,846.59.
struct CoinbaseSampleAsset {
    let name: String
    let ticker: String
    let holdings: String
    let price: Double
    /// The day's change as a fraction (0.0192 = +1.92 %).
    let dayChangePct: Double
    let iconColor: Color
    let glyph: String
    /// The sparkline's shape: the net move over the day and the size of its wiggles, both as
    /// fractions of the price, and where in its cycle the wiggle starts.
    let wiggle: Double
    let phase: Double

    /// The day's change in dollars: the price move that gives `dayChangePct`.
    var dayChange: Double { price * dayChangePct / (1 + dayChangePct) }

    /// 32 evenly spaced (timestamp, price) points over the day, from a fixed formula (a straight
    /// move from yesterday's price to today's plus two sine waves), so every render is identical.
    var sparklinePoints: [(Double, Double)] {
        let count = 32
        let opening = price - dayChange
        return (0..<count).map { index in
            let t = Double(index) / Double(count - 1)
            let wave = sin(2 * .pi * (1.5 * t + phase)) + 0.45 * sin(2 * .pi * (4.0 * t + 2 * phase))
            // The wiggle fades out at both ends so the line starts at the opening price and ends at the price.
            let envelope = sin(.pi * t)
            return (Double(index) * 2700, opening + dayChange * t + price * wiggle * envelope * wave)
        }
    }

    /// The guide's row for this holding.
    var row: AssetRow {
        AssetRow(assetName: name, ticker: ticker, holdings: holdings, price: price, dayChange: dayChange,
                 dayChangePct: dayChangePct, iconColor: iconColor, glyph: glyph, sparklinePoints: sparklinePoints)
    }

    static let bitcoin = CoinbaseSampleAsset(name: "Bitcoin", ticker: "BTC", holdings: "0.1842 BTC", price: 67_234.18,
                                             dayChangePct: 0.0192, iconColor: .cbBitcoin, glyph: "₿",
                                             wiggle: 0.006, phase: 0.1)
    static let ethereum = CoinbaseSampleAsset(name: "Ethereum", ticker: "ETH", holdings: "0.0425 ETH", price: 3_482.51,
                                              dayChangePct: -0.0084, iconColor: .cbEthereum, glyph: "Ξ",
                                              wiggle: 0.005, phase: 0.6)
    static let usdCoin = CoinbaseSampleAsset(name: "USD Coin", ticker: "USDC", holdings: "250.00 USDC", price: 1.00,
                                             dayChangePct: 0.0001, iconColor: .cbUSDC, glyph: "$",
                                             wiggle: 0.0002, phase: 0.35)
    static let solana = CoinbaseSampleAsset(name: "Solana", ticker: "SOL", holdings: "0.4300 SOL", price: 148.92,
                                            dayChangePct: 0.0427, iconColor: .cbSolana, glyph: "◎",
                                            wiggle: 0.012, phase: 0.8)

    /// The portfolio's holdings in list order.
    static let portfolio: [CoinbaseSampleAsset] = [.bitcoin, .ethereum, .usdCoin, .solana]
}

/// The sample holdings as the guide's rows, stacked the way the asset list shows them.
struct CoinbaseAssetList: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(CoinbaseSampleAsset.portfolio, id: \.ticker) { asset in
                asset.row
            }
        }
    }
}
