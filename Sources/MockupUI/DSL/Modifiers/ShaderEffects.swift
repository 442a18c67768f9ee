import Foundation

extension View {
    /// Recolours each pixel with `shader` (iOS 17). Metal does not run here: the view draws without
    /// the effect, with a render note.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        shaderNote(shader, "colorEffect", isEnabled)
    }

    /// Moves each pixel by `shader`'s offset (iOS 17); drawn without the effect, with a render note.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderNote(shader, "distortionEffect", isEnabled)
    }

    /// Redraws the view's layer through `shader` (iOS 17); drawn without the effect, with a render note.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        shaderNote(shader, "layerEffect", isEnabled)
    }

    private func shaderNote(_ shader: Shader, _ modifier: String, _ isEnabled: Bool) -> some View {
        renderNote(when: isEnabled, "\(modifier) with the \(shader.noteName) (Linux has no Metal)")
    }
}

extension VisualEffect {
    /// `View.colorEffect` as a visual effect.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> _ChainedVisualEffect {
        then { view, _ in view.colorEffect(shader, isEnabled: isEnabled) }
    }

    /// `View.distortionEffect` as a visual effect.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _ChainedVisualEffect {
        then { view, _ in view.distortionEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled) }
    }

    /// `View.layerEffect` as a visual effect.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _ChainedVisualEffect {
        then { view, _ in view.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled) }
    }
}
