/// The bundled sample — `Samples/tracker-store.json` and its app catalog
/// `Samples/Localizable.xcstrings` — compiled into the executable (`EmbeddedText`, written from
/// those files by the EmbedSamplePlugin build step), so that a binary copied anywhere runs on
/// the sample and "(default: the bundled sample store)" in its help is true.
package enum BundledSample {
    /// How messages name the sample store.
    package static let storeName = "the bundled sample store"
    /// How messages name the sample's catalog.
    package static let catalogName = "the bundled sample catalog"
    /// The file of the checkout the store is compiled from.
    package static let storeSource = "Samples/tracker-store.json"

    /// The sample store's exact bytes (a JSON export of the app).
    package static var storeBytes: [UInt8] { Array(EmbeddedText.trackerStore.utf8) }

    /// The sample app catalog's exact bytes: the labels of the sample's custom trackers.
    package static var catalogBytes: [UInt8] { Array(EmbeddedText.sampleCatalog.utf8) }
}
