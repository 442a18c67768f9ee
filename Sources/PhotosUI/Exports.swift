// `import PhotosUI` brings Photos with it (`PHAsset`, `PHPhotoLibrary`), as Apple's does.
@_exported import Photos
