import Foundation
import LocatedJSON
import Mustache
public func tempRender(_ args: [String]) -> Int32 {
    let template = try! String(contentsOfFile: args[2], encoding: .utf8)
    let data = try! JSONReader().read(Array(FileManager.default.contents(atPath: args[4])!))
    var partials: [String: String] = [:]
    for file in (try? FileManager.default.contentsOfDirectory(atPath: args[6])) ?? [] {
        partials[String(file.dropLast(9))] = try! String(contentsOfFile: args[6] + "/" + file, encoding: .utf8)
    }
    do {
        print(try TemplateRenderer(escaping: .html, partials: partials).render(template, with: MustacheValue(json: data)), terminator: "")
        return 0
    } catch { print(error); return 1 }
}
