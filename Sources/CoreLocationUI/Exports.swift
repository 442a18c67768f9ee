// `import CoreLocationUI` brings Core Location with it, as Apple's does.
@_exported import CoreLocation
