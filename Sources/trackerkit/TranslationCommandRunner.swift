import SharpTools
import CatalogExchange

/// The process side of `strings translate`: a batch's requests as JSON lines on the command's
/// standard input (`ShellCommandRun`: through /bin/sh, in the working directory, with a time
/// limit), and the progress line on a terminal.
struct TranslationCommandRunner {
    let command: String
    let timeout: Double
    let context: CommandContext
    /// The progress line is drawn only on a terminal, and not with --quiet.
    private var drawsProgress: Bool { context.console.showsNotes && StandardStreams.isTerminal(.error) }

    init(command: String, timeout: Double, context: CommandContext) {
        self.command = command
        self.timeout = timeout
        self.context = context
    }

    func send(_ batch: [TranslationRequest]) -> MachineTranslation.Reply {
        let input = Array(batch.map { $0.jsonLine + "\n" }.joined().utf8)
        context.console.verbose("sending \(batch.count) request\(batch.count == 1 ? "" : "s") to \(command)")
        do {
            let run = try ShellCommandRun(command, input: input, in: context.currentDirectory, timeout: timeout)
            let message = String(decoding: run.errorOutput, as: UTF8.self).split(whereSeparator: \.isNewline).first.map { ": " + DisplayText.shortened(String($0)) } ?? ""
            switch run.outcome {
            case .exited(0): return .output(run.output)
            case .exited(let status): return .failed("exit status \(status)\(message)")
            case .signalled(let signal): return .failed("ended by signal \(signal)\(message)")
            case .timedOut: return .failed("no answer within \(timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)) s; its process group was ended")
            }
        } catch {
            return .failed(error.description)
        }
    }

    func progress(_ done: Int, _ total: Int) {
        if drawsProgress { context.console.errorText("\rtranslating: \(done) of \(total) units answered") }
    }

    func endProgress() {
        if drawsProgress { context.console.errorText("\r\u{1B}[K") }
    }
}
