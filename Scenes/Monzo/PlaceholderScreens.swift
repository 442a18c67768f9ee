import SwiftUI

// The tab screens `MonzoTabView` shows. Home is the real home screen; the others are the brand
// canvas with the screen title at the top of the safe area.

/// A screen's large title at the top of the safe area.
struct MonzoScreenHeader: View {
    let title: String

    var body: some View {
        HStack {
            Text(title).font(.monzoScreenTitle)
            Spacer()
            Image(systemName: "magnifyingglass")
                .font(.system(size: 16, weight: .semibold))
                .frame(width: 36, height: 36)
                .background(Circle().fill(Color.monzoCoral.opacity(0.12)))
        }
        .padding(.horizontal, 20)
    }
}

/// A tab screen: the Monzo canvas and text colour of the colour scheme (`monzoTheme()`) with the
/// screen title.
struct MonzoPlaceholderScreen: View {
    let title: String

    var body: some View {
        MonzoScreenHeader(title: title)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .monzoTheme()
    }
}

/// The Home tab: title, the Hot Coral card hero, and a navy sheet (the brand navy is the guide's
/// dark card/row surface) holding the Pots strip and today's feed, so the dark-surface components
/// read the same in both colour schemes.
struct HomeView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            MonzoScreenHeader(title: "Home")
            MonzoCardHero(balance: MonzoSamples.balance, maskedNumber: MonzoSamples.maskedNumber)
                .padding(.top, 16)
            MonzoHomeSheet()
                .padding(.horizontal, 12)
                .padding(.top, 20)
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .monzoTheme()
    }
}

/// Pots and today's transactions on a `monzoDarkSurface1` sheet with the guide's 1 pt
/// `monzoDarkDivider` elevation border.
struct MonzoHomeSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Pots")
                .font(.monzoSubsection)
                .foregroundStyle(Color.monzoDarkTextPrimary)
                .padding(.horizontal, 20)
            HStack(spacing: 0) {
                ForEach(MonzoSamples.pots, id: \.name) { coin in
                    coin.frame(maxWidth: .infinity)
                }
            }
            .padding(.horizontal, 8)
            .padding(.top, 12)
            Text("Today")
                .font(.monzoMeta)
                .foregroundStyle(Color.monzoDarkTextSecondary)
                .padding(.horizontal, 20)
                .padding(.top, 18)
                .padding(.bottom, 2)
            ForEach(MonzoSamples.feed, id: \.merchant) { $0 }
        }
        .padding(.top, 18)
        .padding(.bottom, 6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.monzoDarkSurface1))
        .overlay(RoundedRectangle(cornerRadius: 20).strokeBorder(Color.monzoDarkDivider, lineWidth: 1))
    }
}

struct PaymentsView: View { var body: some View { MonzoPlaceholderScreen(title: "Payments") } }
struct PotsView: View { var body: some View { MonzoPlaceholderScreen(title: "Pots") } }
struct TrendsView: View { var body: some View { MonzoPlaceholderScreen(title: "Trends") } }
struct AccountView: View { var body: some View { MonzoPlaceholderScreen(title: "Account") } }
