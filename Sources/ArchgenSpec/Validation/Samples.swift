/// The spec's `samples`: Swift expressions for types archgen cannot build a value of itself (the app's own types,
/// types of imported modules), used wherever generated code needs a value nobody set: test fixtures, an unset spy
/// result, a live scaffold that cannot throw.
extension ValidationContext {
    mutating func samples(_ raw: [RawSpec.Sample]) -> [TypeExpression: String] {
        var samples: [TypeExpression: String] = [:]
        for sample in raw {
            let type: TypeExpression
            do throws(FragmentError) {
                type = try FragmentParser.type(sample.type.value)
            } catch {
                report(
                    .fragment(what: "sample type", text: sample.type.value, reason: error.reason),
                    at: location(in: sample.type, offset: error.offset))
                continue
            }
            guard checkTypes(type, at: sample.type.location) else { continue }
            let expression = sample.value.value.trimmingCharacters(in: " ")
            guard !expression.isEmpty, !expression.contains(where: \.isNewline) else {
                report(.sampleNotOneLine(type: sample.type.value), at: sample.value.location)
                continue
            }
            guard samples.updateValue(expression, forKey: type) == nil else {
                report(.duplicateSample(type: sample.type.value), at: sample.type.location)
                continue
            }
        }
        return samples
    }

    /// A method that returns without throwing needs a value its spy and live scaffold can return before anyone sets
    /// or writes one: archgen builds it, or the spec's `samples` gives it.
    mutating func checkSampleable(
        _ raw: [RawSpec.Dependency], dependencies: [ModuleModel.Dependency], models: [ModuleModel.ModelType],
        samples: [TypeExpression: String]
    ) {
        var fixtures = Fixtures(models: models, samples: samples)
        for (rawDependency, dependency) in zip(raw, dependencies) {
            for (text, method) in zip(rawDependency.methods, dependency.methods) {
                guard !method.isThrowing, let type = method.returnType,
                    fixtures.placeholder(of: type, label: method.name) == nil
                else { continue }
                report(.needsSample(method: "\(dependency.name).\(method.name)", type: "\(type)"), at: text.location)
            }
        }
    }

    /// An input needs a value the tests and previews make the screen with: archgen builds it, or `samples` gives it.
    mutating func checkSampleable(
        _ raw: [Located<String>], inputs: [ValueDeclaration], models: [ModuleModel.ModelType],
        samples: [TypeExpression: String]
    ) {
        var fixtures = Fixtures(models: models, samples: samples)
        for (text, input) in zip(raw, inputs) where fixtures.value(of: input.type, label: input.name) == nil {
            report(.inputNeedsSample(name: input.name, type: "\(input.type)"), at: text.location)
        }
    }
}
