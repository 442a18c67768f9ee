import Foundation

/// A Core Location error.
public struct CLError: Error, Hashable, CustomNSError {
    /// What went wrong.
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
             regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
             geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered,
             deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "kCLErrorDomain" }
    public var errorCode: Int { code.rawValue }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
}

extension CLError.Code {
    /// `catch CLError.denied`: whether `error` is a Core Location error with `code`.
    public static func ~= (code: CLError.Code, error: Error) -> Bool { (error as? CLError)?.code == code }
}
