// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Mockup",
    products: [
        .executable(name: "mockup", targets: ["mockup"]),
        .library(name: "MockupUI", targets: ["MockupUI"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "MockupTesting", targets: ["MockupTesting"]),
        /// The engine as one shared library: what `mockup render guide.md` links a guide's code against.
        .library(name: "MockupRuntime", type: .dynamic,
                 targets: ["SwiftUI", "MockupUI", "MockupText", "MockupRaster", "MockupAssets", "MockupGuideRuntime",
                           "DeveloperToolsSupport",
                           "Combine", "UIKit", "CoreLocation", "MapKit", "Charts", "AVKit", "WidgetKit", "ActivityKit",
                           "AppIntents", "Intents", "StoreKit", "PassKit", "CoreVideo", "CoreMedia", "AVFoundation", "WebKit", "UserNotifications",
                           "MediaPlayer", "CoreImage", "PhotosUI", "Photos", "PencilKit", "UniformTypeIdentifiers", "CoreTransferable", "Accessibility", "SwiftData", "CoreData",
                           "LocalAuthentication", "CryptoKit", "Network", "AuthenticationServices", "TipKit",
                           "CoreGraphics", "QuartzCore", "ImageIO", "os", "OSLog", "CoreHaptics", "CoreMotion", "SafariServices", "MessageUI",
                           "BackgroundTasks", "Security", "CoreLocationUI", "MobileCoreServices", "CoreSpotlight", "CoreText",
                           "WatchConnectivity", "Contacts", "AudioToolbox", "EventKit", "EventKitUI", "Speech",
                           "SDWebImage", "SDWebImageSwiftUI", "Kingfisher", "KingfisherSwiftUI",
                           "FirebaseCore", "FirebaseAuth", "FirebaseFirestore", "FirebaseFirestoreSwift", "FirebaseStorage", "FirebaseDatabase", "FirebaseAnalytics", "FirebaseCrashlytics", "FirebaseMessaging", "FirebaseRemoteConfig", "FirebaseRemoteConfigSwift", "Firebase", "Lottie", "Nuke", "NukeUI", "NukeExtensions",
                           "SupabaseHelpers", "Auth", "PostgREST", "Storage", "Realtime", "Functions", "Supabase", "PopupView", "RswiftResources", "Rswift"]),
        // Apple frameworks that SwiftUI code imports beside SwiftUI (compile surface; see docs/API-SHIMS.md).
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .library(name: "CoreVideo", targets: ["CoreVideo"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SDWebImage", targets: ["SDWebImage"]),
        .library(name: "SDWebImageSwiftUI", targets: ["SDWebImageSwiftUI"]),
        .library(name: "Kingfisher", targets: ["Kingfisher"]),
        .library(name: "KingfisherSwiftUI", targets: ["KingfisherSwiftUI"]),
        .library(name: "FirebaseCore", targets: ["FirebaseCore"]),
        .library(name: "FirebaseAuth", targets: ["FirebaseAuth"]),
        .library(name: "FirebaseFirestore", targets: ["FirebaseFirestore"]),
        .library(name: "FirebaseFirestoreSwift", targets: ["FirebaseFirestoreSwift"]),
        .library(name: "FirebaseStorage", targets: ["FirebaseStorage"]),
        .library(name: "FirebaseDatabase", targets: ["FirebaseDatabase"]),
        .library(name: "FirebaseAnalytics", targets: ["FirebaseAnalytics"]),
        .library(name: "FirebaseCrashlytics", targets: ["FirebaseCrashlytics"]),
        .library(name: "FirebaseMessaging", targets: ["FirebaseMessaging"]),
        .library(name: "FirebaseRemoteConfig", targets: ["FirebaseRemoteConfig"]),
        .library(name: "FirebaseRemoteConfigSwift", targets: ["FirebaseRemoteConfigSwift"]),
        .library(name: "Firebase", targets: ["Firebase"]),
        .library(name: "Supabase", targets: ["Supabase"]),
        .library(name: "PopupView", targets: ["PopupView"]),
        .library(name: "RswiftResources", targets: ["RswiftResources"]),
        .library(name: "Rswift", targets: ["Rswift"]),
        .library(name: "Lottie", targets: ["Lottie"]),
        .library(name: "Nuke", targets: ["Nuke"]),
        .library(name: "NukeUI", targets: ["NukeUI"]),
        .library(name: "NukeExtensions", targets: ["NukeExtensions"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "PassKit", targets: ["PassKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "CoreImage", targets: ["CoreImage"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "TipKit", targets: ["TipKit"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PencilKit", targets: ["PencilKit"]),
        .library(name: "Speech", targets: ["Speech"]),
        .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
        .library(name: "Accessibility", targets: ["Accessibility"]),
        .library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "CryptoKit", targets: ["CryptoKit"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "CoreHaptics", targets: ["CoreHaptics"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "CoreLocationUI", targets: ["CoreLocationUI"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "CoreSpotlight", targets: ["CoreSpotlight"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "WatchConnectivity", targets: ["WatchConnectivity"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "EventKit", targets: ["EventKit"]),
        .library(name: "EventKitUI", targets: ["EventKitUI"]),
    ],
    targets: [
        // System libraries (apt: libfreetype-dev libharfbuzz-dev libicu-dev libpng-dev libjpeg-dev zlib1g-dev libgeos-dev libssl-dev libzint-dev librsvg2-dev libpoppler-glib-dev pkg-config).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        /// ICU's common library, for the Unicode Bidirectional Algorithm (`ubidi`) behind right-to-left text.
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        /// libjpeg-turbo, behind `JPEGDecoder` (photos in asset catalogs).
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CRLottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        /// GEOS, the geometry engine behind path boolean operations (`Path.union`, ...).
        .systemLibrary(name: "CGEOS", pkgConfig: "geos", providers: [.apt(["libgeos-dev"])]),
        /// OpenSSL's libcrypto, behind the `CryptoKit` module (hashes, HMAC's hashes, AES-GCM, ChaChaPoly).
        .systemLibrary(name: "COpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        /// Zint, the barcode encoder behind Core Image's QR, Code 128, Aztec and PDF417 generators.
        .systemLibrary(name: "CZint", providers: [.apt(["libzint-dev"])]),
        /// librsvg and Poppler (GLib), which rasterize an asset catalog's SVG and PDF images through cairo
        /// (the functions used are declared in its shim.h, so importers need no GLib include flags).
        .systemLibrary(name: "CVectorImage", providers: [.apt(["librsvg2-dev", "libpoppler-glib-dev"])]),
        /// Clang submodules of Apple frameworks (`import CoreImage.CIFilterBuiltins`), empty: the API is
        /// in the Swift modules of the same names, which depend on this target so its module map
        /// reaches every package that imports them.
        .systemLibrary(name: "FrameworkSubmodules"),
        .target(name: "CShims", dependencies: ["CFreeType"]),
        /// The Unicode Bidirectional Algorithm through ICU's `ubidi`, behind one C function.
        .target(name: "CBidi", dependencies: ["CICU"]),
        /// Line break opportunities through ICU's `ubrk` (dictionaries for scripts without spaces), behind one C function.
        .target(name: "CLineBreaks", dependencies: ["CICU"]),
        /// Keeps the main-queue work a view schedules while it is rendered and runs it on a virtual clock.
        .target(name: "CMainQueue"),

        // Engine.
        // No unsafe flags in any target: a package that depends on Mockup by version can build it.
        // Hot pixel loops avoid traps in code instead (wrapping arithmetic, unchecked buffers;
        // RENDERING.md §2.2).
        .target(name: "MockupRaster", dependencies: ["CPNG", "CJPEG", "CWebP", "CZlib", "CGEOS", "CVectorImage"]),
        /// Xcode asset catalogs (Foundation only): image and colour sets by name, for the engine
        /// (what `Image("hero")` draws) and for the guide compiler (the asset symbols it generates).
        .target(name: "MockupAssets"),
        .target(name: "MockupText", dependencies: ["MockupRaster", "CFreeType", "CHarfBuzz", "CShims", "CBidi", "CLineBreaks"]),
        .target(name: "MockupUI", dependencies: ["MockupText", "MockupRaster", "MockupAssets", "DeveloperToolsSupport", "Combine",
                                                 "UniformTypeIdentifiers", "CoreTransferable", "Accessibility", "CMainQueue"]),
        /// SwiftUI's `@FetchRequest` and `FetchedResults` are SwiftUI's, over Core Data's types, as on Apple platforms;
        /// UserNotifications comes with `import SwiftUI` as iOS's UIKit brings it.
        .target(name: "SwiftUI", dependencies: ["MockupUI", "Combine", "DeveloperToolsSupport", "CoreTransferable", "CoreData",
                                                "UserNotifications", "Security"]),

        // Apple frameworks that SwiftUI code imports beside SwiftUI (a missing module stops a file).
        .target(name: "Combine"),
        /// `UTType`: what document types (`FileDocument`, `DocumentGroup`) are declared with.
        .target(name: "UniformTypeIdentifiers"),
        /// `Transferable` and its representations: what ShareLink, drag and drop and PhotosPicker take.
        .target(name: "CoreTransferable", dependencies: ["Combine", "UniformTypeIdentifiers"]),
        /// `AXChartDescriptor` and `AXCustomContent`: what SwiftUI's accessibility modifiers take.
        .target(name: "Accessibility"),
        /// `ImageResource` and `ColorResource`: what Xcode's generated asset symbols are (SwiftUI re-exports it).
        .target(name: "DeveloperToolsSupport"),
        .target(name: "UIKit", dependencies: ["SwiftUI", "CoreImage", "FrameworkSubmodules"]),
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"]),
        .target(name: "Charts", dependencies: ["SwiftUI"]),
        /// `CMTime`: media times (Foundation only).
        .target(name: "CoreVideo"),
        .target(name: "CoreMedia", dependencies: ["CoreVideo"]),
        /// Players, audio, speech and camera capture, none of which plays or records in a still.
        .target(name: "AVFoundation", dependencies: ["SwiftUI", "CoreMedia", "AudioToolbox"]),
        /// System sounds and vibration (nothing plays in a still); Foundation and Core Foundation's names only.
        .target(name: "AudioToolbox", dependencies: ["Security"]),
        .target(name: "AVKit", dependencies: ["SwiftUI", "AVFoundation"]),
        /// `WKWebView`: drawn as a blank page in a representable.
        .target(name: "WebKit", dependencies: ["SwiftUI"]),
        /// The most used image-loading package's modules (github.com/SDWebImage), their API as views and
        /// UIKit code call it, loading nothing: see docs/API-SHIMS.md.
        .target(name: "SDWebImage", dependencies: ["SwiftUI"]),
        .target(name: "SDWebImageSwiftUI", dependencies: ["SwiftUI", "SDWebImage"]),
        /// The other image-loading package apps use (github.com/onevcat/Kingfisher): `KFImage`, `kf.setImage`,
        /// loading nothing: see docs/API-SHIMS.md.
        .target(name: "Kingfisher", dependencies: ["SwiftUI"]),
        /// Kingfisher 5's SwiftUI module, re-exporting `Kingfisher` (where `KFImage` has been since Kingfisher 6).
        .target(name: "KingfisherSwiftUI", dependencies: ["Kingfisher"]),
        /// Nuke (github.com/kean/Nuke): its pipeline, NukeUI's `LazyImage` and the UIKit extensions, loading nothing.
        .target(name: "Nuke", dependencies: ["SwiftUI"]),
        .target(name: "NukeUI", dependencies: ["SwiftUI", "Nuke"]),
        .target(name: "NukeExtensions", dependencies: ["SwiftUI", "Nuke"]),
        /// Firebase (github.com/firebase/firebase-ios-sdk), the backend app samples use most: a fresh install
        /// offline, nobody signed in, empty caches, nothing reaching a server: see docs/API-SHIMS.md.
        .target(name: "FirebaseCore", dependencies: []),
        .target(name: "FirebaseAuth", dependencies: ["FirebaseCore"]),
        .target(name: "FirebaseFirestore", dependencies: ["SwiftUI", "FirebaseCore"]),
        .target(name: "FirebaseFirestoreSwift", dependencies: ["FirebaseFirestore"]),
        .target(name: "FirebaseStorage", dependencies: ["FirebaseCore"]),
        .target(name: "FirebaseDatabase", dependencies: ["FirebaseCore"]),
        .target(name: "FirebaseAnalytics", dependencies: ["SwiftUI", "FirebaseCore"]),
        .target(name: "FirebaseCrashlytics", dependencies: ["FirebaseCore"]),
        .target(name: "FirebaseMessaging", dependencies: ["FirebaseCore"]),
        .target(name: "FirebaseRemoteConfig", dependencies: ["FirebaseCore", "SwiftUI"]),
        .target(name: "FirebaseRemoteConfigSwift", dependencies: ["FirebaseRemoteConfig"]),
        /// Lottie (github.com/airbnb/lottie-ios): animations drawn by Samsung's rlottie, one frame per still.
        .target(name: "Lottie", dependencies: ["SwiftUI", "CRLottie", "CZlib"]),
        .target(name: "Firebase", dependencies: ["FirebaseCore", "FirebaseAuth", "FirebaseFirestore", "FirebaseStorage", "FirebaseDatabase", "FirebaseAnalytics", "FirebaseCrashlytics", "FirebaseMessaging", "FirebaseRemoteConfig"]),
        /// Supabase (github.com/supabase/supabase-swift): its products Auth, PostgREST, Storage, Realtime and
        /// Functions, and the `Supabase` client over them, as a fresh install offline (docs/API-SHIMS.md).
        /// exyte's PopupView (github.com/exyte/PopupView): `.popup` and `.scrollPopup` drawn when shown.
        .target(name: "PopupView", dependencies: ["SwiftUI"]),
        /// R.swift 7's resources (github.com/mac-cain13/R.swift): what its generated `R` names, loaded from the app's assets.
        .target(name: "RswiftResources", dependencies: ["SwiftUI", "MockupUI"]),
        /// R.swift.Library 5 and 6 (github.com/mac-cain13/R.swift.Library): what R.swift 5 and 6's generated `R` names.
        .target(name: "Rswift", dependencies: ["SwiftUI"]),
        .target(name: "SupabaseHelpers", dependencies: []),
        .target(name: "Auth", dependencies: ["SupabaseHelpers"]),
        .target(name: "PostgREST", dependencies: ["SupabaseHelpers"]),
        .target(name: "Storage", dependencies: ["SupabaseHelpers"]),
        .target(name: "Realtime", dependencies: ["SupabaseHelpers"]),
        .target(name: "Functions", dependencies: ["SupabaseHelpers"]),
        .target(name: "Supabase", dependencies: ["SupabaseHelpers", "Auth", "PostgREST", "Storage", "Realtime", "Functions"]),
        /// Local notifications: never authorised, nothing scheduled.
        .target(name: "UserNotifications", dependencies: ["CoreLocation"]),
        /// Models in an in-memory store, fetched by `@Query` (a render never writes a user's files).
        .target(name: "SwiftData", dependencies: ["SwiftUI", "CoreData"]),
        /// Managed objects in an in-memory store; `NSPredicate(format:)` and key sort descriptors (Foundation only).
        .target(name: "CoreData", dependencies: ["Combine"]),
        .target(name: "WidgetKit", dependencies: ["SwiftUI", "ActivityKit", "AppIntents", "Intents"]),
        /// `ActivityAttributes` and `Activity`: what Live Activity code imports beside WidgetKit.
        .target(name: "ActivityKit"),
        /// `AppIntent` and `WidgetConfigurationIntent`: what configurable widgets are configured with.
        .target(name: "AppIntents", dependencies: ["SwiftUI"]),
        /// `INIntent`, `INObject` and `INIntentResponse`: what SiriKit-configured widgets
        /// (`IntentConfiguration`) and the classes Xcode generates from intent definitions build on.
        .target(name: "Intents", dependencies: ["SwiftUI"]),
        .target(name: "StoreKit", dependencies: ["SwiftUI"]),
        /// Apple Pay and Wallet: the buttons drawn at rest, the payment request types held.
        .target(name: "PassKit", dependencies: ["SwiftUI", "Contacts"]),
        .target(name: "PhotosUI", dependencies: ["SwiftUI", "Photos"]),
        .target(name: "TipKit", dependencies: ["SwiftUI"]),
        /// The photo library: never authorised, so every fetch is empty.
        .target(name: "Photos", dependencies: ["SwiftUI", "CoreLocation", "AVFoundation"]),
        /// `PKCanvasView`: drawn at rest as its background in a representable.
        .target(name: "PencilKit", dependencies: ["SwiftUI", "MockupRaster"]),
        .target(name: "Speech", dependencies: ["AVFoundation"]),
        .target(name: "AuthenticationServices", dependencies: ["SwiftUI"]),
        .target(name: "MediaPlayer", dependencies: ["SwiftUI"]),
        /// Core Image on pixels: images, transforms, compositing, colour filters and the barcode generators.
        .target(name: "CoreImage", dependencies: ["SwiftUI", "CoreVideo", "CZint", "FrameworkSubmodules"]),
        /// `LAContext`: a device with no biometry and no passcode, so nothing is ever authenticated (Foundation only).
        .target(name: "LocalAuthentication"),
        /// Real hashes, HMAC and authenticated encryption through OpenSSL (Foundation only).
        .target(name: "CryptoKit", dependencies: ["COpenSSL"]),
        /// `NWPathMonitor`: a device online on Wi-Fi, whose path never changes (Foundation only).
        .target(name: "Network"),
        /// Re-exports SwiftUI, where the Core Graphics and Core Animation names live beside the UIKit names.
        .target(name: "CoreGraphics", dependencies: ["SwiftUI"]),
        .target(name: "QuartzCore", dependencies: ["SwiftUI"]),
        .target(name: "ImageIO", dependencies: ["SwiftUI"]),
        /// `Logger`, `os_log`, `OSSignposter`, `OSAllocatedUnfairLock`: messages formatted and dropped (Foundation only).
        .target(name: "os", dependencies: ["FrameworkSubmodules"]),
        .target(name: "OSLog", dependencies: ["os"]),
        /// A device without haptic hardware: making a `CHHapticEngine` throws `.notSupported` (Foundation only).
        .target(name: "CoreHaptics"),
        /// Motion sensors, pedometer and altimeter, none available to the app (Foundation only).
        .target(name: "CoreMotion"),
        /// Background task scheduling, unavailable as on the Simulator (Foundation only).
        .target(name: "BackgroundTasks"),
        /// The keychain, over a keychain of the render's own that starts empty.
        .target(name: "Security"),
        /// The location button, drawn at rest; it grants nothing.
        .target(name: "CoreLocationUI", dependencies: ["SwiftUI", "CoreLocation"]),
        /// `SFSafariViewController`: a blank page in a representable.
        .target(name: "SafariServices", dependencies: ["SwiftUI"]),
        /// The mail and Messages composers: nothing can be sent.
        .target(name: "MessageUI", dependencies: ["SwiftUI"]),
        /// The `kUTType…` identifiers of iOS 14 and earlier (Foundation only; `CFString` from Security).
        .target(name: "CoreText", dependencies: ["SwiftUI"]),
        .target(name: "MobileCoreServices", dependencies: ["Security"]),
        /// Spotlight items and their index: indexing is unavailable, so nothing is indexed or found.
        .target(name: "CoreSpotlight", dependencies: ["UniformTypeIdentifiers"]),
        /// The iPhone side of a watch app's session: no watch is paired, so nothing is ever sent.
        .target(name: "WatchConnectivity"),
        /// The address book of an app never granted access: every fetch is refused.
        .target(name: "Contacts"),
        /// Calendars and reminders the app was never granted: nothing listed, nothing saved (SwiftUI
        /// for Core Graphics' colour).
        .target(name: "EventKit", dependencies: ["SwiftUI"]),
        .target(name: "EventKitUI", dependencies: ["SwiftUI", "EventKit"]),

        // One target per brand: the guide's code blocks byte-for-byte, plus its scenes. MockupUI is
        // listed beside SwiftUI (which re-exports it) so the brands rebuild when its interface changes.
        .target(name: "CoinbaseScenes", dependencies: ["SwiftUI", "MockupUI"], path: "Scenes/Coinbase"),
        .target(name: "CryptoComScenes", dependencies: ["SwiftUI", "MockupUI"], path: "Scenes/CryptoCom"),
        .target(name: "MonzoScenes", dependencies: ["SwiftUI", "MockupUI"], path: "Scenes/Monzo"),
        .target(name: "MatchScenes", dependencies: ["SwiftUI", "MockupUI"], path: "Scenes/Match", exclude: ["Assets"]),
        /// Every brand's scenes, for the CLI and the golden tests.
        .target(name: "SceneCatalog", dependencies: ["MockupUI", "CoinbaseScenes", "CryptoComScenes",
                                                     "MonzoScenes", "MatchScenes"]),

        /// Golden PNG storage: paths, exact comparison, recording, failure artifacts, record modes.
        .target(name: "MockupSnapshot", dependencies: ["MockupUI", "MockupRaster"]),

        /// Snapshot assertions for users' own test targets (Swift Testing and XCTest).
        .target(name: "MockupTesting", dependencies: ["MockupSnapshot", "MockupUI", "MockupRaster", "MockupText"]),

        /// Design guides as programs: code blocks, line mapping, components and their sample
        /// arguments, compiling a guide against the prebuilt engine and running it in its own process.
        .target(name: "MockupGuide", dependencies: ["MockupAssets", "MockupRaster", "MockupText"]),
        /// What a compiled guide's runner calls to render its components (linked from MockupRuntime).
        .target(name: "MockupGuideRuntime", dependencies: ["MockupUI", "MockupText", "MockupRaster", "MockupAssets"]),

        /// The static HTML gallery: guide token parsing, contrast, lint, pages (`mockup gallery`).
        .target(name: "MockupGallery", dependencies: ["MockupGuide", "MockupUI", "MockupText", "MockupRaster"]),

        .executableTarget(name: "mockup", dependencies: ["MockupRaster", "MockupText", "MockupUI", "MockupSnapshot", "SceneCatalog",
                                                         "MockupGallery", "MockupGuide"]),

        .testTarget(name: "MockupRasterTests", dependencies: ["MockupRaster"]),
        .testTarget(name: "MockupAssetsTests", dependencies: ["MockupAssets"]),
        .testTarget(name: "MockupTextTests", dependencies: ["MockupText"]),
        /// Engine tests on their own small fixtures.
        .testTarget(name: "MockupUITests", dependencies: ["MockupUI", "SwiftUI", "MockupAssets"]),
        /// The guides' components and scenes: resolution, layout and rendering checks per brand.
        /// Shares MockupUITests' support files (links in Tests/SceneTests/Support).
        .testTarget(name: "SceneTests", dependencies: ["MockupUI", "SwiftUI", "MockupAssets", "CoinbaseScenes", "CryptoComScenes",
                                                       "MonzoScenes", "MatchScenes"]),
        /// The modules beside SwiftUI (Combine, the UIKit names, MapKit, Charts, AVKit, WebKit, …): behaviour and
        /// renders. Shares MockupUITests' support files (links in Tests/ShimModuleTests/Support).
        .testTarget(name: "ShimModuleTests", dependencies: ["MockupUI", "MockupRaster", "MockupAssets", "SwiftUI", "MapKit", "Charts", "AVKit", "PhotosUI", "TipKit", "StoreKit", "PassKit", "UniformTypeIdentifiers", "Accessibility",
                                                              "WidgetKit", "ActivityKit", "AppIntents", "Intents",
                                                              "CoreMedia", "AVFoundation", "WebKit", "SDWebImageSwiftUI", "Kingfisher", "KingfisherSwiftUI", "Firebase", "FirebaseFirestoreSwift", "Lottie", "NukeUI", "NukeExtensions", "Supabase", "PopupView", "RswiftResources", "Rswift", "UserNotifications", "CoreTransferable", "SwiftData",
                                                              "CoreData", "Photos", "PencilKit", "LocalAuthentication", "CryptoKit", "Network",
                                                              "AuthenticationServices", "os", "OSLog", "CoreHaptics", "CoreMotion",
                                                              "SafariServices", "MessageUI", "CoreImage", "BackgroundTasks", "Security",
                                                              "CoreLocationUI", "MobileCoreServices", "CoreSpotlight", "CoreText",
                                                              "WatchConnectivity", "Contacts", "AudioToolbox", "EventKit", "EventKitUI",
                                                              "Speech", "ImageIO"]),
        .testTarget(name: "MockupTestingTests", dependencies: ["MockupTesting", "MockupRaster", "SwiftUI"]),
        .testTarget(name: "MockupGalleryTests", dependencies: ["MockupGallery", "MockupGuide", "MockupUI", "MockupText", "MockupRaster"]),
        .testTarget(name: "MockupGuideTests", dependencies: ["MockupGuide", "MockupGuideRuntime", "MockupAssets", "MockupRaster"]),
        /// Runs the built `mockup` binary: exit codes, messages, files written (or not) on failures.
        .testTarget(name: "MockupCLITests", dependencies: ["mockup"]),
        /// Renders every scene and compares it with Golden/ exactly.
        .testTarget(name: "GoldenTests", dependencies: ["SceneCatalog", "MockupUI", "MockupSnapshot"]),
    ]
)
