import Foundation
import Network
import Testing

/// Connectivity as apps watch it: a render is online on Wi-Fi.
@Suite struct NetworkTests {
    @Test func pathMonitorsReportWiFiAtRest() async {
        let monitor = NWPathMonitor()
        let path: NWPath = await withCheckedContinuation { continuation in
            monitor.pathUpdateHandler = { path in continuation.resume(returning: path) }
            monitor.start(queue: DispatchQueue(label: "Monitor"))
        }
        monitor.cancel()
        #expect(path.status == .satisfied && path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
        #expect(!path.isExpensive && !path.isConstrained && path.availableInterfaces.map(\.type) == [.wifi])
        #expect(monitor.currentPath == path)
        #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
        #expect(NWPathMonitor(prohibitedInterfaceTypes: [.cellular]).currentPath.status == .satisfied)
        var paths: [NWPath] = []
        for await update in NWPathMonitor() { paths.append(update) }
        #expect(paths == [path])
    }
}
