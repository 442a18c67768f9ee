import Foundation

exit(MockupCommand.run(Array(CommandLine.arguments.dropFirst())))
