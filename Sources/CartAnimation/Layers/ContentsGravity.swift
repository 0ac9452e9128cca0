/// How a layer's contents image is placed in its bounds (CALayerContentsGravity; Apple's names,
/// default `resize` as CALayer's).
///
/// The vertical names are read on the screen: `top` is the edge at `bounds.minY`, the top edge
/// an iOS user sees. Apple's contentsGravity documentation says the names follow the direction
/// of the vertical axis and that `top` and `bottom` swap when `contentsAreFlipped()` is true
/// (false by default). UIKit's layers draw in iOS's y-down space, and code that drives them
/// maps `UIView.ContentMode.top` to `.top` and relies on it showing at the top (e.g. YYKit's
/// `YYCAGravityToUIViewContentMode`). cartlua's layers are UIKit backing layers without
/// geometryFlipped, so nothing here flips.
///
/// The image's size is its size in points: a CALayer's contentsScale is 1 unless set
/// ([DOC] CALayer.contentsScale), so one pixel of the image is one point.
public enum ContentsGravity: String, CaseIterable, Sendable {
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    case resize, resizeAspect, resizeAspectFill

    /// Where an image of `size` points is drawn for a layer with `bounds`, in the layer's own
    /// coordinates. The result may reach outside the bounds (`resizeAspectFill`, or a position
    /// gravity with a larger image): CA draws it there unless `masksToBounds` clips it.
    /// An empty image or bounds gives an empty rect at the place the gravity names.
    public func rect(forImageOf size: Size, in bounds: Rect) -> Rect {
        let bw = abs(bounds.size.width), bh = abs(bounds.size.height)
        let iw = max(0, size.width), ih = max(0, size.height)
        var w = iw, h = ih
        switch self {
        case .resize:
            return Rect(x: bounds.minX, y: bounds.minY, width: bw, height: bh)
        case .resizeAspect, .resizeAspectFill:
            guard iw > 0, ih > 0 else { w = 0; h = 0; break }
            let sx = bw / iw, sy = bh / ih
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            w = iw * s
            h = ih * s
        default:
            break
        }
        // Horizontal and vertical alignment: 0 = left / top, 0.5 = centre, 1 = right / bottom.
        let (ax, ay): (Double, Double)
        switch self {
        case .topLeft: (ax, ay) = (0, 0)
        case .top: (ax, ay) = (0.5, 0)
        case .topRight: (ax, ay) = (1, 0)
        case .left: (ax, ay) = (0, 0.5)
        case .right: (ax, ay) = (1, 0.5)
        case .bottomLeft: (ax, ay) = (0, 1)
        case .bottom: (ax, ay) = (0.5, 1)
        case .bottomRight: (ax, ay) = (1, 1)
        case .center, .resize, .resizeAspect, .resizeAspectFill: (ax, ay) = (0.5, 0.5)
        }
        return Rect(x: bounds.minX + (bw - w) * ax, y: bounds.minY + (bh - h) * ay, width: w, height: h)
    }
}
