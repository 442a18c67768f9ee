// SDWebImageSwiftUI re-exports SDWebImage, as the package's does: `SDImageCache`, `SDWebImageOptions`.
@_exported import SDWebImage
