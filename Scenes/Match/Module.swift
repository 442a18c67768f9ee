// The Match guide's code blocks land here (see issue 4); scenes register them (issue 5).
import SwiftUI
