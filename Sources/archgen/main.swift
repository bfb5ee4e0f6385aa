import ArchgenCLI

ArchgenTool.main()
