import ArchgenCLI
import Foundation
exit(tempRender(CommandLine.arguments))
