import Foundation

// The motion of a `Spring` (iOS 17): a damped harmonic oscillator of unit mass with the spring's
// stiffness k = ω₀² and damping c = 2ζω₀, solved in closed form. A value starts at zero (or
// `fromValue`) and moves towards `target` (or `toValue`) from `initialVelocity`.
extension Spring {
    /// The weights of the start displacement (a) and start velocity (b) in the displacement from
    /// the target after `time`, and their derivatives: displacement(t) = a·d₀ + b·v₀,
    /// velocity(t) = da·d₀ + db·v₀.
    private func response(at time: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
        let omega = (stiffness / mass).squareRoot(), zeta = dampingRatio, t = time
        if abs(zeta - 1) < 1e-9 {
            let decay = exp(-omega * t)
            return (decay * (1 + omega * t), t * decay, -omega * omega * t * decay, decay * (1 - omega * t))
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot(), decay = exp(-zeta * omega * t)
            let c = cos(omegaD * t), s = sin(omegaD * t)
            return (decay * (c + zeta * omega / omegaD * s), decay * s / omegaD,
                    -decay * omega * omega / omegaD * s, decay * (c - zeta * omega / omegaD * s))
        }
        let root = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -zeta * omega + root, r2 = -zeta * omega - root
        let e1 = exp(r1 * t), e2 = exp(r2 * t), span = r2 - r1
        return ((r2 * e1 - r1 * e2) / span, (e2 - e1) / span,
                r1 * r2 * (e1 - e2) / span, (r2 * e2 - r1 * e1) / span)
    }

    /// The value after `time` of a spring released at zero towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target.scaled(by: 1 - r.a) + initialVelocity.scaled(by: r.b)
    }

    /// The velocity after `time` of a spring released at zero towards `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target.scaled(by: -r.da) + initialVelocity.scaled(by: r.db)
    }

    /// Advances `value` and `velocity` towards `target` by `deltaTime`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let r = response(at: deltaTime), displacement = value - target
        value = target + displacement.scaled(by: r.a) + velocity.scaled(by: r.b)
        velocity = displacement.scaled(by: r.da) + velocity.scaled(by: r.db)
    }

    /// The force on a unit mass at `position` moving at `velocity`: k·(target − position) − c·velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// How long the spring takes to come and stay within `epsilon` of `target` (displacement and
    /// velocity both), sampled every millisecond.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let step = 0.001, limit = 600.0
        var settledSince = 0.0, time = 0.0
        while time < limit {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            let speed = velocity(target: target, initialVelocity: initialVelocity, time: time)
            if offset.magnitudeSquared.squareRoot() > epsilon || speed.magnitudeSquared.squareRoot() > epsilon {
                settledSince = time + step
            } else if time - settledSince > 4 * duration {
                break   // settled for several periods: it stays settled (the envelope only decays)
            }
            time += step
        }
        return settledSince
    }

    /// How long a unit move from rest takes to settle within 0.001.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    /// `value(target:…)` between two animatable values, on their animatable data.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(target: toValue.animatableData - fromValue.animatableData,
                                                                 initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// `velocity(target:…)` between two animatable values, on their animatable data.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// `force(target:…)` between two animatable values, on their animatable data.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }

    /// `settlingDuration(target:…)` between two animatable values, on their animatable data.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
