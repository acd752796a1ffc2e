// Shared assets as iOS apps keep them, compiled in Swift 6 mode: static and
// file-scope constants of UIKit's Sendable value classes. On iOS these compile
// because UIImage, UIColor, UIFont and NSParagraphStyle are Sendable; an app
// with ten such lines failed here before they were.
import Foundation
import XUIKit

/// A file-scope constant (a global `let`: Swift 6 requires a Sendable type).
let brandColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

/// An app's asset namespace, unannotated and so nonisolated.
enum Assets {
    /// Not in any bundle here: `nil`, as `UIImage(named:)` gives for a missing name.
    static let icon = UIImage(named: "AppIcon-missing")
    static let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
        brandColor.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
    static let tinted = dot.withTintColor(.red)
    static let headline = UIFont.boldSystemFont(ofSize: 20)
    static let paragraph: NSParagraphStyle = {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        return style.copy() as! NSParagraphStyle
    }()
}

extension Swift6Fixture {
    /// The assets read and drawn from four child tasks (off the main actor, on
    /// the cooperative pool's threads): each draws the shared images into its
    /// own renderer, and all four must give the same PNG bytes.
    public static func assetsAcrossTasks() async -> String {
        let drawings = await withTaskGroup(of: Data.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { _ in
                        Assets.dot.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
                        Assets.tinted.draw(in: CGRect(x: 4, y: 0, width: 4, height: 4))
                    }.pngData() ?? Data()
                }
            }
            return await group.reduce(into: [Data]()) { $0.append($1) }
        }
        let font = await Task.detached { Assets.headline.pointSize }.value
        let spacing = await Task.detached { Assets.paragraph.lineSpacing }.value
        return "assets: icon \(Assets.icon == nil), dot \(Assets.dot.size.width)x\(Assets.dot.size.height), "
            + "drawn \(drawings.count) alike \(Set(drawings).count == 1 && !drawings[0].isEmpty), "
            + "font \(font), spacing \(spacing), brand \(brandColor == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))"
    }
}
