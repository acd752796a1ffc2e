import XUIKit

/// A profile card: a cover photo decoded from JPEG data and an avatar masked
/// to a circle, as an iOS app builds them.
///
/// The "photo" is painted at launch and round-tripped through
/// `jpegData(compressionQuality:)` and `UIImage(data:)` (libjpeg-turbo both
/// ways): the gallery ships no image files. The cover fills its frame
/// (`.scaleAspectFill`, clipped, rounded corners); the avatar is the seed's
/// player in an image view whose layer has a circular `CAShapeLayer` mask.
final class ProfileCard: UIView {
    let cover = UIImageView()
    let avatar = UIImageView()
    private let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        cover.frame = CGRect(x: 0, y: 0, width: frame.width, height: 96)
        cover.image = Self.coverPhoto()
        cover.contentMode = .scaleAspectFill
        cover.clipsToBounds = true
        cover.layer.cornerRadius = 12
        cover.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        avatar.frame = CGRect(x: 16, y: 60, width: 72, height: 72)
        avatar.image = TouchesPage.player()
        avatar.contentMode = .scaleAspectFill
        avatar.backgroundColor = .systemYellow
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: avatar.bounds).cgPath
        avatar.layer.mask = circle
        name.frame = CGRect(x: 100, y: 100, width: frame.width - 110, height: 24)
        name.text = "JPEG cover, circular avatar"
        name.font = .preferredFont(forTextStyle: .headline)
        for view in [cover, avatar, name] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// A landscape painted, encoded as JPEG at quality 0.8 and decoded again.
    static func coverPhoto() -> UIImage? {
        let painted = UIGraphicsImageRenderer(size: CGSize(width: 480, height: 200)).image { context in
            let sky = CGGradient(colorsSpace: nil, colors: [UIColor.systemIndigo.cgColor, UIColor.systemOrange.cgColor], locations: [0, 1])!
            context.cgContext.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: 140), options: [])
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 320, y: 70, width: 60, height: 60)).fill()
            UIColor(red: 0.15, green: 0.35, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: -80, y: 110, width: 360, height: 200)).fill()
            UIColor(red: 0.1, green: 0.25, blue: 0.15, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 180, y: 125, width: 420, height: 200)).fill()
        }
        guard let data = painted.jpegData(compressionQuality: 0.8) else { return nil }
        return UIImage(data: data)
    }
}
