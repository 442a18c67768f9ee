import Foundation

/// What every Supabase call that needs the server throws in a render: a fresh install on a device
/// with no connection (`URLError.notConnectedToInternet`, the error URLSession gives the SDK then).
package func serverOutOfReach() -> URLError { URLError(.notConnectedToInternet) }
