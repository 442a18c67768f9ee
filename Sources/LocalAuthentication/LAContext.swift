import Foundation

/// A context for authenticating the device's owner (Apple's `LAContext`). A render is a device with
/// no biometric sensor and no passcode, and nobody to answer a prompt: no policy can be evaluated
/// (`canEvaluatePolicy` is false with `LAError.biometryNotAvailable` for the biometric policies and
/// `LAError.passcodeNotSet` for the others), every evaluation fails at once with that error, and
/// `biometryType` is `.none`.
open class LAContext: NSObject, @unchecked Sendable {
    /// The reason shown in the prompt (none is shown in a render).
    open var localizedReason = ""
    /// The fallback button's title; nil for the system's, empty to hide it.
    open var localizedFallbackTitle: String?
    /// The cancel button's title; nil for the system's.
    open var localizedCancelTitle: String?
    /// How long a device unlock with Touch ID counts as an authentication (seconds, up to
    /// `LATouchIDAuthenticationMaximumAllowableReuseDuration`).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0 {
        didSet {
            touchIDAuthenticationAllowableReuseDuration = min(max(touchIDAuthenticationAllowableReuseDuration, 0),
                                                              LATouchIDAuthenticationMaximumAllowableReuseDuration)
        }
    }
    /// Whether the context may show its UI (it never does in a render).
    open var interactionNotAllowed = false
    /// The device's biometry: none in a render.
    open var biometryType: LABiometryType { .none }
    /// The enrolled biometric identities' state: nil, as none is enrolled.
    open var evaluatedPolicyDomainState: Data? { nil }

    private var isInvalidated = false
    private var credentials: [LACredentialType: Data] = [:]

    public override init() { super.init() }

    /// Whether `policy` can be evaluated: never in a render. When `error` is given, it is set to why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = refusal(for: policy) as NSError
        return false
    }

    /// Evaluates `policy`: `reply` is called at once with false and the reason the evaluation
    /// cannot run (a render never authenticates).
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, refusal(for: policy))
    }

    /// Evaluates `policy`; throws the reason the evaluation cannot run (a render never authenticates).
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw refusal(for: policy)
    }

    /// Ends the context: later evaluations fail with `LAError.invalidContext`.
    open func invalidate() { isInvalidated = true }

    /// Keeps a credential for the context's evaluations; nil removes it. Returns whether it was set.
    @discardableResult
    open func setCredential(_ credential: Data?, type: LACredentialType) -> Bool {
        credentials[type] = credential
        return true
    }

    /// Whether a credential of `type` was set.
    open func isCredentialSet(_ type: LACredentialType) -> Bool { credentials[type] != nil }

    /// Why `policy` cannot be evaluated on this context.
    private func refusal(for policy: LAPolicy) -> LAError {
        if isInvalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
            return LAError(.biometryNotAvailable)
        case .deviceOwnerAuthenticationWithWatch:
            return LAError(.watchNotAvailable)
        case .deviceOwnerAuthentication, .deviceOwnerAuthenticationWithWristDetection:
            return LAError(.passcodeNotSet)
        }
    }
}
