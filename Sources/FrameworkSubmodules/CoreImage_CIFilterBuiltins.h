/* `import CoreImage.CIFilterBuiltins`: the API is in the Swift module (see module.modulemap). */
