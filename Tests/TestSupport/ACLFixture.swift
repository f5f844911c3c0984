/// A POSIX access ACL as Linux stores it in the extended attribute `system.posix_acl_access`,
/// for tests that check an ACL survives: owner rwx, user 65250 r-x, group r-x, mask r-x,
/// others ---. Version 2, then per entry tag, permissions (16 bits each) and id (32 bits),
/// little-endian.
public enum ACLFixture {
    public static let attributeName = "system.posix_acl_access"

    public static let access: [UInt8] = {
        let entries: [(tag: UInt16, permissions: UInt16, id: UInt32)] = [
            (0x01, 7, UInt32.max), (0x02, 5, 65250), (0x04, 5, UInt32.max), (0x10, 5, UInt32.max), (0x20, 0, UInt32.max),
        ]
        var bytes = littleEndian(2, width: 4)
        for entry in entries {
            bytes += littleEndian(UInt32(entry.tag), width: 2) + littleEndian(UInt32(entry.permissions), width: 2) + littleEndian(entry.id, width: 4)
        }
        return bytes
    }()

    private static func littleEndian(_ value: UInt32, width: Int) -> [UInt8] {
        (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
