import ArchgenTestSupport
import XCTest

@testable import ArchgenBehaviour
@testable import ArchgenRendering
@testable import ArchgenSpec

/// Long names from the spec never push a generated line past 120 columns; lines that fit are never touched.
final class LineWrapperTests: XCTestCase {
    private func wrapped(_ line: String) -> [String] {
        LineWrapper.wrap(line).components(separatedBy: "\n")
    }

    func testLinesThatFitAreLeftExactlyAsTheyAre() {
        let text = "struct A {\n    let  spaced   = [1,2]\n}\n"
        XCTAssertEqual(LineWrapper.wrap(text), text)
    }

    /// Only the long lines change, wherever they stand (first, last, one after another), and every other line, blank
    /// or not ASCII, is kept byte for byte: the text between long lines is copied, not rebuilt line by line.
    func testOnlyTheLongLinesOfAFileChange() {
        let arguments = (1...12).map { "argument\($0): value\($0)" }.joined(separator: ", ")
        let long = "        let value = Self.make(\(arguments))"
        let kept = ["// Généré", "", "  x = \"é✓\"\r", "}"]
        for lines in [
            [long] + kept, kept + [long], [long, long] + kept + [long], kept + [long, ""] + kept, [long, "", long],
        ] {
            let expected = lines.map { $0.utf8.count > 120 ? LineWrapper.wrapLine($0).joined(separator: "\n") : $0 }
            XCTAssertEqual(LineWrapper.wrap(lines.joined(separator: "\n")), expected.joined(separator: "\n"))
            XCTAssertNotEqual(expected, lines)
        }
    }

    /// A guard whose body is below it (`else {`) and whose one clause binds many values, as VIP's state accessors are
    /// (a state with ten values went past 120 columns): laid out as swift-format does, the values filled.
    func testALongGuardCaseFillsItsValuesAndPutsElseOnItsOwnLine() {
        let values = (1...10).map { "let value\($0)Items" }.joined(separator: ", ")
        XCTAssertEqual(
            wrapped("        guard case .shown(\(values)) = state else {"),
            [
                "        guard",
                "            case .shown(",
                "                let value1Items, let value2Items, let value3Items, let value4Items, let value5Items, let value6Items,",
                "                let value7Items, let value8Items, let value9Items, let value10Items) = state",
                "        else {",
            ])
        // (What `swift format` makes of it.) One that fits once `else {` has a line of its own stays whole.
        let few = (1...5).map { "let value\($0)Items" }.joined(separator: ", ")
        XCTAssertEqual(
            wrapped("        guard case .shown(\(few)) = state else {"),
            ["        guard case .shown(\(few)) = state", "        else {"])
    }

    func testALongCallGetsOneArgumentPerLine() {
        let name = String(repeating: "VeryLong", count: 7)
        let line = "        display?.displayDetail(viewModel: \(name).ViewModel(order: response.order), extra: 1)"
        XCTAssertEqual(
            wrapped(line),
            [
                "        display?.displayDetail(",
                "            viewModel: \(name).ViewModel(order: response.order),",
                "            extra: 1",
                "        )",
            ])
    }

    func testASignatureKeepsWhatFollowsItsParameters() {
        let parameters = (1...9).map { "parameterNumber\($0): Int" }.joined(separator: ", ")
        XCTAssertEqual(
            wrapped("    func page(\(parameters)) async throws -> Page {"),
            ["    func page("] + (1...9).map { "        parameterNumber\($0): Int" + ($0 < 9 ? "," : "") }
                + ["    ) async throws -> Page {"])
    }

    /// swift-format keeps a column for the trailing comma of a literal of several elements it could break: a line of
    /// exactly 120 columns with one is too long for it (`.ci/spec-space` found one), one without is not.
    func testALineOfExactlyTheWidthIsBrokenOnlyWhenItHoldsALiteralOfSeveralElements() {
        let head =
            "        expectShows(sut, state: .loaded(orders: result), "
            + "presented: [.loading(.init()), .loaded(.init(o: "
        let line = head + String(repeating: "x", count: 120 - head.count - 4) + "))])"
        XCTAssertEqual(line.count, 120)
        XCTAssertEqual(wrapped(line).count, 5, wrapped(line).joined(separator: "\n"))
        let single = "        expectShows(sut, state: .loaded(orders: result), presented: [.loading(.init(orders: "
        let plain = single + String(repeating: "x", count: 120 - single.count - 4) + "))])"
        XCTAssertEqual(plain.count, 120)
        XCTAssertEqual(wrapped(plain), [plain])
    }

    func testAnArrayLiteralGetsATrailingComma() {
        let elements = (1...8).map { "\"element number \($0)\"" }
        XCTAssertEqual(
            wrapped("        let list = [\(elements.joined(separator: ", "))]"),
            ["        let list = ["] + elements.map { "            \($0)," } + ["        ]"])
    }

    func testAOneLineBlockAtTheEndBecomesABlockAndKeepsItsClosureParameters() {
        let call =
            "interactor.formatterRequested(request: Space01Scene.FormatterRequested.Request(first: 1, second: 2))"
        XCTAssertEqual(
            wrapped("            Button(\"formatterRequested\") { \(call) }"),
            ["            Button(\"formatterRequested\") {", "                \(call)", "            }"])
        XCTAssertEqual(
            wrapped("            .onChange(of: query) { _, newValue in \(call) }"),
            ["            .onChange(of: query) { _, newValue in", "                \(call)", "            }"])
        // A closure that is an element of a list (a doubles file's `closures`) keeps its trailing comma after `}`.
        let forward = "try await self.refresh(allPhotos: allPhotos, tokenValue: tokenValue, showsBanner: showsBanner)"
        XCTAssertEqual(
            wrapped("            refresh: { allPhotos, tokenValue, showsBanner in \(forward) },"),
            [
                "            refresh: { allPhotos, tokenValue, showsBanner in", "                \(forward)",
                "            },",
            ])
    }

    /// A block followed by a member of its value and a list's comma (a generated test counting calls in either order,
    /// seed 74 G6) is broken as swift-format breaks it: the block's body one level in, `}.count,` after it, and a body
    /// still too long broken before its operators.
    func testABlockFollowedByAMemberOfItsValueBecomesABlock() {
        let predicate = "$0.limit == nil && $0.listList == [\"list\", \"list\"] && $0.progress == 16.5"
        XCTAssertEqual(
            wrapped("            sut.uploader.validateCalls.filter { \(predicate) }.count,"),
            ["            sut.uploader.validateCalls.filter {", "                \(predicate)", "            }.count,"])
        let longer = predicate + " && $0.something == \"a long string here to pass the limit\""
        XCTAssertEqual(
            wrapped("            sut.uploader.validateCalls.filter { \(longer) }.count,"),
            [
                "            sut.uploader.validateCalls.filter {", "                \(predicate)",
                "                    && $0.something == \"a long string here to pass the limit\"",
                "            }.count,",
            ])
    }

    /// A line that is only a block, a closure argument of a call above it (calls run at once, `together`: the
    /// regressions' R8EFB6F), opens it, and its body is broken again where it is still too long.
    func testALineThatIsOnlyABlockOpensIt() {
        let call = "await catalogService.validate(step: message.count, hasMore: hasMore, moviesList: moviesList2)"
        XCTAssertEqual(
            wrapped("                       { \(call) },"),
            ["                       {", "                           \(call)", "                       },"])
        XCTAssertEqual(
            wrapped("                            { \(call) },"),
            [
                "                            {", "                                await catalogService.validate(",
                "                                    step: message.count,",
                "                                    hasMore: hasMore,",
                "                                    moviesList: moviesList2", "                                )",
                "                            },",
            ])
    }

    func testCommasInStringsAndGenericsDoNotSplit() {
        let string = "\"a, b, (c), [d]\""
        let type = "Result<[Order], any Error>"
        let line = "        let result: \(type) = make(\(string), \(string), \(string), second: \(type).self)"
        XCTAssertEqual(
            wrapped(line),
            [
                "        let result: \(type) = make(",
                "            \(string),", "            \(string),", "            \(string),",
                "            second: \(type).self",
                "        )",
            ])
    }

    func testWhatIsStillTooLongIsBrokenAgain() {
        let inner = (1...6).map { "argument\($0): value\($0)" }.joined(separator: ", ")
        let lines = wrapped("        outer(first: 1, second: Inner(\(inner), \(inner)))")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 120 }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.first, "        outer(")
        XCTAssertEqual(lines[2], "            second: Inner(")
    }

    func testElementsOfAnEnclosingListAreSeparatedBeforeOneIsBroken() {
        let element = ".shown(" + (1...11).map { "value\($0): \($0)" }.joined(separator: ", ") + ")"
        let lines = wrapped("            sut.display.displays, [\(element)]")
        let expectedStart = ["            sut.display.displays,", "            [", "                .shown("]
        XCTAssertEqual(Array(lines.prefix(3)), expectedStart)
        XCTAssertEqual(lines.last, "            ]")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 120 }, lines.joined(separator: "\n"))
    }

    func testADeclarationBreaksItsValueNotItsType() {
        let value = "[.historyShown(" + (1...9).map { "value\($0): \($0)" }.joined(separator: ", ") + ")]"
        let lines = wrapped("        let expected: [Space38DisplaySpy.Display] = \(value)")
        XCTAssertEqual(lines.first, "        let expected: [Space38DisplaySpy.Display] = [")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 120 }, lines.joined(separator: "\n"))
    }

    func testCommentsAreReflowedAtSpaces() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = wrapped("    /// \(words)")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("    /// ") && $0.count <= 120 })
        XCTAssertEqual(lines.joined(separator: " ").replacingOccurrences(of: "    /// ", with: ""), words)
    }

    /// A value with operators outside brackets moves below its `=`; what is still too long breaks before its loosest
    /// operators, at the value's own indentation (swift-format's layout: `.ci/spec-gen` found lines of `??` kept whole).
    func testAValueWithOperatorsMovesBelowItsEqualsAndBreaksBeforeItsLoosestOperators() {
        let names = ["firstVeryLongOptionalValueName", "secondVeryLongOptionalValueName", "thirdValueName"]
        let chain = (names + ["fourthValueName", "fifth"]).joined(separator: " ?? ")
        XCTAssertEqual(
            wrapped("        let isSomethingVeryLongNamedValue = \(chain)"),
            [
                "        let isSomethingVeryLongNamedValue =",
                "            " + (names + ["fourthValueName"]).joined(separator: " ?? "),
                "            ?? fifth",
            ])
        let either = names.map { "\($0).isEmpty" }
        XCTAssertEqual(
            wrapped("        return \(either[0]) && \(either[1]) && \(either[2]) && fourthValueName.isEmpty || other"),
            [
                "        return \(either[0]) && \(either[1])",
                "            && \(either[2]) && fourthValueName.isEmpty",
                "            || other",
            ])
    }

    /// A parenthesized operand is not a list: swift-format breaks before the operator and keeps `(a ?? b)` whole
    /// (spec-gen seed 61 drew `limit: moviesList.count - (… ?? …)`, broken inside its parentheses: lint failed).
    func testAParenthesizedOperandStaysWholeAfterABreakBeforeItsOperator() {
        let line =
            "                                    limit: moviesList.count - (fields.value.allString.last?.count"
            + " ?? fields.value.allString.count)"
        XCTAssertEqual(
            wrapped(line),
            [
                "                                    limit: moviesList.count",
                "                                        - (fields.value.allString.last?.count ?? fields.value.allString.count)",
            ])
    }

    /// A parenthesized operand still too long on its own line is broken inside, as swift-format breaks it: `(` stays
    /// before its expression, the break before `?` goes one level in, `)` stays after it (seed 74 G17 had `(`, the
    /// expression and `)` each on a line of its own).
    func testAParenthesizedOperandTooLongAloneIsBrokenInsideItsParentheses() {
        let margin = String(repeating: " ", count: 32)
        let ternary =
            "self.currentTicket.query.isEmpty ? self.currentTicket.query.isEmpty : self.currentTicket.isEnabled"
        XCTAssertEqual(
            wrapped(margin + "didFinish = (\(ternary)) && fields.allTicket.isEmpty"),
            [
                margin + "didFinish =",
                margin + "    (self.currentTicket.query.isEmpty",
                margin + "        ? self.currentTicket.query.isEmpty : self.currentTicket.isEnabled)",
                margin + "    && fields.allTicket.isEmpty",
            ])
    }

    /// An `else if` whose condition fits once its `{` has a line of its own keeps the condition whole (seed 62).
    func testAConditionThatFitsWithoutItsBraceKeepsItWhole() {
        let condition = "self.profiles?.first?.showsBanner ?? self.profiles?.first?.showsBanner ?? list.isEmpty"
        XCTAssertEqual(
            wrapped("                        } else if \(condition) {"),
            ["                        } else if \(condition)", "                        {"])
    }

    /// Under a broken `||`, an operand that is still too long breaks its `&&` one level further in.
    func testATighterOperatorBrokenInsideALooserOneGoesOneLevelIn() {
        let operands = (1...7).map { "valueNumber\($0).isEmpty" }
        let line = "        service.load(name: \(operands[0]) || \(operands[1...].joined(separator: " && ")), id: 3)"
        XCTAssertEqual(
            wrapped(line),
            [
                "        service.load(",
                "            name: \(operands[0])",
                "                || \(operands[1...4].joined(separator: " && "))",
                "                    && \(operands[5]) && \(operands[6]),",
                "            id: 3",
                "        )",
            ])
    }

    /// A conditional breaks before its `?` (swift-format refuses `c ? d` with `: e` alone below it).
    func testAConditionalBreaksBeforeItsQuestionMark() {
        let condition = "firstVeryLongOptionalValueName.isEmpty"
        let then = "secondVeryLongOptionalValueName"
        XCTAssertEqual(
            wrapped("        let value = \(condition) ? \(then) : thirdVeryLongValueName ?? \"x\" ?? fourthValueName"),
            [
                "        let value =",
                "            \(condition)",
                "            ? \(then) : thirdVeryLongValueName ?? \"x\" ?? fourthValueName",
            ])
    }

    /// A long `if` puts its conditions one per line (the later ones one level in) or breaks its expression, and its
    /// `{` goes on a line of its own.
    func testALongIfPutsItsBraceOnALineOfItsOwn() {
        let clauses = [
            "case .saving = state.value", "case FetchError.limited = error", "message > (a.isEmpty ? b : c)",
        ]
        XCTAssertEqual(
            wrapped("            if \(clauses.joined(separator: ", ")), isSomethingVeryLongNamedValue {"),
            ["            if \(clauses[0]),"] + clauses[1...].map { "                \($0)," }
                + ["                isSomethingVeryLongNamedValue", "            {"])
        let operands = ["fields.value.membersList.isEmpty", "allTicketsListing.isEmpty", "title.isEmpty"]
        XCTAssertEqual(
            wrapped("            } else if offline || \(operands[0]) && \(operands[1]) || \(operands[2]) && online {"),
            [
                "            } else if offline || \(operands[0]) && \(operands[1])",
                "                || \(operands[2]) && online",
                "            {",
            ])
    }

    /// A long `guard` lays out as swift-format does: a condition per line, the later ones one level in, then
    /// `else { return }` at the guard's indentation (a condition at the guard's own column fails its lint).
    func testALongGuardPutsItsElseOnALineOfItsOwn() {
        let clauses = ["let self", "!Task.isCancelled", "!(error is CancellationError)", "self.page == page"]
        let margin = String(repeating: " ", count: 24)
        XCTAssertEqual(
            wrapped(margin + "guard \(clauses.joined(separator: ", ")) else { return }"),
            [margin + "guard let self,"] + clauses[1..<3].map { margin + "    \($0)," }
                + [margin + "    self.page == page", margin + "else { return }"])
    }

    /// A stored closure or a closure parameter breaks after its colon, then its parameters.
    func testAFunctionTypedPropertyBreaksAfterItsColon() {
        let parameters = ["_ amount: Double", "_ rating: Double?", "_ attempts: Int", "_ somethingLonger: String"]
        let result = "throws -> AsyncThrowingStream<String, Error>"
        let type = "@MainActor @Sendable (\(parameters.joined(separator: ", "))) \(result)"
        XCTAssertEqual(
            wrapped("    var changes: \(type)"),
            ["    var changes:", "        @MainActor @Sendable ("]
                + parameters.enumerated().map { number, parameter in
                    "            \(parameter)" + (number < parameters.count - 1 ? "," : "")
                } + ["        ) \(result)"])
        // The same type as a parameter of an `init` laid out one per line.
        XCTAssertEqual(
            wrapped("        list: @escaping \(type),"),
            ["        list:", "            @escaping @MainActor @Sendable ("]
                + parameters.enumerated().map { number, parameter in
                    "                \(parameter)" + (number < parameters.count - 1 ? "," : "")
                } + ["            ) \(result),"])
    }

    func testALineWithNothingToBreakIsKept() {
        let line = "        let text = \"\(String(repeating: "x", count: 130))\""
        XCTAssertEqual(wrapped(line), [line])
    }

    /// A conditional's `? d : e` too long for a line breaks at its `:`, which stands under its `?` (swift-format's
    /// layout; spec-gen seed 62 found the `:` one level further in, with a `??` in the branch).
    func testAConditionalsColonStandsUnderItsQuestionMark() {
        let indent = String(repeating: " ", count: 28)
        let line =
            indent + "if message.isEmpty ? profilesList?.last?.showsBanner ?? message.isEmpty : "
            + "`in`?.showsBanner ?? message.isEmpty {"
        XCTAssertEqual(
            wrapped(line),
            [
                indent + "if message.isEmpty",
                indent + "    ? profilesList?.last?.showsBanner ?? message.isEmpty",
                indent + "    : `in`?.showsBanner ?? message.isEmpty",
                indent + "{",
            ])
        let assignment =
            indent + "    fields.isEnabled = fields.isEnabled ? fields.allMovie?.isEmpty ?? label.isEmpty : "
            + "fields.isEnabled ? message.isEmpty : fields.isEnabled"
        XCTAssertEqual(
            wrapped(assignment),
            [
                indent + "    fields.isEnabled =",
                indent + "        fields.isEnabled",
                indent + "        ? fields.allMovie?.isEmpty ?? label.isEmpty",
                indent + "        : fields.isEnabled ? message.isEmpty : fields.isEnabled",
            ])
    }

    /// Literals closing one after another at a line's end keep columns for the trailing commas swift-format would add
    /// (spec-gen seed 64: a 119-column `[[a, b], [c, d, e]]` failed its lint), measured with swift-format 6.1.
    func testNestedLiteralsAtALinesEndKeepColumnsForTheirCommas() {
        let indent = String(repeating: " ", count: 12)
        func nested(_ length: Int, last: String) -> String {
            let head = indent + "[[Track.fixture(id: \"id2\"), Track.fixture()], [Track.fixture(id: \""
            return head + String(repeating: "x", count: length - head.count - last.count) + last
        }
        XCTAssertEqual(wrapped(nested(117, last: "\"), Track.fixture()]]")).count, 1)
        XCTAssertEqual(wrapped(nested(118, last: "\"), Track.fixture()]]")).count, 4)
        XCTAssertEqual(wrapped(nested(118, last: "\")]]")).count, 1)
        XCTAssertEqual(wrapped(nested(119, last: "\")]]")).count, 4)
        XCTAssertEqual(wrapped(indent + "[" + String(repeating: "a, ", count: 34) + "bbb]").count, 1)
    }

    func testEveryLiteralOfSeveralElementsKeepsAColumnWhereverItStands() {
        // (spec-gen seed 5402 G29: 119 columns with two such literals failed swift-format's lint.)
        func line(_ length: Int, tail: String) -> String {
            let head = "        expectShows(sut, state: .empty, told: [.saving, .empty], routes: [.login(label: \""
            return head + String(repeating: "x", count: length - head.count - tail.count) + tail
        }
        XCTAssertEqual(wrapped(line(118, tail: "\"), .login(label: detail)])")).count, 1)
        let long = line(119, tail: "\"), .login(label: detail)])")
        let label = long.split(separator: "\"")[1]
        XCTAssertEqual(
            wrapped(long),
            [
                "        expectShows(",
                "            sut,",
                "            state: .empty,",
                "            told: [.saving, .empty],",
                "            routes: [.login(label: \"\(label)\"), .login(label: detail)]",
                "        )",
            ])
        // One literal before the end: one column, as at the end.
        XCTAssertEqual(wrapped(line(119, tail: "\")], effects: .none)")).count, 1)
        // A line that ends in no bracket is measured too.
        XCTAssertGreaterThan(wrapped(line(119, tail: "\"), .login(label: d)]).count")).count, 1)
    }
}
