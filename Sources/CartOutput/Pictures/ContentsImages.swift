import CartAnimation

/// A PNG a layer's `contents` names, with its size in points (pixels: a CALayer's
/// contentsScale is 1 unless set, [DOC] CALayer.contentsScale).
public struct ContentsImage: Sendable {
    public let png: [UInt8]
    public let size: Size

    /// nil when `png` is not a PNG (no signature and IHDR chunk to read the size from).
    public init?(png: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature, Array(png[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func be32(_ i: Int) -> Double { Double(png[i..<(i + 4)].reduce(0) { $0 << 8 | UInt32($1) }) }
        self.png = png
        size = Size(width: be32(16), height: be32(20))
    }
}

/// A picture writer that draws `contents` images: the caller hands it where they come from.
public protocol DrawsContentsImages: AnyObject {
    var images: ContentsImages? { get set }
}

/// The images the pictures draw for `contents` names: found by a loader (the CLI looks for PNG
/// files next to the script), asked once per name. Every picture writer places an image with
/// `rect(for:)`, so SVG, HTML, PNG and GIF agree on contentsGravity.
public final class ContentsImages {
    let loader: (String) -> [UInt8]?
    private var cache: [String: ContentsImage?] = [:]

    public init(loader: @escaping (String) -> [UInt8]?) { self.loader = loader }

    /// Images by name, known in advance (tests).
    public convenience init(_ images: [String: [UInt8]]) { self.init { images[$0] } }

    /// The image `name` refers to, or nil (no such file, or not a PNG: drawn as a label).
    public func image(named name: String) -> ContentsImage? {
        if let known = cache[name] { return known }
        let found = loader(name).flatMap(ContentsImage.init(png:))
        cache[name] = found
        return found
    }

    /// The images found so far, by name in name order (for writers that embed them).
    public var found: [(name: String, image: ContentsImage)] {
        cache.compactMap { k, v in v.map { (k, $0) } }.sorted { $0.name < $1.name }
    }

    /// The layer's contents image and where it is drawn in the layer's bounds space, by its
    /// contentsGravity (the core's one placement rule); nil when it shows no image.
    public func placement(of s: LayerState) -> (image: ContentsImage, rect: Rect)? {
        guard let name = s.contents, let image = image(named: name) else { return nil }
        return (image, s.contentsGravity.rect(forImageOf: image.size, in: s.bounds))
    }
}
