// `import OSLog`: the unified logging API, which is the `os` module's (as on Apple platforms, where
// OSLog re-exports os and adds reading the log store, which an app's views do not do).
@_exported import os
