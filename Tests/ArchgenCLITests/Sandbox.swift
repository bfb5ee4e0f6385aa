import ArchgenCLI
import Foundation
import XCTest

/// A temporary folder to run archgen in, with helpers to run it and look at what it did.
final class Sandbox {
    let root: URL

    init(package: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("archgen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if package {
            try write(
                "Package.swift",
                "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    struct Run {
        var code: Int32
        var output: String
        var errors: String
    }

    @discardableResult
    func run(_ arguments: String..., in folder: String = "") -> Run {
        run(arguments, in: folder)
    }

    @discardableResult
    func run(_ arguments: [String], in folder: String = "") -> Run {
        let console = BufferConsole()
        let directory = folder.isEmpty ? root : root.appendingPathComponent(folder)
        let code = ArchgenTool(workingDirectory: directory, console: console).run(arguments)
        return Run(code: code, output: console.output, errors: console.errors)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// `swiftc -typecheck` over the Swift files in `folder` as one module, leaving out the views (`#if canImport`:
    /// on macOS they would be checked against the Mac's SwiftUI, not iOS's; `.ci/views` checks them).
    func typecheck(_ path: String, module: String) throws -> (code: Int32, output: String) {
        let folder = url(path)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
            .filter { (try? String(contentsOfFile: $0, encoding: .utf8).contains("#if canImport(")) == false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", module] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func read(_ path: String) -> String? { try? String(contentsOf: url(path), encoding: .utf8) }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(path), atomically: true, encoding: .utf8)
    }

    /// Every file below the root, relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        return found.sorted()
    }

    /// Contents and modification dates of every file, to prove that nothing changed.
    func snapshot() -> [String: String] {
        var result: [String: String] = [:]
        for file in files() {
            let date =
                (try? FileManager.default.attributesOfItem(atPath: url(file).path)[.modificationDate] as? Date) ?? nil
            result[file] = (read(file) ?? "<unreadable>") + "@\(date?.timeIntervalSince1970 ?? -1)"
        }
        return result
    }

    /// Every file's contents and every folder below the root (modification dates left out).
    func contents() -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            result[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<folder>"
        }
        return result
    }

    /// Makes the folder hold a copy of exactly what `other` holds, for a test that starts again from one state.
    func replaceContents(with other: Sandbox) throws {
        let manager = FileManager.default
        for item in try manager.contentsOfDirectory(atPath: root.path) { try manager.removeItem(at: url(item)) }
        for item in try manager.contentsOfDirectory(atPath: other.root.path) {
            try manager.copyItem(at: other.url(item), to: url(item))
        }
    }

    /// Sets every file's modification date to 2001, so any rewrite shows up.
    func ageAllFiles() throws {
        for file in files() {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: url(file).path)
        }
    }
}
