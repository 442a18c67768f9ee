/* `import os.log`: the API is in the Swift module (see module.modulemap). */
