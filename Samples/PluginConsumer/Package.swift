// swift-tools-version: 6.1
import PackageDescription

// A package that uses archgen only through its command plugin, the way an app's feature package would:
//     swift package --allow-writing-to-package-directory archgen generate
// `.ci/plugin` copies this folder, regenerates Profile with the plugin from its spec, and builds and tests it.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/archgen.git", from: "0.1.0")
        .package(path: "../..")
    ],
    targets: [
        .target(name: "Profile"),
        .testTarget(name: "ProfileTests", dependencies: ["Profile"]),
    ]
)
