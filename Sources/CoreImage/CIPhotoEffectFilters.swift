import Foundation

/// The photo effects (`CIPhotoEffectMono` …), which Apple describes as imitating photography film:
/// each is a look of Mockup's — saturation and contrast about mid-grey, then a gain and a lift per
/// channel — after Apple's one-line description of it (Apple's effects are colour lookup tables it
/// does not publish).
extension CIFilterKernel {
    static let photoEffects: [String: CIFilterKernel] = {
        var kernels: [String: CIFilterKernel] = [:]
        for (name, look) in PhotoEffectLook.all {
            kernels[name] = pointwise([kCIInputExtrapolateKey: false]) { (_: CIFilterInputs) -> (RGB) -> RGB in look.apply }
        }
        return kernels
    }()
}

/// A film look: saturation and contrast about mid-grey, then each channel times `gain` plus `lift`.
struct PhotoEffectLook {
    let saturation: Double
    let contrast: Double
    var gain: CIFilterKernel.RGB = (1, 1, 1)
    var lift: CIFilterKernel.RGB = (0, 0, 0)

    /// Each effect after Apple's description of it.
    static let all: [String: PhotoEffectLook] = [
        // "black-and-white photography film with low contrast"
        "CIPhotoEffectMono": PhotoEffectLook(saturation: 0, contrast: 0.85),
        // "black-and-white photography film without significantly altering contrast"
        "CIPhotoEffectTonal": PhotoEffectLook(saturation: 0, contrast: 1),
        // "black-and-white photography film with exaggerated contrast"
        "CIPhotoEffectNoir": PhotoEffectLook(saturation: 0, contrast: 1.5),
        // "vintage photography film with exaggerated color"
        "CIPhotoEffectChrome": PhotoEffectLook(saturation: 1.35, contrast: 1.1),
        // "vintage photography film with diminished color"
        "CIPhotoEffectFade": PhotoEffectLook(saturation: 0.55, contrast: 0.85, lift: (0.06, 0.06, 0.06)),
        // "vintage photography film with distorted colors"
        "CIPhotoEffectInstant": PhotoEffectLook(saturation: 0.85, contrast: 0.95, gain: (1.04, 1, 0.88), lift: (0.03, 0.02, 0.04)),
        // "vintage photography film with emphasized cool colors"
        "CIPhotoEffectProcess": PhotoEffectLook(saturation: 0.9, contrast: 1.1, gain: (0.92, 1, 1.08)),
        // "vintage photography film with emphasized warm colors"
        "CIPhotoEffectTransfer": PhotoEffectLook(saturation: 1, contrast: 1.05, gain: (1.08, 1, 0.88)),
    ]

    /// The look applied to sRGB-encoded components (clamped by the caller).
    func apply(_ rgb: CIFilterKernel.RGB) -> CIFilterKernel.RGB {
        let y = CIFilterKernel.luma(rgb)
        func adjust(_ c: Double, _ gain: Double, _ lift: Double) -> Double {
            let toned = y + (c - y) * saturation
            return ((toned - 0.5) * contrast + 0.5) * gain + lift
        }
        return (adjust(rgb.r, gain.r, lift.r), adjust(rgb.g, gain.g, lift.g), adjust(rgb.b, gain.b, lift.b))
    }
}
