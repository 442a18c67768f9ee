import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let status = MockupCommand.run(arguments)
exit(status)
