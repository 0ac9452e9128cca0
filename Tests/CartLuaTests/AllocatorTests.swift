import Glibc
import CLua
import Testing
@testable import CartLua

/// Lua's allocator (`cartlua_alloc`, shim.h) on its own: small blocks Lua frees are kept by
/// class and handed back, the last freed first, whole-class sized, within a cap.
@Suite struct AllocatorTests {
    /// A zeroed `cartlua_Limits` with no limit, and the allocator called on it as Lua calls it.
    final class Allocator {
        let limits = UnsafeMutablePointer<cartlua_Limits>.allocate(capacity: 1)
        init() { limits.initialize(to: cartlua_Limits()) }
        deinit {
            cartlua_free_spares(limits)
            limits.deallocate()
        }
        func new(_ size: Int) -> UnsafeMutableRawPointer {
            cartlua_alloc(limits, nil, Int(LUA_TTABLE), size)!
        }
        func free(_ p: UnsafeMutableRawPointer, _ size: Int) {
            _ = cartlua_alloc(limits, p, size, 0)
        }
        func resize(_ p: UnsafeMutableRawPointer, from old: Int, to size: Int) -> UnsafeMutableRawPointer {
            cartlua_alloc(limits, p, old, size)!
        }
        var spareBytes: Int { limits.pointee.spare_bytes }
    }

    /// malloc_usable_size (<malloc.h>, which the Glibc module leaves out).
    static let usable: @convention(c) (UnsafeMutableRawPointer?) -> Int = {
        unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size"),
                      to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    }()

    @Test func aFreedSmallBlockComesBackForItsClassLastFreedFirst() {
        let a = Allocator()
        let x = a.new(40), y = a.new(33)  // both of the 48-byte class
        a.free(x, 40)
        a.free(y, 33)
        #expect(a.spareBytes == 96)
        let y2 = a.new(48), x2 = a.new(35)
        #expect(y2 == y && x2 == x)
        #expect(a.spareBytes == 0)
        // Another class's block is not one of them.
        a.free(x2, 35)
        let z = a.new(49), x3 = a.new(34)
        #expect(z != x && x3 == x)
        a.free(z, 49)
        a.free(x3, 34)
        a.free(y2, 48)
    }

    /// Each block of a class holds the class's whole size, whichever size in it was asked (a
    /// block asked for 33 bytes serves a later 48), through realloc too.
    @Test func everyBlockOfAClassHoldsTheWholeClass() {
        for size in [1, 15, 16, 17, 33, 100, 249, 250, 256] {
            let a = Allocator()
            let p = a.new(size)
            #expect(Self.usable(p) >= (size + 15) / 16 * 16, "asked \(size)")
            let q = a.resize(p, from: size, to: size + 7)
            let kept = size + 7 <= 256 ? (size + 7 + 15) / 16 * 16 : 0
            if kept > 0 { #expect(Self.usable(q) >= kept, "resized to \(size + 7)") }
            a.free(q, size + 7)
            // Kept as a block of its class; beyond the classes, back to free.
            #expect(a.spareBytes == kept, "freed \(size + 7)")
        }
    }

    /// The allocator counts Lua's bytes as Lua gives them, whether a block is new or a spare.
    @Test func theCountIsLuasBytesWhateverTheBlock() {
        let a = Allocator()
        let p = a.new(20)
        #expect(a.limits.pointee.memory_used == 20)
        a.free(p, 20)
        #expect(a.limits.pointee.memory_used == 0)
        let q = a.new(30)  // the spare of its class
        #expect(q == p && a.limits.pointee.memory_used == 30 && a.limits.pointee.memory_peak == 30)
        a.free(q, 30)
    }

    /// The spares stay within their cap: past it, blocks go back to malloc.
    @Test func theSparesStayWithinTheirCap() {
        let a = Allocator()
        let size = 16 * Int(CARTLUA_SPARE_CLASSES)
        let count = Int(CARTLUA_SPARE_BYTES) / size + 100
        let blocks = (0..<count).map { _ in a.new(size) }
        for b in blocks { a.free(b, size) }
        #expect(a.spareBytes >= Int(CARTLUA_SPARE_BYTES) && a.spareBytes < Int(CARTLUA_SPARE_BYTES) + size)
        cartlua_free_spares(a.limits)
        #expect(a.spareBytes == 0)
    }
}
