#if canImport(Glibc)
import Glibc
#endif

/// What identifies the code archgen runs: the build IDs (`NT_GNU_BUILD_ID` notes, a hash the linker computes of
/// everything it links) of the executable and every library loaded with it. A build of different code has a different
/// one; reading it costs a walk over the program headers in memory. nil where it cannot be read (anything but
/// Linux with glibc, for now, or a file linked without a build ID): records are then not stamped, and every run renders.
enum BuildIdentity {
    /// Read once per process.
    static let current: [UInt8]? = read()

    #if canImport(Glibc) && (arch(x86_64) || arch(arm64))
    private final class Found {
        var bytes: [UInt8] = []
        var complete = true
    }

    private typealias Visit = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> Int32
    private typealias Iterate = @convention(c) (Visit, UnsafeMutableRawPointer?) -> Int32

    /// `dl_iterate_phdr` over the loaded objects (found with `dlsym`: Glibc's module declares it only for GNU sources).
    private static func read() -> [UInt8]? {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "dl_iterate_phdr") else { return nil }
        let iterate = unsafeBitCast(symbol, to: Iterate.self)
        let found = Found()
        withExtendedLifetime(found) {
            _ = iterate(
                { info, _, context in
                    guard let info, let context else { return 1 }
                    let found = Unmanaged<Found>.fromOpaque(context).takeUnretainedValue()
                    if let id = BuildIdentity.buildID(of: info) {
                        found.bytes += [UInt8(truncatingIfNeeded: id.count)] + id
                    } else {
                        found.complete = false
                    }
                    return 0
                }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.complete && !found.bytes.isEmpty ? found.bytes : nil
    }

    /// The build ID note of one loaded object, from its `dl_phdr_info` (64-bit layout: the load address, the name,
    /// the program headers, their count) and its `PT_NOTE` segments.
    private static func buildID(of info: UnsafeRawPointer) -> [UInt8]? {
        let base = info.load(as: UInt.self)
        guard let headers = info.load(fromByteOffset: 16, as: UnsafeRawPointer?.self) else { return nil }
        let count = Int(info.load(fromByteOffset: 24, as: UInt16.self))
        for index in 0..<count {
            let header = headers + index * 56  // an Elf64_Phdr
            guard header.load(as: UInt32.self) == 4,  // PT_NOTE
                let notes = UnsafeRawPointer(bitPattern: base &+ UInt(header.load(fromByteOffset: 16, as: UInt64.self)))
            else { continue }
            let size = Int(header.load(fromByteOffset: 40, as: UInt64.self))
            var offset = 0
            while offset + 12 <= size {
                let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let descriptionSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
                let description = offset + 12 + (nameSize + 3) & ~3
                guard description + descriptionSize <= size else { break }
                // NT_GNU_BUILD_ID, owner "GNU\0".
                if type == 3, nameSize == 4,
                    notes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)
                        == UInt32(littleEndian: 0x0055_4e47),
                    descriptionSize > 0
                {
                    return Array(UnsafeRawBufferPointer(start: notes + description, count: descriptionSize))
                }
                offset = description + (descriptionSize + 3) & ~3
            }
        }
        return nil
    }
    #else
    private static func read() -> [UInt8]? { nil }
    #endif
}
