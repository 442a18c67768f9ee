import Foundation
import SwiftUI
import Testing

/// UIKit code's target-action timers compile and are made as asked, but never fire on Linux.
struct TimerSelectorsTests {
    @Test func aTargetActionTimerKeepsItsIntervalAndDateButIsNeverScheduled() {
        final class Spinner: NSObject { var ticks = 0; func tick() { ticks += 1 } }
        let spinner = Spinner()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: spinner, selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(timer.isValid && timer.timeInterval == 0.01)
        RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        #expect(spinner.ticks == 0)
        let date = Date(timeIntervalSince1970: 1_000)
        let later = Timer(fireAt: date, interval: 2, target: spinner, selector: Selector("tick"), userInfo: nil, repeats: false)
        #expect(later.fireDate == date)
    }
}
