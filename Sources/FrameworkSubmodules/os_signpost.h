/* `import os.signpost`: the API is in the Swift module (see module.modulemap). */
