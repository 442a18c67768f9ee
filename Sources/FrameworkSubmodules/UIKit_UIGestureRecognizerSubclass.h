/* `import UIKit.UIGestureRecognizerSubclass`: the API is in the Swift module (see module.modulemap). */
