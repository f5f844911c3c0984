import SharpTools
import StringCatalog

/// `strings translate`: requests sent to a machine translation command in batches, its answers
/// checked (`AnswerReview`), and what passes turned into rows to import as `needs_review` —
/// never `translated`: a person reviews a machine's work. The command itself is the caller's
/// `send` (the CLI runs a process; a test a function), so this stays pure.
package struct MachineTranslation: Sendable {
    /// What one run of the command gave back for a batch.
    package enum Reply: Sendable {
        /// Its standard output (the command ended successfully).
        case output([UInt8])
        /// Why there is no answer: an exit status, a signal, the time limit, a failure to start.
        case failed(String)

        /// The reply of a finished run: its output when it exited 0, else how it ended and the
        /// first line it wrote to stderr.
        package init(_ run: ShellCommandRun, timeout: Double) {
            let said = String(decoding: run.errorOutput, as: UTF8.self).split(whereSeparator: \.isNewline).first.map { ": " + DisplayText.shortened(String($0)) } ?? ""
            switch run.outcome {
            case .exited(0): self = .output(run.output)
            case .exited(let status): self = .failed("exit status \(status)\(said)")
            case .signalled(let signal): self = .failed("ended by signal \(signal)\(said)")
            case .timedOut:
                self = .failed("no answer within \(timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)) s; its process group was ended")
            }
        }
    }

    /// A batch's requests as the command's standard input: a JSON line each.
    package static func input(_ batch: [TranslationRequest]) -> [UInt8] {
        Array(batch.map { $0.jsonLine + "\n" }.joined().utf8)
    }

    /// An answer that passed every check.
    package struct Accepted: Sendable, Equatable {
        package var request: TranslationRequest
        package var translation: String
    }

    /// A unit without an answer that can be written, or an answer that fits no request.
    package struct Rejected: Sendable, Equatable {
        /// The request; nil for an answer to an id that was not asked (or asked before).
        package var request: TranslationRequest?
        /// The check that failed (`placeholders`, `format-mismatch`, `glossary`, …) or `answer`
        /// (none, a second one, an unknown id, an unreadable line) or `command` (it failed).
        package var check: String
        package var reason: String
    }

    package struct Outcome: Sendable, Equatable {
        package var accepted: [Accepted] = []
        package var rejected: [Rejected] = []
        /// Runs of the command that failed (each retried while retries were left).
        package var failedRuns: [String] = []

        /// `N sent, N accepted as needs_review, N rejected`.
        package func summary(sent: Int) -> String {
            "\(sent) sent, \(accepted.count) accepted as needs_review, \(rejected.count) rejected"
        }
    }

    package let review: AnswerReview
    /// Requests per run of the command.
    package let batchSize: Int
    /// Further runs after a failed one, per batch.
    package let retries: Int

    package init(review: AnswerReview, batchSize: Int, retries: Int) {
        self.review = review
        self.batchSize = max(1, batchSize)
        self.retries = max(0, retries)
    }

    /// Sends `requests` batch by batch; `progress` hears how many were answered of how many.
    package func run(_ requests: [TranslationRequest], send: ([TranslationRequest]) -> Reply, progress: (Int, Int) -> Void = { _, _ in }) -> Outcome {
        var outcome = Outcome()
        var done = 0
        for start in stride(from: 0, to: requests.count, by: batchSize) {
            let batch = Array(requests[start..<min(start + batchSize, requests.count)])
            var reply = send(batch)
            var attempt = 0
            while case .failed(let reason) = reply {
                outcome.failedRuns.append(reason)
                guard attempt < retries else { break }
                attempt += 1
                reply = send(batch)
            }
            switch reply {
            case .output(let bytes): settle(batch, answers: bytes, into: &outcome)
            case .failed(let reason):
                let runs = attempt + 1
                outcome.rejected += batch.map { Rejected(request: $0, check: "command", reason: "\(reason) (\(runs) run\(runs == 1 ? "" : "s"))") }
            }
            done += batch.count
            progress(done, requests.count)
        }
        return outcome
    }

    /// Matches a batch's answers to its requests and reviews them.
    private func settle(_ batch: [TranslationRequest], answers output: [UInt8], into outcome: inout Outcome) {
        let (answers, unreadable) = TranslationAnswer.read(output)
        outcome.rejected += unreadable.map { Rejected(request: nil, check: "answer", reason: "line \($0.line) of the answer: \($0.reason)") }
        var byID: [String: TranslationAnswer] = [:]
        let asked = Set(batch.map(\.id))
        for answer in answers {
            if !asked.contains(answer.id) {
                outcome.rejected.append(Rejected(request: nil, check: "answer", reason: "line \(answer.line) of the answer: id \(answer.id) was not asked for"))
            } else if let first = byID[answer.id] {
                outcome.rejected.append(Rejected(request: nil, check: "answer", reason: "line \(answer.line) of the answer: a second answer for id \(answer.id) (the first is line \(first.line))"))
            } else {
                byID[answer.id] = answer
            }
        }
        for request in batch {
            guard let answer = byID[request.id] else {
                outcome.rejected.append(Rejected(request: request, check: "answer", reason: "the command gave no answer"))
                continue
            }
            switch review.review(answer.translation, for: request) {
            case .accepted(let translation): outcome.accepted.append(Accepted(request: request, translation: translation))
            case .rejected(let failures):
                outcome.rejected += failures.map { Rejected(request: request, check: $0.check, reason: $0.reason) }
            }
        }
    }

    /// The accepted translations as a batch per locale to import (`TranslationImport`, with
    /// `review`), each row's line its request's id.
    package static func batches(_ accepted: [Accepted], file: String) -> [TranslationImport.Batch] {
        var batches: [TranslationImport.Batch] = []
        var position: [String: Int] = [:]
        for item in accepted {
            let request = item.request
            let row = TranslationImporter.Row(line: Int(request.id) ?? 0, key: request.key, locale: request.locale, path: request.path.description,
                                              translation: item.translation, state: "needs_review", source: request.source)
            if let index = position[request.locale] {
                batches[index].rows.append(row)
            } else {
                position[request.locale] = batches.count
                batches.append(TranslationImport.Batch(file: file, catalogIndex: 0, declaredLocale: request.locale, rows: [row]))
            }
        }
        return batches
    }
}

extension MachineTranslation.Rejected: CustomStringConvertible {
    /// `rejected "KEY" [de] plural.one (placeholders): {{1}} (%1$@) is missing`, on one line.
    package var description: String {
        var place = "an answer"
        if let request {
            place = "\"\(DisplayText.shortened(request.key))\" [\(request.locale)]" + (request.path.description.isEmpty ? "" : " \(request.path)")
        }
        return "rejected \(place) (\(check)): " + String(reason.map { $0.isNewline ? " " : $0 })
    }
}
