import Foundation
import Testing
import CartTestSupport

/// `cartlua types`: the annotations on stdout are the shipped `types/cartlua.d.lua` (which
/// CartLuaTests' AnnotationTests hold to the bindings).
@Suite struct TypesCommandTests {
    @Test func printsTheShippedAnnotations() throws {
        let r = try CLI.run(["types"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        let shipped = try String(contentsOf: CLI.packageRoot.appendingPathComponent("types/cartlua.d.lua"), encoding: .utf8)
        #expect(r.stdout == shipped, "types/cartlua.d.lua is stale: `swift run cartlua types > types/cartlua.d.lua`")
        for needle in ["---@meta", "---@class Layer", "---@class BasicAnimationOptions",
                       #"---@alias FillMode "removed"|"forwards"|"backwards"|"both""#,
                       #"---@alias ContentsGravity "center"|"top"|"bottom"|"left"|"right"|"topLeft"|"topRight"|"bottomLeft"|"bottomRight"|"resize"|"resizeAspect"|"resizeAspectFill""#,
                       "---@field contentsGravity ContentsGravity",
                       "function Layer:addAnimation(anim, key) end", "function after(seconds, fn) end",
                       "---@field keyPath KeyPath", "---@param options? LayerOptions",
                       // CATextLayer: a Layer, with its options and enums.
                       "---@class TextLayer: Layer", "---@class TextLayerOptions", "function TextLayer(options) end",
                       "---@field fontSize? number", #"---@alias TextAlignmentMode "natural"|"left"|"right"|"center"|"justified""#,
                       #"---@alias TextTruncationMode "none"|"start"|"middle"|"end""#] {
            #expect(r.stdout.contains(needle), "no \(needle)")
        }
    }

    @Test func helpAndUsage() throws {
        let help = try CLI.run(["types", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("cartlua types > cartlua.d.lua"))
        let extra = try CLI.run(["types", "Scripts/coins.lua"])
        #expect(extra.status == 2)
        #expect(extra.stderr.hasPrefix("cartlua: types takes no arguments"))
        #expect(extra.stdout.isEmpty)
    }
}
