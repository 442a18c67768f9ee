// `import KingfisherSwiftUI`: Kingfisher 5 (2019–2020) kept `KFImage` in a module of its own beside
// `Kingfisher`; since Kingfisher 6 it is in `Kingfisher`. This module re-exports it.
@_exported import Kingfisher
