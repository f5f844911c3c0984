import SharpTools
import StringCatalog
import CatalogExchange
import CommandLineKit

/// The folder walks of the commands (`DirectoryWalk`: `--root`, `--sources`, an `.xcloc`
/// bundle's `Localized Contents`) and what they say about what they leave out. A folder that
/// cannot be read is an input error: a check that passed over it would pass without having
/// seen everything below the folder it was given. A FIFO, socket or device named like an
/// input, a symbolic link out of the tree and a name that is not UTF-8 are left out with a
/// warning; a link into the tree (its target is walked under its own path) and a second name
/// of a file already taken with a `--verbose` line.
package enum TreeWalk {
    /// The files below `root` the rules take, as paths below it, in walk order. `walked`
    /// names the walk in messages ("--sources App"), `remedy` says how to leave an unreadable
    /// folder out.
    package static func files(
        below root: String, walked: String, remedy: String, context: CommandContext, rules: (DirectoryWalk.Entry) -> DirectoryWalk.Step
    ) throws(UsageError) -> [String] {
        let walk: DirectoryWalk
        do {
            walk = try DirectoryWalk(root: root, rules: rules)
        } catch {
            throw UsageError("\(error); \(walked) would miss what it holds (\(remedy))")
        }
        for item in walk.left {
            let path = DirectoryWalk.path(item.relative, below: root)
            switch item.reason {
            case .notARegularFile(let kind):
                context.console.warning("\(path): is \(kind), not a regular file; skipped")
            case .linkOutside(let target):
                context.console.warning("\(path): a symbolic link to \(target), outside \(walked); not followed")
            case .nameNotUTF8:
                context.console.warning("\(path): the name is not UTF-8; skipped")
            case .linkInside(let target):
                context.console.verbose("\(path): a symbolic link to \(target), which \(walked) reaches by its own path; not followed")
            case .seenBefore:
                context.console.verbose("\(path): already walked under another name (a hard link or a mount); skipped")
            }
        }
        return walk.files
    }

    /// The XLIFF files of the `.xcloc` bundles among `inputs` (their `Localized Contents`
    /// folders, walked as any folder is), keyed by that folder, as `XLIFFInputs.files` asks for
    /// the names.
    package static func xliffNames(inBundlesAmong inputs: [String], context: CommandContext) throws(UsageError) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for input in inputs where FileIdentity.of(input)?.isDirectory == true {
            let found = try files(below: input, walked: "the bundle \(input)", remedy: "make it readable", context: context) { entry in
                if entry.depth == 0 { return entry.isDirectory && entry.name == XclocBundle.localizedContents ? .take : .skip }
                return !entry.isDirectory && !XclocBundle.xliffFiles(amongNames: [entry.name]).isEmpty ? .take : .skip
            }
            names[XclocBundle.localizedContentsFolder(ofBundleAt: input)] = found.map { String($0.dropFirst(XclocBundle.localizedContents.count + 1)) }
        }
        return names
    }
}
