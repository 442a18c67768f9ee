import Foundation

/// The module names of Apple's iOS SDK — its frameworks (the iPhoneOS SDK's
/// `System/Library/Frameworks`, Apple's framework list at developer.apple.com/documentation) and the
/// system modules beside them — so a render can tell an Apple framework it does not provide from a
/// third-party package it has not: a package's sources can be put beside the code, a framework's
/// cannot.
public enum AppleFrameworks {
    /// Whether `module` is one of Apple's iOS modules.
    public static func contains(_ module: String) -> Bool { names.contains(module) }

    static let names: Set<String> = [
        "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdAttributionKit", "AddressBook",
        "AddressBookUI", "AdServices", "AdSupport", "AppClip", "AppIntents", "AppTrackingTransparency", "ARKit",
        "AssetsLibrary", "AudioToolbox", "AudioUnit", "AuthenticationServices", "AutomaticAssessmentConfiguration",
        "AVFAudio", "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "BrowserEngineKit",
        "BusinessChat", "CallKit", "CarKey", "CarPlay", "CFNetwork", "Charts", "Cinematic", "ClassKit", "ClockKit",
        "CloudKit", "ColorSync", "Combine", "Contacts", "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes",
        "CoreBluetooth", "CoreData", "CoreFoundation", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation",
        "CoreLocationUI", "CoreMedia", "CoreMediaIO", "CoreMIDI", "CoreML", "CoreMotion", "CoreNFC", "CoreServices",
        "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CryptoKit", "CryptoTokenKit",
        "Darwin", "DataDetection", "DeveloperToolsSupport", "DeviceActivity", "DeviceCheck", "DeviceDiscoveryExtension",
        "DeviceDiscoveryUI", "Dispatch", "DockKit", "EventKit", "EventKitUI", "ExposureNotification", "ExtensionFoundation",
        "ExtensionKit", "ExternalAccessory", "FamilyControls", "FileProvider", "FileProviderUI", "FinanceKit",
        "FinanceKitUI", "Foundation", "GameController", "GameKit", "GameplayKit", "GLKit", "GroupActivities", "HealthKit",
        "HealthKitUI", "HomeKit", "iAd", "IdentityLookup", "IdentityLookupUI", "ImageCaptureCore", "ImageIO", "Intents",
        "IntentsUI", "IOSurface", "JavaScriptCore", "JournalingSuggestions", "LinkPresentation", "LiveCommunicationKit",
        "LocalAuthentication", "LocalAuthenticationEmbeddedUI", "ManagedAppDistribution", "ManagedSettings",
        "ManagedSettingsUI", "MapKit", "MarketplaceKit", "Matter", "MatterSupport", "MediaAccessibility", "MediaPlayer",
        "MediaSetup", "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit", "MetalPerformanceShaders",
        "MetalPerformanceShadersGraph", "MetricKit", "MLCompute", "MobileCoreServices", "ModelIO",
        "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension",
        "NewsstandKit", "NotificationCenter", "Observation", "OpenAL", "OpenGLES", "os", "OSLog", "PassKit", "PDFKit",
        "PencilKit", "PHASE", "Photos", "PhotosUI", "ProximityReader", "PushKit", "PushToTalk", "QuartzCore", "QuickLook",
        "QuickLookThumbnailing", "RealityFoundation", "RealityKit", "RegexBuilder", "ReplayKit", "RoomPlan",
        "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit", "ScreenTime", "Security",
        "SensitiveContentAnalysis", "SensorKit", "SharedWithYou", "SharedWithYouCore", "ShazamKit", "simd", "Social",
        "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "Swift", "SwiftData", "SwiftUI", "Symbols",
        "SystemConfiguration", "ThreadNetwork", "TipKit", "Translation", "Twitter", "UIKit", "UniformTypeIdentifiers",
        "UserNotifications", "UserNotificationsUI", "VideoSubscriberAccount", "VideoToolbox", "Vision", "VisionKit",
        "WatchConnectivity", "WeatherKit", "WebKit", "WidgetKit", "WorkoutKit", "XCTest",
    ]
}
