// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "archgen",
    // Xcode 26 needs macOS 15.6 or later, so every Mac that builds iOS apps with Swift 6 has macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "archgen", targets: ["archgen"]),
        // `swift package --allow-writing-to-package-directory archgen generate` in a package that depends on this one.
        .plugin(name: "ArchgenCommandPlugin", targets: ["ArchgenCommandPlugin"]),
    ],
    targets: [
        // MARK: - Small libraries of our own (no third-party dependencies)
        .target(name: "LocatedJSON"),
        .target(name: "Mustache"),

        // MARK: - The pure core, one target per stage (a stage sees only the ones before it)
        // Spec bytes to a validated module model, or positioned diagnostics.
        .target(name: "ArchgenSpec", dependencies: ["LocatedJSON"]),
        // What the model's events do: the interpreter of blocks and the search for the scenarios tests need.
        .target(name: "ArchgenBehaviour", dependencies: ["ArchgenSpec"]),
        // The render context, the Swift code writer, the test builder and the templates: generated files.
        .target(name: "ArchgenRendering", dependencies: ["ArchgenSpec", "ArchgenBehaviour", "Mustache"]),
        // Regenerating in place: the record of what was generated, three-way merges, what to write.
        .target(name: "ArchgenRegeneration", dependencies: ["ArchgenSpec", "ArchgenRendering"]),

        // MARK: - Templates built into the binary from Templates/
        // The tool depends on none of our targets: a plugin tool's dependencies are compiled again for the host.
        .executableTarget(name: "EmbedTemplates", path: "Sources/EmbedTemplates"),
        .plugin(name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplates"]),
        .target(name: "BuiltinTemplates", plugins: ["EmbedTemplatesPlugin"]),

        // MARK: - The I/O shell and the executable
        .target(
            name: "ArchgenCLI",
            dependencies: [
                "ArchgenSpec", "ArchgenRendering", "ArchgenRegeneration", "BuiltinTemplates", "LocatedJSON", "Mustache",
            ]),
        .executableTarget(name: "archgen", dependencies: ["ArchgenCLI"]),
        .plugin(
            name: "ArchgenCommandPlugin",
            capability: .command(
                intent: .custom(verb: "archgen", description: "Run archgen (generate, status, new, ...) here"),
                permissions: [
                    .writeToPackageDirectory(reason: "archgen writes the modules' specs, sources, tests and records")
                ]
            ),
            dependencies: ["archgen"]
        ),

        // MARK: - Tests
        .testTarget(name: "LocatedJSONTests", dependencies: ["LocatedJSON"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .target(
            name: "ArchgenTestSupport", dependencies: ["ArchgenSpec", "ArchgenRendering", "BuiltinTemplates"],
            path: "Tests/ArchgenTestSupport"),
        .testTarget(name: "ArchgenSpecTests", dependencies: ["ArchgenSpec", "ArchgenRendering", "ArchgenTestSupport"]),
        .testTarget(name: "ArchgenBehaviourTests", dependencies: ["ArchgenSpec", "ArchgenBehaviour"]),
        .testTarget(
            name: "ArchgenRenderingTests",
            dependencies: [
                "ArchgenSpec", "ArchgenBehaviour", "ArchgenRendering", "ArchgenRegeneration", "ArchgenTestSupport",
                "Mustache",
            ]),
        .testTarget(
            name: "ArchgenRegenerationTests",
            dependencies: ["ArchgenSpec", "ArchgenRendering", "ArchgenRegeneration", "ArchgenTestSupport"]),
        .testTarget(
            name: "ArchgenCLITests",
            dependencies: [
                "ArchgenCLI", "ArchgenSpec", "ArchgenRendering", "ArchgenRegeneration", "ArchgenTestSupport",
            ],
            exclude: ["Corpus"]),

        // MARK: - Samples: generated modules compiled and tested by `swift test`
        .target(name: "Users", path: "Samples/Users/Sources/Users"),
        .testTarget(name: "UsersTests", dependencies: ["Users"], path: "Samples/Users/Tests/UsersTests"),
        .target(name: "Drivers", path: "Samples/Drivers/Sources/Drivers"),
        .testTarget(name: "DriversTests", dependencies: ["Drivers"], path: "Samples/Drivers/Tests/DriversTests"),
        .target(name: "Tweets", path: "Samples/Tweets/Sources/Tweets"),
        .testTarget(name: "TweetsTests", dependencies: ["Tweets"], path: "Samples/Tweets/Tests/TweetsTests"),
        .target(name: "Weather", path: "Samples/Weather/Sources/Weather"),
        .testTarget(name: "WeatherTests", dependencies: ["Weather"], path: "Samples/Weather/Tests/WeatherTests"),
        .target(name: "People", path: "Samples/People/Sources/People"),
        .testTarget(name: "PeopleTests", dependencies: ["People"], path: "Samples/People/Tests/PeopleTests"),
        // An app that imports the three (public) samples as feature modules and composes their screens.
        .target(
            name: "AppShell", dependencies: ["Users", "Drivers", "Tweets"], path: "Samples/AppShell/Sources/AppShell"),
        .testTarget(name: "AppShellTests", dependencies: ["AppShell"], path: "Samples/AppShell/Tests/AppShellTests"),
    ]
)
