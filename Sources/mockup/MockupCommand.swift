import Foundation

/// Dispatches `mockup` subcommands.
enum MockupCommand {
    static let usage = """
    mockup — render SwiftUI component mockups to PNG on Linux

    USAGE:
      mockup list [PATTERN]                 scenes with their size (points) and colour schemes
      mockup render SCENE... [-o PATH] [--scale 1|2|3] [--scheme light|dark] [--width PT | --device NAME]
                    [--layout-json]         render scenes (default: out/<brand>/<scene>.png, @3x);
                                            --device: full-screen on that device, with its status bar
      mockup render --all -o DIR [--jobs N] [--shard i/n]
                                            render every scene in every scheme into DIR
      mockup render PATH... [-o DIR] [--scheme light|dark|both] [--scale N] [--device NAME] [--jobs N] [--fonts DIR]
                                            compile a guide (.md), Swift file or folder and render every
                                            component into DIR/<guide>/ (default out/), with index.json;
                                            font files in --fonts DIR and in Fonts/ beside the guide are
                                            registered (found by PostScript name, as on iOS)
      mockup check PATH... [--fonts DIR]    compile guides or Swift files only; list blocks that fail
      mockup lint GUIDE... [--json]         guide lint: hex mismatches (ΔE severity), duplicate/unused tokens,
                                            text contrast; renderer notes apart; exit 1 on errors
      mockup verify [PATTERN] [--golden DIR] [--shard i/n] [--report DIR] [--junit FILE]
                                            compare renders with Golden/: PASS/FAIL per scene, expected/actual/diff;
                                            --report: one HTML page of the failures, --junit: JUnit XML
      mockup record [PATTERN] [--golden DIR] [--shard i/n]
                                            (re)write goldens in Golden/ — the only command that does; all or nothing
      mockup gallery -o DIR [--seeds DIR] [--baseline DIR] [--jobs N] [--fonts DIR]
                                            static HTML gallery of every brand: components, tokens, type, lint,
                                            search (file:// safe); --seeds adds guides; --baseline marks changes
      mockup bench [raster|text|render]     median timings of the engine's stages (use a release build)

    PATTERN is a scene name (monzo/card-hero), a brand (monzo), a prefix (monzo/pot), a component
    across brands (tab-bar) or a glob (*/primary-button*). --shard i/n keeps the i-th of n stable
    parts of the scenes (by name), so CI runners can split a large catalogue.

    A render with errors (a missing or damaged font or image) fails and writes nothing. One with
    warnings (an unknown font name or SF Symbol) fails too unless you pass --allow-warnings
    (render, verify, record). verify and record use the Golden/ of the checkout you are in.
    """

    @MainActor
    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            print(usage)
            return 0
        }
        let rest = Array(args.dropFirst())
        do {
            switch command {
            case "--help", "-h", "help": print(usage)
            case "list": try ListCommand.run(rest)
            case "render":
                if GuideRenderCommand.handles(rest) { try GuideRenderCommand.run(rest) } else { try RenderCommand.run(rest) }
            case "check": try GuideCheckCommand.run(rest)
            case "lint": try LintCommand.run(rest)
            case "verify": try VerifyCommand.run(rest)
            case "record": try RecordCommand.run(rest)
            case "gallery": try GalleryCommand.run(rest)
            case "bench": return Bench.run(rest)
            default:
                throw CommandError.usage("unknown command '\(command)'. Run 'mockup --help' to see the commands.")
            }
            return 0
        } catch let error as CommandError {
            Console.error(error.description)
            return error.status
        } catch {
            Console.error("\(error)")
            return 1
        }
    }
}
