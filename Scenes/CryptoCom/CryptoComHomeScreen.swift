import SwiftUI

/// The Crypto.com home screen: balance hero, quick actions, the watchlist and Earn rows, with the
/// floating-Trade tab bar at the bottom, in the dark-first theme.
struct CryptoComHomeScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            BalanceHero(value: CryptoComSample.balance, pnl: CryptoComSample.gain, gain: true)
                .padding(.top, 16)
            QuickActions()
                .padding(.top, 24)
            section("Watchlist")
            CryptoComWatchlist(count: 3)
            section("Earn")
            CryptoComEarnList()
                .padding(.horizontal, 20)
            Spacer(minLength: 0)
            CryptoTabBar(selected: .constant(0))
        }
        .cryptoTheme()
    }

    private func section(_ title: String) -> some View {
        Text(title)
            .font(.ccSection)
            .foregroundStyle(Color.ccTextPrimary)
            .padding(.horizontal, 20)
            .padding(.top, 28)
            .padding(.bottom, 4)
    }
}

