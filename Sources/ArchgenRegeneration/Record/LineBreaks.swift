/// Finds line feeds in UTF-8 text eight bytes at a time: records are read and written on every run, and they hold the
/// whole text of every file of a module.
enum LineBreaks {
    /// The index of the first line feed in `bytes` at or after `start`, or nil.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                // A byte of `word` is a line feed where `word ^ 0x0a..` has a zero byte (the lowest such bit is exact).
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flipped = word ^ 0x0a0a_0a0a_0a0a_0a0a
                let found = (flipped &- 0x0101_0101_0101_0101) & ~flipped & 0x8080_8080_8080_8080
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }
}
