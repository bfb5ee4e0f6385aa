import ArchgenCLI
import Foundation

let tool = ArchgenTool(workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
exit(tool.run(Array(CommandLine.arguments.dropFirst())))
