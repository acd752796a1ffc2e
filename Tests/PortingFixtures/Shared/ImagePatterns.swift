// Images and layers as iOS code writes them, compiled in each language mode
// beside Patterns.swift: a photo from JPEG data in an aspect-fill image view,
// a round avatar through a CAShapeLayer mask, a slider with value images.
import CoreGraphics
import Foundation
import QuartzCore
import XUIKit

/// A profile header as a UIKit app builds one.
final class ProfileHeaderView: UIView {
    let photo = UIImageView()
    let avatar = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        avatar.layer.contentsGravity = .resizeAspect
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        avatar.layer.mask = circle
        addSubview(photo)
        addSubview(avatar)
    }

    required init?(coder: NSCoder) { nil }
}

/// One line: what the JPEG round trip, the mask and the slider layout gave.
@MainActor func imageSummary() -> String {
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
    }
    let data = drawn.jpegData(compressionQuality: 0.8) ?? Data()
    let photo = UIImage(data: data)
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    header.photo.image = photo
    let turned = photo?.cgImage.map { UIImage(cgImage: $0, scale: 2, orientation: .right) }
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.minimumValueImage = UIImage(named: "no-such-image") ?? drawn
    slider.setThumbImage(drawn, for: .normal)
    let track = slider.trackRect(forBounds: slider.bounds)
    return "images: jpeg \(photo?.size.width ?? 0)x\(photo?.size.height ?? 0), turned \(turned?.size.height ?? 0), "
        + "masked \(header.avatar.layer.mask != nil), gravity \(header.photo.layer.contentsGravity.rawValue), track x \(track.minX)"
}
