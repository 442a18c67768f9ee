import MockupRaster

extension ImageFileDecoder.Format {
    /// The format's uniform type identifier (`public.png`, `public.jpeg`, `org.webmproject.webp`).
    var uniformTypeIdentifier: String {
        switch self {
        case .png: "public.png"
        case .jpeg: "public.jpeg"
        case .webp: "org.webmproject.webp"
        }
    }
}
