import SwiftUI

/// The Crypto.com home screen: balance hero, quick actions, the watchlist and Earn rows, with the
/// floating-Trade tab bar at the bottom, in the dark-first theme.
struct CryptoComHomeScreen: View {
    /// Points above the content: the status bar of an iPhone 15/16.
    private let statusBarInset: CGFloat = 59

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
            CryptoComDockedTabBar()
        }
        .padding(.top, statusBarInset)
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

/// The tab bar as it sits at the bottom of the screen, Home selected: its own 14 pt bottom padding
/// plus 20 pt make up the 34 pt home-indicator inset.
struct CryptoComDockedTabBar: View {
    var body: some View {
        CryptoTabBar(selected: .constant(0))
            .padding(.bottom, 20)
    }
}
