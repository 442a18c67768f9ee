import CoreLocation
import Foundation
import Testing

@Suite struct CoreLocationTests {
    @Test func anEmptyLocationIsAtZeroZeroWithNoCourseOrSpeed() {
        let location = CLLocation()
        #expect(location.coordinate == CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(location.speed < 0 && location.course < 0)
        #expect(location.sourceInformation == nil)
    }

    @Test func aLocationKeepsTheSourceOfItsFix() {
        let source = CLLocationSourceInformation(softwareSimulationState: true, andExternalAccessoryState: false)
        let location = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), altitude: 11,
                                  horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, courseAccuracy: 2, speed: 1.5,
                                  speedAccuracy: 0.5, timestamp: Date(timeIntervalSince1970: 0), sourceInfo: source)
        #expect(location.sourceInformation?.isSimulatedBySoftware == true)
        #expect(location.sourceInformation?.isProducedByAccessory == false)
        #expect(location.courseAccuracy == 2 && location.speedAccuracy == 0.5)
        // London to Paris is 343.5 km along the great circle.
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        #expect(abs(location.distance(from: paris) - 343_500) < 1_000)
    }
}
