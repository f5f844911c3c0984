import Foundation

/// Steps a statement on a background thread and hands its rows over in batches, in order,
/// to the thread that decodes them (see SQLiteRowBatch). At most a few batches wait at a
/// time, so memory stays flat however large the table.
///
/// The connection is used by the background thread alone while the pipe runs (SQLite's
/// multi-thread mode allows that), and `finish()` waits for that thread: after it returns,
/// the caller may use the connection again.
final class SQLiteRowPipe: @unchecked Sendable {
    // @unchecked: every mutable property is read and written only under `condition`'s lock;
    // the statement is touched only by the producer thread until `finish()` has joined it.

    enum Item {
        case batch(SQLiteRowBatch)
        /// Stepping failed after the rows handed over before this item.
        case failure(SQLiteFailure)
    }

    private let condition = NSCondition()
    private var queue: [Item] = []
    private var producerDone = false
    private var cancelled = false
    private let maximumWaiting = 4
    private let producer = DispatchGroup()

    /// Starts stepping `statement`, copying `columnCount` columns of each row.
    init(statement: SQLiteStatement, columnCount: Int, rowsPerBatch: Int = 2048) {
        let box = StatementBox(statement: statement)
        producer.enter()
        Thread.detachNewThread { [self] in
            if let statement = box.statement {
                produce(statement, columnCount: columnCount, rowsPerBatch: rowsPerBatch)
            }
            // Let go of the statement before `finish()` returns: the thread (and this closure)
            // outlive `leave()`, and a statement finalized here, after the caller went on,
            // would use the connection from two threads.
            box.statement = nil
            producer.leave()
        }
    }

    /// The next batch or failure in order; nil once every row has been handed over.
    func next() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !producerDone { condition.wait() }
        guard !queue.isEmpty else { return nil }
        let item = queue.removeFirst()
        condition.broadcast()
        return item
    }

    /// Stops the producer (when the consumer gives up early) and waits until it has stopped
    /// using the statement. Call it on every path before touching the connection again.
    func finish() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
        producer.wait()
    }

    private func produce(_ statement: SQLiteStatement, columnCount: Int, rowsPerBatch: Int) {
        var batch = SQLiteRowBatch.Builder(columnCount: columnCount, capacity: rowsPerBatch)
        // The statement steps here only: a failure ends the rows, after those handed over.
        var failure: SQLiteFailure?
        while true {
            do {
                guard try statement.step() else { break }
            } catch {
                failure = error
                break
            }
            batch.append(from: statement)
            if batch.isFull {
                guard hand(.batch(batch.build())) else { return }
                batch = SQLiteRowBatch.Builder(columnCount: columnCount, capacity: rowsPerBatch)
            }
        }
        if batch.rowCount > 0, !hand(.batch(batch.build())) { return }
        if let failure, !hand(.failure(failure)) { return }
        condition.lock()
        producerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `item`, waiting while the consumer is behind; false when cancelled.
    private func hand(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= maximumWaiting && !cancelled { condition.wait() }
        if cancelled { return false }
        queue.append(item)
        condition.broadcast()
        return true
    }

    private final class StatementBox: @unchecked Sendable {
        // @unchecked: created before the producer thread starts and from then on used (and
        // emptied) by that thread alone.
        var statement: SQLiteStatement?
        init(statement: SQLiteStatement) { self.statement = statement }
    }
}
