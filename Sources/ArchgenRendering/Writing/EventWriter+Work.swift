import ArchgenSpec

/// The work itself, in the task: calls and their outcomes, a stream and its elements, or a result handed to a custom
/// handler.
extension EventWriter {
    /// `work`, its first calls' arguments taken from `hoisted` where the task took them as it started.
    mutating func work(_ work: ModuleModel.Work, hoisted: [String: String]) {
        let atStart = atTaskStart
        atTaskStart = false
        switch work {
        case .calls(let calls): callWork(calls, hoisted: hoisted, atStart: atStart)
        case .stream(let stream): streamWork(stream, hoisted: hoisted)
        case .handOver(let index, let value):
            let handler = module.events[index]
            let arguments = Spelling.arguments(handler.values) { _ in value.map(spell) ?? "" }
            builder.code(
                Idiom.handOver(SwiftNames.escaped(handler.name) + "(\(arguments))", checkingCancellation: true))
        }
    }

    /// In the task: the part of `block` that changes what the unit shows, held only while it runs, then its work.
    /// The first calls' arguments that read the unit are taken while it is held (declared before, assigned in it).
    mutating func segment(_ block: ModuleModel.Block) {
        // What is held here reads only the block's own values: its outcomes hold the unit again after their await.
        let reading = module.freeNames([block]).intersection(block.ownNames)
        guard let work = block.work else {
            if needsUnit(block) || readsWhenBound(block) { holdUnit(reading: reading) }
            changes(block)
            return
        }
        let (taking, hoisted) = takenArguments(work)
        let declarations = taking.map { (name: $0.name, type: $0.type.description, argument: $0.argument) }
        let writesCopy = takeWrites(work)
        let restoring = restores(block)
        let marksWrote = !pastWrites && wroteBefore(work)
        if needsUnit(block) || !declarations.isEmpty || !reading.isDisjoint(with: whenBound.keys) {
            for (name, type, _) in declarations { builder.code("let \(SwiftNames.escaped(name)): \(type)") }
            if let writesCopy { builder.code("let \(writesCopy): Storage.Writes") }
            // From here a kept value of the same name is `self.name` (`isEnabled = true` would set the local twice,
            // `rating = -rating` would read the local before it is set), in the values taken too.
            swiftLocals.formUnion(declarations.map(\.name) + (writesCopy.map { [$0] } ?? []))
            builder.code("do {")
            builder.open()
            // (A step that awaits again without showing a state has not shown the answer: the queries it replaces
            // end where a later step's answer is shown, or answer where none is: held-out 52 repro 01.)
            let wins = winsOnHold
            if block.state == nil { winsOnHold = nil }
            holdUnit(reading: reading)
            winsOnHold = block.state == nil ? wins : nil
            if marksWrote {
                builder.code(Idiom.wrote(holdingUnit: true, taskID))
                readsID = true
            }
            changes(block)
            for restore in restoring { builder.code(Idiom.restoreWhenDone(restore, taskID)) }
            if !restoring.isEmpty { readsID = true }
            for (name, _, argument) in declarations { builder.code("\(SwiftNames.escaped(name)) = \(spell(argument))") }
            if let writesCopy {
                builder.code(Idiom.takeCopy(writesCopy, reading: copyReads[writesCopy] ?? [], taskID))
                readsID = true
            }
            builder.close()
            builder.code("}")
        } else if case .handOver = work {
            // (A handed-over result checks the task itself.)
        } else if writes {
            // A command's task outlives its unit: the writes that follow its write at once, reading nothing of the
            // unit, belong to it and are made whether the unit is there or not (a `markImported()` after a `save()`);
            // anything else runs only for a unit still there (Language.md 6).
            builder.code(!pastWrites && writesOnly(work) ? Idiom.checkCancelled : Idiom.checkUnitAndCancelled)
            if marksWrote {
                builder.code(Idiom.wrote(holdingUnit: false, taskID))
                readsID = true
            }
        } else {
            builder.code(Idiom.checkCancelled)
        }
        let outerPastWrites = pastWrites
        pastWrites = pastWrites || marksWrote
        self.work(work, hoisted: hoisted)
        pastWrites = outerPastWrites
        if let writesCopy, !usedWrites.contains(writesCopy) {
            let lines = Idiom.takeCopy(writesCopy, reading: copyReads[writesCopy] ?? [], taskID)
            builder.remove(Set(["let \(writesCopy): Storage.Writes"] + lines))
        }
    }

    /// Whether `work` follows the writes of a command's task and makes none that awaits itself: from here on the task
    /// is a query, cancelled with its unit (`work.wrote`; a log of its failure does not make it a command's again:
    /// held-out 46).
    func wroteBefore(_ work: ModuleModel.Work) -> Bool {
        guard writes, inTask else { return false }
        return ![ModuleModel.Block(work: work)].allCalls.contains {
            module.dependencies[$0.dependency].awaitsWrite($0.method)
        }
    }

    private mutating func callWork(_ work: ModuleModel.CallWork, hoisted: [String: String], atStart: Bool) {
        let methods = work.calls.map { module.dependencies[$0.dependency].methods[$0.method] }
        let throwing = methods.contains(where: \.isThrowing)
        var used = module.freeNames(work.onSuccess)
        // A `case` matches the result, so it is read.
        if work.onSuccess.contains(where: { $0.pattern != nil }), let name = work.calls[0].resultName {
            used.insert(name)
        }
        let outerShown = shownCall
        // (Registered until the task ends, or until an outcome awaits again after the answer.)
        let registered = registerShownAnswer(
            work, asynchronous: methods.contains(where: \.isAsync), read: used, atStart: atStart)
        shownCall = registered != nil && work.onSuccess.contains { $0.work != nil }
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let outer = scope
        // (Judged before the results are named: a result may hide a stored value the calls read.)
        let outerJudged = judged
        judged = judgedReadings(work.calls, afterWrite: wroteBefore(.calls(work))).compactMap { name in
            // (`takeWrites` took a copy wherever a judged value is read from the unit.)
            writesRead[name].map { (name, $0) }
        }
        bindResults(work, methods: methods, used: used, hoisted: hoisted)
        let waits = registered != nil && methods.contains(where: \.isAsync)
        if waits { awaitNewer() }
        let outerWins = (replacesOnHold, winsOnHold)
        // (A step after one whose answer replaces what is shown ends the queries it replaces as its own answer is
        // shown.)
        let pending = registered == true ? nil : winsOnHold
        (replacesOnHold, winsOnHold) = (replacesOnSuccess(work), registered == true ? .succeeded : pending)
        taskAlternatives(work.onSuccess, subject: work.calls.count == 1 ? work.calls[0].resultName : nil)
        scope = outer
        if throwing {
            builder.close()
            builder.code("} catch {")
            builder.open()
            shownCall = registered != nil && work.onFailure.contains { $0.work != nil }
            // (After a step whose answer replaces what is shown, a failure that shows a state at last shows it.)
            let failureShows =
                registered == true
                ? work.onFailure.contains { $0.state != nil }
                : pending != nil && work.onFailure.allBlocks.contains { $0.state != nil }
            (replacesOnHold, winsOnHold) = (false, failureShows ? .failed : nil)
            failure(work.onFailure, awaitingNewer: waits)
            builder.close()
            builder.code("}")
        }
        (replacesOnHold, winsOnHold) = outerWins
        judged = outerJudged
        shownCall = outerShown
    }

    /// After the await of a query registered as showing its answer: the answer waits for a newer query that replaces
    /// what is shown (`Idiom.awaitNewer`).
    private mutating func awaitNewer() {
        builder.code(Idiom.awaitNewer(taskID))
        readsID = true
    }

    /// Before the calls of a query whose answer the screen shows, where another event has one too
    /// (`ModuleModel.ordersAnswer`, Language.md "Work"): registers them with the unit's work, as replacing what is shown
    /// where a success sets the state without reading the state shown (a first page, a reload, a search), else as
    /// showing their answer (`read`: the names its success reads). Whether it did, as replacing (true) or showing
    /// (false); `atStart`: the task's first calls, whose registration `startTask` returns.
    private mutating func registerShownAnswer(
        _ work: ModuleModel.CallWork, asynchronous: Bool, read: Set<String>, atStart: Bool
    ) -> Bool? {
        // (A write replaces what is shown once it succeeded: `replacesOnSuccess`.)
        guard ordersAnswerHere(work), !module.awaitsWrite(work) else { return nil }
        let results = Set(work.calls.compactMap(\.resultName))
        let readsShown = !read.subtracting(results).isDisjoint(with: whenBound.keys)
        let replacing = !readsShown && module.successShows(work)
        // A call that does not await answers before anything can replace it, but one that replaces what is shown
        // still cancels the queries asked before it (a delete's reload from a cache: held-out 47).
        guard asynchronous || replacing else { return nil }
        if atStart { startRegistration = replacing }
        // A reload after the task's writes answers for the screen after them: the queries asked before the writes are
        // cancelled as it starts, spared or not (review 51b F1: a search typed before a delete, answering last or
        // failing, brought the deleted row back); one it spares asked since the writes began is spared (review 53 F1:
        // a search typed during a star's write, cancelled, left the list of the text before under the text typed).
        let afterWrites = replacing && pastWrites
        replacedAfterWrites = replacedAfterWrites || afterWrites
        let spared = module.events.filter { other in
            replacing && other.name != event.name && showingAnswers.contains(other.name)
                && module.spares(work, of: event, other)
        }
        builder.code(
            Idiom.showsAnswer(
                replacing: replacing, taskID, sparing: spared.map { SwiftNames.escaped($0.name) }, atOnce: afterWrites))
        readsID = true
        return replacing
    }

    /// Whether `work` is a write that awaits and whose success shows a state, where another event has a query whose
    /// answer is shown (`ModuleModel.ordersAnswer`, Language.md "Work"): once it succeeded, it replaces what is shown
    /// (the queries asked before answer for the screen before the write), not before (a write that fails leaves a
    /// next page loading: review 49 F2). A success that reloads instead registers its reload as any query does. The
    /// write itself is never cancelled this way: the unit's work skips commands.
    private func replacesOnSuccess(_ work: ModuleModel.CallWork) -> Bool {
        ordersAnswerHere(work) && module.awaitsWrite(work) && work.onSuccess.contains { $0.state != nil }
    }

    /// Whether the task's `work` is ordered with another event's (`ModuleModel.ordersAnswer`) in this module.
    private func ordersAnswerHere(_ work: ModuleModel.CallWork) -> Bool {
        inTask && module.ordersAnswer(work) && !showingAnswers.subtracting([event.name]).isEmpty
    }

    /// Whether `work` makes only writes (commands).
    private func writesOnly(_ work: ModuleModel.Work) -> Bool {
        guard case .calls(let calls) = work else { return false }
        return calls.calls.allSatisfy { module.dependencies[$0.dependency].isCommand($0.method) }
    }

    /// The checks after a query's await (`judged`): each value not set since its copy was taken.
    var sameReadings: [String] { judged.map { Idiom.notSetSince(SwiftNames.escaped($0.name), $0.copy) } }

    /// After the checks of `judged` were written: their copies are used, and the task's calls no longer have their
    /// readings cancel it, nor are they ordered as a shown answer (`shownCall`).
    mutating func answerJudged() {
        guard !judged.isEmpty || shownCall else { return }
        usedWrites.formUnion(judged.map(\.copy))
        builder.code(Idiom.answered(taskID))
        readsID = true
    }

    /// The stored values read from the unit by which the results of `calls` are judged: those their arguments read,
    /// for a query (a command's outcome is not dropped, its write happened, but the queries that follow its write are:
    /// `afterWrite`, a delete's reload for the query of before is not shown over a new search). An argument that also
    /// reads a field is left out: a person types in a field while a call runs.
    func judgedReadings(_ calls: [ModuleModel.MethodCall], afterWrite: Bool) -> [String] {
        guard !writes || afterWrite else { return [] }
        return module.judgedReadings(of: calls) { locals[$0] != nil }
    }

    /// The judged stored values `work`'s first calls read.
    func judgedFromUnit(_ work: ModuleModel.Work) -> [String] {
        guard case .calls(let calls) = work else { return [] }
        return judgedReadings(calls.calls, afterWrite: wroteBefore(work))
    }

    /// Where `work`'s first calls read a judged stored value from the unit now, a new local's name for the copy of
    /// the unit's `storage.writes` taken with it (the caller spells the copy), recorded in `writesRead`.
    mutating func takeWrites(_ work: ModuleModel.Work) -> String? {
        let read = judgedFromUnit(work)
        guard !read.isEmpty else { return nil }
        let name = fresh("writes")
        for stored in read { writesRead[stored] = name }
        copyReads[name] = read
        return name
    }

    private mutating func streamWork(_ stream: ModuleModel.StreamWork, hoisted: [String: String]) {
        let method = module.dependencies[stream.call.dependency].methods[stream.call.method]
        let throwing = stream.isThrowing || method.isThrowing
        // A stream's elements and end answer the stream, not the call whose outcome started it: that call's result
        // was judged as it arrived (the outcome may since have set what the call read itself).
        let (outerJudged, outerShown, outerWins) = (judged, shownCall, (replacesOnHold, winsOnHold))
        (judged, shownCall, replacesOnHold, winsOnHold) = ([], false, false, nil)
        defer { (judged, shownCall, (replacesOnHold, winsOnHold)) = (outerJudged, outerShown, outerWins) }
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let name = stream.call.resultName ?? "element"
        let outer = scope
        let read = module.freeNames(stream.onEach).contains(name) || stream.onEach.contains { $0.pattern != nil }
        let element = read ? SwiftNames.escaped(name) : "_"
        builder.code(
            "for \(stream.isThrowing ? "try " : "")await \(element) in \(callExpression(stream.call, hoisted: hoisted)) {"
        )
        builder.open()
        local(name, type: stream.element)
        whenBound[name] = nil
        taskAlternatives(stream.onEach, subject: name)
        scope = outer
        builder.close()
        builder.code("}")
        taskAlternatives(stream.onEnd, subject: nil)
        if throwing {
            builder.close()
            builder.code("} catch {")
            builder.open()
            failure(stream.onFailure)
            builder.close()
            builder.code("}")
        }
    }

    /// In a `catch`: nothing for a cancellation, else the first alternative that matches (once a newer query that
    /// replaces what is shown ended, where `awaitingNewer`).
    private mutating func failure(_ blocks: [ModuleModel.Block], awaitingNewer: Bool = false) {
        // (`"onFailure": {}` says a failure changes nothing.)
        guard blocks.contains(where: { $0 != ModuleModel.Block() }) else {
            builder.code(Idiom.ignoreError)
            return
        }
        if awaitingNewer { awaitNewer() }
        let nested = blocks.contains { $0.work != nil }
        let holds = !nested && blocks.contains { needsUnit($0) || readsWhenBound($0) }
        builder.code(Idiom.failure(holdingUnit: holds, sameReadings))
        if holds {
            answerJudged()
            if let winsOnHold {
                builder.code(Idiom.won(taskID, failing: winsOnHold == .failed))
                readsID = true
            }
        }
        let outer = scope
        // The failure's `message` hides a value of that name a `when` bound (Language.md, "Names": innermost wins).
        let reads = module.freeNames(blocks)
        let wordsError = reads.contains("message")
        if wordsError { whenBound["message"] = nil }
        if holds { rebindWhenValues(reading: reads) }
        if wordsError {
            // (The unit words it; where its outcomes make calls, the unit is only reached for that.)
            builder.code(Idiom.message(holdingUnit: holds))
            local("message", type: .simple("String"))
        }
        if holds {
            // Held once for every alternative: they only change what the unit shows.
            let chained = blocks.count > 1 || blocks[0].isGuarded
            let outerBranch = scope
            for (index, block) in blocks.enumerated() {
                if chained { openBranch(index, guards: guards(block, subject: "error")) }
                bind(block)
                changes(block)
                if chained { builder.close() }
                scope = outerBranch
            }
            if chained { builder.code("}") }
        } else {
            taskAlternatives(blocks, subject: "error")
        }
        scope = outer
    }

    /// Whether `block` (or what follows it) reads a value a `when` bound, which needs the unit to read again.
    func readsWhenBound(_ block: ModuleModel.Block) -> Bool {
        !module.freeNames([block]).isDisjoint(with: whenBound.keys)
    }

    /// `try await dependency.method(arguments)`.
    func callExpression(_ call: ModuleModel.MethodCall, hoisted: [String: String], awaited: Bool = true) -> String {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let arguments = zip(method.parameters, call.arguments).enumerated().map { index, pair in
            let (parameter, argument) = pair
            let value = hoisted[argumentKey(call, index)].map { SwiftNames.escaped($0) } ?? spell(argument)
            guard dependency.style == .protocol, let label = parameter.label else { return value }
            return "\(SwiftNames.argumentLabel(label)): \(value)"
        }
        var expression =
            "\(SwiftNames.escaped(dependency.propertyName)).\(SwiftNames.escaped(method.name))("
            + arguments.joined(separator: ", ") + ")"
        if awaited {
            if method.isAsync { expression = "await " + expression }
            if method.isThrowing { expression = "try " + expression }
        }
        return expression
    }
}

extension ModuleModel.Work {
    /// The dependencies (indices) this work and its outcomes call.
    var dependencies: [Int] {
        [ModuleModel.Block(work: self)].allCalls.map(\.dependency)
    }
}
