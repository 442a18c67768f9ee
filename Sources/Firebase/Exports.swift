// `import Firebase` brings every Firebase product the app installs, as the SDK's umbrella module does.
@_exported import FirebaseAnalytics
@_exported import FirebaseAuth
@_exported import FirebaseCore
@_exported import FirebaseCrashlytics
@_exported import FirebaseDatabase
@_exported import FirebaseFirestore
@_exported import FirebaseMessaging
@_exported import FirebaseRemoteConfig
@_exported import FirebaseStorage
