import Foundation
import Testing
import WatchConnectivity

/// The iPhone side of a watch session, with no watch paired: it activates, and nothing reaches a watch.
struct WatchConnectivityTests {
    final class Listener: NSObject, WCSessionDelegate {
        var activations: [WCSessionActivationState] = []
        var finishedTransfers: [Error?] = []
        func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
            activations.append(activationState)
        }
        func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: Error?) {
            finishedTransfers.append(error)
        }
    }

    @Test func aSessionActivatesButNoWatchIsPairedOrReachable() throws {
        let session = WCSession()
        let listener = Listener()
        session.delegate = listener
        #expect(WCSession.isSupported())
        #expect(session.activationState == .notActivated)
        var before: Error?
        session.sendMessage(["ping": 1], replyHandler: nil) { before = $0 }
        #expect((before as? WCError)?.code == .sessionNotActivated)

        session.activate()
        #expect(listener.activations == [.activated] && session.activationState == .activated)
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable && session.watchDirectoryURL == nil)

        var failure: Error?
        session.sendMessage(["ping": 1], replyHandler: { _ in Issue.record("no reply without a watch") }, errorHandler: { failure = $0 })
        #expect((failure as? WCError)?.code == .notReachable)
        #expect(throws: WCError(.deviceNotPaired)) { try session.updateApplicationContext(["score": 3]) }
        do {
            try session.updateApplicationContext([:])
        } catch WCError.deviceNotPaired {
        } catch {
            Issue.record("matched by code: \(error)")
        }

        let transfer = session.transferUserInfo(["habit": "walk"])
        #expect(transfer.userInfo["habit"] as? String == "walk" && !transfer.isTransferring)
        #expect(listener.finishedTransfers.count == 1 && (listener.finishedTransfers[0] as? WCError)?.code == .deviceNotPaired)
        #expect(WCError(.notReachable).errorCode == 7007 && WCError.errorDomain == WCErrorDomain)
    }
}
