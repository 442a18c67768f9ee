import Foundation
import LocalAuthentication
import Testing

/// LocalAuthentication as lock screens use it: a render is a device with no biometry and no
/// passcode, so nothing can be evaluated and every evaluation fails at once.
@Suite struct LocalAuthenticationTests {
    @Test func noPolicyCanBeEvaluated() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.biometryNotAvailable.rawValue && error?.code == -6)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
        #expect(context.biometryType == .none && context.evaluatedPolicyDomainState == nil)
    }

    @Test func evaluationsFailAtOnce() async {
        let context = LAContext()
        var replies: [(Bool, Error?)] = []
        context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") { replies.append(($0, $1)) }
        #expect(replies.count == 1 && replies[0].0 == false)
        #expect((replies[0].1 as? LAError)?.code == .biometryNotAvailable)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
            Issue.record("a render never authenticates")
        } catch LAError.passcodeNotSet {
        } catch {
            Issue.record("unexpected \(error)")
        }
        context.invalidate()
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { _, error in
            #expect((error as? LAError)?.code == .invalidContext)
        }
    }

    @Test func valuesAreApples() {
        #expect(LAPolicy.deviceOwnerAuthenticationWithBiometrics.rawValue == 1 && LAPolicy.deviceOwnerAuthentication.rawValue == 2)
        #expect(LAError.Code.userCancel.rawValue == -2 && LAError.Code.notInteractive.rawValue == -1004)
        #expect(LABiometryType.faceID.rawValue == 2 && LABiometryType.opticID.rawValue == 4)
        let context = LAContext()
        context.touchIDAuthenticationAllowableReuseDuration = 1000
        #expect(context.touchIDAuthenticationAllowableReuseDuration == LATouchIDAuthenticationMaximumAllowableReuseDuration)
        #expect(!context.isCredentialSet(.applicationPassword))
        #expect(context.setCredential(Data("pw".utf8), type: .applicationPassword) && context.isCredentialSet(.applicationPassword))
        #expect(LAError(.userCancel) == LAError(.userCancel) && (LAError(.userCancel) as NSError).code == -2)
    }
}
