/// `archgen completion bash|zsh|fish`: a shell completion script, made from the same command definitions as `help`,
/// so it cannot fall behind the commands and options.
struct CompletionCommand: Command {
    static let definition = CommandDefinition(
        name: "completion",
        abstract: "Print a completion script for bash, zsh or fish (for example: archgen completion zsh > _archgen).",
        arguments: [.init(name: "shell", help: "bash, zsh or fish.")])

    /// The values an option takes, by its placeholder; nil: a file or folder.
    static let choices: [String: [String]] = [
        "<pattern>": ["mvvm", "mvp", "vip", "mvc"], "<ui>": ["swiftui", "uikit"], "<binding>": ["observation", "box"],
        "<framework>": ["xctest", "swift-testing"],
        "<level>": ["internal", "public"], "<shell>": ["bash", "zsh", "fish"], "<format>": ["text", "json"],
    ]

    /// Whether a command's arguments are specs (or folders of specs), which completion offers by their suffix only:
    /// never `Package.swift` or a record.
    static func takesSpecs(_ command: CommandDefinition) -> Bool {
        command.arguments.contains { $0.name == "spec" }
    }

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        // Every command also takes the global options.
        let commands = ArchgenTool.commands.map { command in
            var command = command
            command.options += ArchgenTool.globalOptions
            return command
        }
        switch arguments.positionals[0] {
        case "bash": context.console.out(Self.bash(commands))
        case "zsh": context.console.out(Self.zsh(commands))
        case "fish": context.console.out(Self.fish(commands))
        case let other: throw usageError("'\(other)' is not a shell; use bash, zsh or fish")
        }
        return .success
    }

    static func bash(_ commands: [CommandDefinition]) -> String {
        var text = """
            # bash completion for archgen (archgen completion bash)
            _archgen() {
                local cur prev command
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                command="${COMP_WORDS[1]}"
                if [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.name).joined(separator: " ")) help \(ArchgenTool.globalOptions.map { "--\($0.name)" }.joined(separator: " ")) --help --version" -- "$cur"))
                    return
                fi
                case "$command $prev" in

            """
        for command in commands {
            for option in command.options {
                guard let value = option.value else { continue }
                let action =
                    choices[value].map { "$(compgen -W \"\($0.joined(separator: " "))\" -- \"$cur\")" }
                    ?? (option.name == "spec" ? bashSpecs : "$(compgen -f -- \"$cur\")")
                text += "        \"\(command.name) --\(option.name)\") COMPREPLY=(\(action)); return ;;\n"
            }
        }
        text += "    esac\n    case \"$command\" in\n"
        for command in commands {
            let options = (command.options.map { "--\($0.name)" } + ["--help"]).joined(separator: " ")
            let files = takesSpecs(command) ? bashSpecs : "$(compgen -f -- \"$cur\")"
            text += "        \(command.name)) COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\") \(files)) ;;\n"
        }
        text +=
            "        help) COMPREPLY=($(compgen -W \"\(commands.map(\.name).joined(separator: " "))\" -- \"$cur\")) ;;\n"
        text += "    esac\n}\ncomplete -F _archgen archgen\n"
        return text
    }

    /// Folders and `*.archgen.json` files, in bash.
    private static let bashSpecs = "$(compgen -d -- \"$cur\") $(compgen -f -X '!*\(SpecFinder.suffix)' -- \"$cur\")"
    /// Folders and `*.archgen.json` files, in zsh's `_arguments`.
    private static let zshSpecs = "_files -g \"*\(SpecFinder.suffix)\""

    static func zsh(_ commands: [CommandDefinition]) -> String {
        var text = """
            #compdef archgen
            # zsh completion for archgen (archgen completion zsh > "${fpath[1]}/_archgen")
            _archgen() {
                local -a commands
                commands=(

            """
        for command in commands { text += "        '\(command.name):\(escapedForZsh(command.abstract))'\n" }
        text += """
                    'help:Show help for a command.'
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands
                    return
                fi
                case "${words[2]}" in

            """
        for command in commands {
            text += "        \(command.name))\n            _arguments \\\n"
            for option in command.options {
                let help = escapedForZsh(option.help)
                if let value = option.value {
                    let action =
                        choices[value].map { "(\($0.joined(separator: " ")))" }
                        ?? (option.name == "spec" ? zshSpecs : "_files")
                    text +=
                        "                '*--\(option.name)[\(help)]:\(value.dropFirst().dropLast()):\(action)' \\\n"
                } else {
                    text += "                '--\(option.name)[\(help)]' \\\n"
                }
            }
            text +=
                takesSpecs(command)
                ? "                '*:spec:\(zshSpecs)' ;;\n" : "                '*:file:_files' ;;\n"
        }
        text += "        help) _describe 'command' commands ;;\n    esac\n}\n_archgen \"$@\"\n"
        return text
    }

    static func fish(_ commands: [CommandDefinition]) -> String {
        var text = "# fish completion for archgen (archgen completion fish > ~/.config/fish/completions/archgen.fish)\n"
        text += "complete -c archgen -f\n"
        for command in commands {
            text +=
                "complete -c archgen -n __fish_use_subcommand -a \(command.name) -d '\(escapedForFish(command.abstract))'\n"
            if takesSpecs(command) {
                text += "complete -c archgen -n '__fish_seen_subcommand_from \(command.name)' -a \(fishSpecs)\n"
            }
            for option in command.options {
                var line = "complete -c archgen -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name)"
                if let value = option.value {
                    line +=
                        choices[value].map { " -x -a '\($0.joined(separator: " "))'" }
                        ?? (option.name == "spec" ? " -x -a \(fishSpecs)" : " -r -F")
                }
                text += line + " -d '\(escapedForFish(option.help))'\n"
            }
        }
        text += "complete -c archgen -n __fish_use_subcommand -a help -d 'Show help for a command.'\n"
        return text
    }

    /// Folders and `*.archgen.json` files, in fish.
    private static let fishSpecs = "'(__fish_complete_suffix \(SpecFinder.suffix))'"

    /// Inside a single-quoted zsh `_arguments` spec: quotes closed and reopened, brackets and colons escaped.
    private static func escapedForZsh(_ text: String) -> String {
        text.reduce(into: "") { out, character in
            switch character {
            case "'": out += "'\\''"
            case "[", "]", ":": out += "\\" + String(character)
            default: out.append(character)
            }
        }
    }

    /// Inside a single-quoted fish string: backslashes and quotes escaped.
    private static func escapedForFish(_ text: String) -> String {
        text.reduce(into: "") { out, character in
            if character == "\\" || character == "'" { out += "\\" }
            out.append(character)
        }
    }
}
