import Foundation
import SharpTools

/// The report set of all locales as one unit. The new set is built in a fresh sibling of OUT
/// (`.OUT.tmp-PID-RANDOM`, mode 0700 until done): first everything in OUT that this run does
/// not write is carried over (hard links, so nothing is copied and nothing of the user's is
/// lost), then the report files are written and flushed; then the sibling and OUT are swapped
/// in one atomic step (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)` on
/// macOS) and the old set, now under the sibling's name, is removed. OUT stays a real
/// directory at its path; a reader sees the whole old set or the whole new set, and a kill at
/// any moment leaves one of them plus, at worst, a sibling a later run sweeps away.
///
/// Where the system cannot exchange (other kernels, some network file systems), OUT is moved
/// aside and the new set renamed into place: two renames, between which OUT is briefly missing
/// (never mixed). Where no directory can be made beside an existing OUT (its parent is not
/// writable for this user), the files are prepared in OUT and each renamed into place as a
/// single file is (`AtomicFileWriter`), and `fileByFileNote` says so — a failing nightly job
/// would help nobody.
///
/// OUT must be the tool's own (`ReportSetMarker`): new, empty, marked by an earlier set, or
/// holding only what an earlier report wrote; else nothing is touched. Carried-over files and
/// links keep their inode (owner, mode and ACL with it); carried-over directories are made
/// anew with the owner, group, mode and extended attributes (ACLs) of the old one — where that
/// is not possible (not root, another user's directory) the run fails and OUT stays as it was.
/// From before OUT is read until the new set is in place, OUT is locked (`DirectoryLock`): a
/// second run into the same OUT waits, then builds on the first one's set.
package struct ReportSetWriter {
    /// OUT, made absolute with links resolved (a linked OUT keeps its link).
    package let root: String
    /// OUT as the user wrote it, for messages.
    package let shownRoot: String
    /// The fresh sibling the new set is built in.
    let staging: String
    private let force: Bool
    private var tokens: [Int?] = []
    /// Files written in the sibling and not yet flushed to disk, with their paths as shown.
    private var unflushed: [(file: NewFile, shownPath: String)] = []
    /// The directories made in the sibling for report files (`de`, `de/img`).
    private var createdDirectories: Set<String> = []
    /// The directories this run made above OUT, removed again on failure.
    private var createdParents: [String] = []
    /// In the file-by-file fallback: the files prepared so far (nil: the set is one unit).
    private var fileByFile: [AtomicFileWriter.PreparedFile]?
    /// Why the set is not switched as one unit, for a warning (nil when it is).
    package private(set) var fileByFileNote: String?
    /// Why OUT could not be locked, for a warning (nil when it is locked).
    package private(set) var lockNote: String?
    /// Held from before OUT is read until the new set is in place (nil: the system cannot lock it).
    private var lock: DirectoryLock?

    /// The warnings of this run: the set not switched as one unit, OUT not locked.
    package var notes: [String] { [lockNote, fileByFileNote].compactMap { $0 } }

    /// Checks OUT, makes the sibling and carries over what this run does not write.
    /// - Parameters:
    ///   - requestedRoot: OUT as the user wrote it (messages name it).
    ///   - resolvedRoot: OUT made absolute, with symbolic links resolved as far as it exists.
    ///   - ours: the paths relative to OUT this run writes (`de/trackers.md`, `de/img/01-noalc.svg`).
    ///   - dropped: paths relative to OUT of files an earlier run wrote that this run replaces
    ///     without writing them again (the picture of a tracker no longer listed): not carried over.
    ///   - earlierSet: decides on an OUT without the marker (`ReportSetMarker`); by default
    ///     such a directory is refused unless it is empty.
    package init(
        root requestedRoot: String, resolvedRoot: String, ours: Set<String>, dropped: (String) -> Bool = { _ in false },
        earlierSet: ReportSetMarker.EarlierSetRule = ReportSetMarker.firstEntry, force: Bool
    ) throws(OutputError) {
        root = resolvedRoot
        shownRoot = requestedRoot
        self.force = force
        guard root != "/" else { throw OutputError(path: requestedRoot, problem: "is the root directory; choose a directory for the reports") }
        let url = URL(fileURLWithPath: root)
        let parent = url.deletingLastPathComponent().path
        do { createdParents = try AtomicFileWriter.ensureDirectory(parent) } catch {
            throw OutputError(path: requestedRoot, problem: "cannot create the directory: \(error.path) \(error.problem)")
        }
        staging = parent + "/" + TemporaryNames.make(for: url.lastPathComponent)
        try lockAndClaim(earlierSet: earlierSet)
        TemporaryNames.sweepStale(in: parent)
        try checkReplaced(ours)
        if FileIdentity.of(root)?.isDirectory == true {
            do throws(FileSystemError) { try FileSystemCalls.checkWritable(parent) } catch {
                fileByFile = []
                fileByFileNote = "\(requestedRoot): cannot create a directory beside it (\(error.reason)), so the report files are replaced one by one and a reader may briefly see old and new files together; make \(parent) writable to switch the set as one unit"
                let options = AtomicFileWriter.Options(links: .refuse, force: true)
                let marker = try AtomicFileWriter.prepare(for: root + "/" + ReportSetMarker.name, options: options, filling: { (sink) throws(OutputError) in
                    try sink.write(ReportSetMarker.contents)
                })
                fileByFile?.append(marker)
                return
            }
        }
        tokens.append(TemporaryPaths.register(staging, isDirectory: true))
        do throws(FileSystemError) { try FileSystemCalls.makeDirectory(staging, mode: 0o700) } catch {
            TemporaryPaths.unregister(tokens.removeLast())
            AtomicFileWriter.removeCreatedDirectories(createdParents)
            throw OutputError(path: requestedRoot, problem: "cannot create the directory: \(error.reason)")
        }
        do throws(OutputError) {
            if FileIdentity.of(root) != nil {
                // OUT's owner, group and ACL from the start (an impossible owner fails before
                // anything is written); its mode only at the switch: the set is private until then.
                try carryAttributes(from: root, to: staging, shownPath: requestedRoot, mode: 0o700)
                try carryOver(relative: "", skipping: ours.union([ReportSetMarker.name]), dropped: dropped)
            }
            try writeFile(ReportSetMarker.name) { (sink) throws(OutputError) in try sink.write(ReportSetMarker.contents) }
        } catch {
            discard()
            throw error
        }
    }

    /// Locks OUT (its parent while OUT does not exist) and refuses an OUT that is not a report
    /// set (`ReportSetMarker`). Nothing is changed before this.
    private mutating func lockAndClaim(earlierSet: ReportSetMarker.EarlierSetRule) throws(OutputError) {
        do throws(FileSystemError) { lock = try DirectoryLock.acquire(guarding: root) } catch {
            // A file system that cannot lock a directory (some network file systems): the run
            // goes on unlocked, with a warning.
            guard DirectoryLock.isUnsupported(error) else {
                AtomicFileWriter.removeCreatedDirectories(createdParents)
                throw OutputError(path: shownRoot, problem: error.problem)
            }
            lockNote = "\(shownRoot): \(error.problem), so a report run into it at the same time could undo this run's update"
        }
        guard let existing = FileIdentity.of(root) else { return }
        guard existing.isDirectory else { throw OutputError(path: shownRoot, problem: "exists and is not a directory") }
        if let problem = ReportSetMarker.problem(root: root, shownRoot: shownRoot, earlierSet: earlierSet) {
            throw OutputError(path: shownRoot, problem: problem)
        }
    }

    /// Refuses links, directories and (without --force) read-only files where report files go.
    private func checkReplaced(_ ours: Set<String>) throws(OutputError) {
        for relative in ours.sorted() {
            let path = root + "/" + relative
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if let entry = FileIdentity.ofEntry(directory), entry.isSymbolicLink {
                throw OutputError(path: shown(URL(fileURLWithPath: relative).deletingLastPathComponent().relativePath), problem: "is a symbolic link; trackerkit never writes through a link it did not make (remove the link or choose another --out)")
            }
            do { _ = try AtomicFileWriter.destination(path, options: AtomicFileWriter.Options(links: .refuse, force: force)) } catch {
                throw OutputError(path: shown(relative), problem: error.problem)
            }
        }
    }

    /// Makes `staging/relative` hold what `root/relative` holds, except `ours`.
    private mutating func carryOver(relative: String, skipping ours: Set<String>, dropped: (String) -> Bool) throws(OutputError) {
        let source = relative.isEmpty ? root : root + "/" + relative
        let shownSource = relative.isEmpty ? shownRoot : shown(relative)
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: source) } catch {
            throw OutputError(path: shownSource, problem: "cannot list the directory: \(error.localizedDescription)")
        }
        for name in names.sorted() {
            let child = relative.isEmpty ? name : relative + "/" + name
            guard !ours.contains(child), let entry = FileIdentity.ofEntry(root + "/" + child) else { continue }
            if !entry.isDirectory && dropped(child) { continue }
            // A temporary file a killed run left inside OUT is not carried into the new set.
            if let pid = TemporaryNames.processID(in: name), FileSystemCalls.processIsGone(pid) { continue }
            let target = staging + "/" + child
            tokens.append(TemporaryPaths.register(target, isDirectory: entry.isDirectory))
            do throws(FileSystemError) {
                if entry.isDirectory {
                    try FileSystemCalls.makeDirectory(target, mode: 0o700)
                } else {
                    // Files and symbolic links alike: the same inode, so owner, mode and ACL stay.
                    try FileSystemCalls.hardLink(root + "/" + child, target)
                }
            } catch {
                throw OutputError(path: shown(child), problem: "cannot carry it over into the new report set: \(error.reason)")
            }
            if entry.isDirectory {
                try carryOver(relative: child, skipping: ours, dropped: dropped)
                try carryAttributes(from: root + "/" + child, to: target, shownPath: shown(child))
                try? FileSystemCalls.syncDirectory(target)  // best effort: the links are the user's files, not the report
            }
        }
    }

    /// Gives the directory `target` of the new set the owner, group, extended attributes (ACLs)
    /// and mode (or `mode`) of `source`, or fails naming `shownPath`: a carried-over directory
    /// never changes hands.
    private func carryAttributes(from source: String, to target: String, shownPath: String, mode: UInt16? = nil) throws(OutputError) {
        do throws(FileSystemError) { try FileSystemCalls.copyDirectoryAttributes(from: source, to: target, mode: mode) } catch {
            throw OutputError(
                path: shownPath,
                problem: "cannot carry it over into the new report set with its owner, mode and ACL (\(error.problem)); run the report as its owner or as root")
        }
    }

    /// Writes `staging/locale/fileName` from `fill`, flushed, with the mode and owner of the
    /// file it replaces. `fileName` may lie in a subdirectory (`img/01-noalc.svg`).
    package mutating func write(locale: String, fileName: String, filling fill: (AtomicFileWriter.Sink) throws(OutputError) -> Void) throws(OutputError) {
        let subdirectory = fileName.lastIndex(of: "/").map { String(fileName[..<$0]) }
        let relativeDirectory = subdirectory.map { locale + "/" + $0 } ?? locale
        if fileByFile != nil {
            createdParents += try AtomicFileWriter.ensureDirectory(root + "/" + relativeDirectory)
            let options = AtomicFileWriter.Options(links: .refuse, force: force)
            fileByFile?.append(try AtomicFileWriter.prepare(for: root + "/" + locale + "/" + fileName, options: options, filling: fill))
            return
        }
        try makeDirectory(locale)
        if subdirectory != nil { try makeDirectory(relativeDirectory) }
        try writeFile(locale + "/" + fileName, filling: fill)
    }

    /// Writes `staging/relative` (its directory is there) from `fill`, flushed, with the mode and
    /// owner of the file it replaces.
    private mutating func writeFile(_ relative: String, filling fill: (AtomicFileWriter.Sink) throws(OutputError) -> Void) throws(OutputError) {
        let path = staging + "/" + relative
        let finalPath = root + "/" + relative
        let shownPath = shown(relative)
        tokens.append(TemporaryPaths.register(path, isDirectory: false))
        let file: NewFile
        do { file = try NewFile.create(at: path, mode: 0o600) } catch {
            throw OutputError(path: shownPath, problem: "cannot create the file: \(error.reason)")
        }
        do throws(OutputError) { try fill(AtomicFileWriter.Sink(file: file, path: shownPath)) } catch {
            file.abandon()
            throw error
        }
        let replaced = FileIdentity.of(finalPath)
        if let replaced { file.setOwner(replaced.owner, group: replaced.group) }
        file.setMode(replaced?.mode ?? AtomicFileWriter.newFileMode)
        // Flushed with others (`NewFile.finish(_:)`): a report of thousands of trackers writes
        // thousands of pictures, and one flush after another waits for the disk once per file.
        unflushed.append((file, shownPath))
        if unflushed.count >= NewFile.flushBatch { try flushWritten() }
    }

    /// Flushes the files written since the last flush, all at once; the first that fails is
    /// the error (every one of them is closed).
    private mutating func flushWritten() throws(OutputError) {
        let files = unflushed
        unflushed.removeAll()
        let failures = NewFile.finish(files.map(\.file))
        for (index, failure) in failures.enumerated() {
            if let failure { throw OutputError(path: files[index].shownPath, problem: failure.problem) }
        }
    }

    /// Makes `staging/relative` unless it is there already (made before, or carried over),
    /// with the mode of the directory it replaces.
    private mutating func makeDirectory(_ relative: String) throws(OutputError) {
        let directory = staging + "/" + relative
        guard createdDirectories.insert(relative).inserted, FileIdentity.ofEntry(directory) == nil else { return }
        tokens.append(TemporaryPaths.register(directory, isDirectory: true))
        do throws(FileSystemError) { try FileSystemCalls.makeDirectory(directory, mode: 0o755 & ~FileSystemCalls.creationMask) } catch {
            throw OutputError(path: shown(relative), problem: "cannot create the directory: \(error.reason)")
        }
        if let old = FileIdentity.of(root + "/" + relative) { FileSystemCalls.setMode(directory, old.mode) }
    }

    /// Makes the new set visible in one step and removes the old one.
    package mutating func commit() throws(OutputError) {
        defer { lock?.release() }
        if let prepared = fileByFile {
            for (index, file) in prepared.enumerated() {
                do { try file.commit() } catch {
                    prepared[(index + 1)...].forEach { $0.discard() }
                    throw error
                }
            }
            return
        }
        try switchToNewSet()
        // From here the new set is visible; what follows only tidies up.
        removeReplacedSet()
    }

    /// Flushes the new set and puts it at OUT in one step (the old set, if any, is then under
    /// the sibling's name). A kill before this leaves the whole old set, after it the whole new one.
    mutating func switchToNewSet() throws(OutputError) {
        try flushWritten()
        // Every directory the files were written in (innermost first), then the sibling itself.
        for relative in createdDirectories.sorted().reversed() {
            do throws(FileSystemError) { try FileSystemCalls.syncDirectory(staging + "/" + relative) } catch {
                throw OutputError(path: shown(relative), problem: error.problem)
            }
        }
        let old = FileIdentity.of(root)
        if old != nil {
            try carryAttributes(from: root, to: staging, shownPath: shownRoot)
        } else {
            FileSystemCalls.setMode(staging, 0o755 & ~FileSystemCalls.creationMask)
        }
        do throws(FileSystemError) { try FileSystemCalls.syncDirectory(staging) } catch {
            throw OutputError(path: shownRoot, problem: error.problem)
        }
        if old == nil {
            do throws(FileSystemError) { try FileSystemCalls.rename(staging, to: root) } catch {
                throw OutputError(path: shownRoot, problem: "cannot move the new report set into place: \(error.reason)")
            }
        } else {
            try swap()
        }
    }

    /// Flushes OUT's parent (the switch) and removes the old set under the sibling's name.
    func removeReplacedSet() {
        try? FileSystemCalls.syncDirectory(parent)  // best effort: the switch itself is done
        removeTree(staging)
    }

    /// The directory that holds OUT and the sibling.
    private var parent: String {
        URL(fileURLWithPath: root).deletingLastPathComponent().path
    }

    private func swap() throws(OutputError) {
        do throws(FileSystemCalls.ExchangeFailure) { try FileSystemCalls.exchange(staging, root) } catch {
            switch error {
            case .failed(let failure):
                throw OutputError(path: shownRoot, problem: "cannot switch to the new report set: \(failure.reason)")
            case .unsupported:
                try moveAsideAndReplace()
            }
        }
    }

    /// The switch where the system cannot exchange: OUT moved aside, the sibling renamed to
    /// OUT (between the two renames OUT is missing, never mixed), the old set removed.
    private func moveAsideAndReplace() throws(OutputError) {
        let aside = parent + "/" + TemporaryNames.make(for: URL(fileURLWithPath: root).lastPathComponent)
        TemporaryPaths.register(aside, isDirectory: true)
        do throws(FileSystemError) { try FileSystemCalls.rename(root, to: aside) } catch {
            throw OutputError(path: shownRoot, problem: "cannot move the old report set aside: \(error.reason)")
        }
        do throws(FileSystemError) { try FileSystemCalls.rename(staging, to: root) } catch {
            try? FileSystemCalls.rename(aside, to: root)  // best effort: put the old set back
            throw OutputError(path: shownRoot, problem: "cannot move the new report set into place: \(error.reason)")
        }
        removeTree(aside)
    }

    /// `relative` below OUT as the user wrote OUT.
    private func shown(_ relative: String) -> String {
        (shownRoot.hasSuffix("/") ? shownRoot : shownRoot + "/") + relative
    }

    /// Removes the sibling with everything in it; `root` and the user's files are untouched.
    package func discard() {
        fileByFile?.forEach { $0.discard() }
        removeTree(staging)
        AtomicFileWriter.removeCreatedDirectories(createdParents)
        lock?.release()
    }

    private func removeTree(_ path: String) {
        // Best effort: a tree left behind carries this process's id and is swept by a later run.
        try? FileManager.default.removeItem(atPath: path)
        for token in tokens { TemporaryPaths.unregister(token) }
    }
}
