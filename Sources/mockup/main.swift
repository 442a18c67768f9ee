import Foundation

// A closed pipe on stdout or stderr (`mockup list | head`) makes writes fail with EPIPE instead of
// killing the process.
signal(SIGPIPE, SIG_IGN)
let status = MockupCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(Console.flushStandardOutput() ? status : max(status, 1))
