// NukeUI re-exports Nuke, as the package's does: `ImageRequest`, `ImagePipeline`, the processors.
@_exported import Nuke
