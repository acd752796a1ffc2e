import Foundation

/// Images from data, files and bundles: PNG (Cairo) and JPEG (libjpeg-turbo),
/// told apart by their first bytes.
extension UIImage {
    /// An image decoded from PNG or JPEG `data`, at scale 1; nil for anything
    /// else, or corrupt or truncated data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image decoded from PNG or JPEG `data` at `scale` pixels per point
    /// (a scale of 0 or less is taken as 1); nil for other formats or corrupt data.
    /// A JPEG's Exif orientation becomes `imageOrientation`.
    public convenience init?(data: Data, scale: CGFloat) {
        let scale = scale > 0 ? scale : 1
        if UIImage.looksLikePNG(data) {
            self.init(pngData: data, scale: scale)
        } else if UIImage.looksLikeJPEG(data) {
            self.init(jpegData: data, scale: scale)
        } else {
            return nil
        }
    }

    /// The image in the PNG or JPEG file at `path`; nil when it cannot be read
    /// or decoded. As in UIKit, a name ending in `@2x` or `@3x` (before the
    /// extension) gives that scale.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(inFileName: path))
    }

    /// The image named `name` in the main bundle's resources: UIKit's `init(named:)`.
    ///
    /// A name without an extension is looked up as a PNG, then a JPEG (`.jpg`,
    /// `.jpeg`); each first with the main screen's scale suffix, then the
    /// others (1x screen: plain, `@2x`, `@3x`; 2x: `@2x`, `@3x`, plain; 3x:
    /// `@3x`, `@2x`, plain). Nil when nothing matches or the file does not decode.
    /// XUIKit does not cache named images (UIKit does): each call decodes the file.
    public convenience init?(named name: String) {
        self.init(named: name, searching: Bundle.main)
    }

    /// `init(named:)` looking in `bundle`.
    package convenience init?(named name: String, searching bundle: Bundle) {
        guard !name.isEmpty, let path = UIImage.resourcePath(named: name, in: bundle) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The file `init(named:)` loads for `name` in `bundle`, if any.
    static func resourcePath(named name: String, in bundle: Bundle) -> String? {
        let given = (name as NSString).pathExtension.lowercased()
        let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [(name as NSString).pathExtension]
        let screen = Int(UIScreen.mainScale.rounded())
        let suffixes = screen <= 1 ? ["", "@2x", "@3x"] : screen == 2 ? ["@2x", "@3x", ""] : ["@\(screen)x", "@2x", ""]
        for ext in extensions {
            for suffix in suffixes {
                if let path = bundle.path(forResource: base + suffix, ofType: ext) { return path }
            }
        }
        return nil
    }

    /// 2 or 3 for a file name ending in `@2x` or `@3x` before its extension; else 1.
    static func scale(inFileName path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
