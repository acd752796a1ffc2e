/// `import CoreGraphics`, as iOS code writes it: Foundation's `CGFloat`,
/// `CGPoint`, `CGSize` and `CGRect`, and XUIKit's Core Graphics types
/// (transforms, vectors, colours, contexts, paths, images, gradients). Only
/// the CG names come in: UIKit's stay behind `import XUIKit`.
@_exported import Foundation

@_exported import struct XUIKitCore.CGAffineTransform
@_exported import func XUIKitCore.CGAffineTransformRotate
@_exported import func XUIKitCore.CGAffineTransformScale
@_exported import func XUIKitCore.CGAffineTransformTranslate
@_exported import class XUIKitCore.CGColor
@_exported import struct XUIKitCore.CGVector

@_exported import enum XUIKitGraphics.CGBlendMode
@_exported import class XUIKitGraphics.CGColorSpace
@_exported import func XUIKitGraphics.CGColorSpaceCreateDeviceGray
@_exported import func XUIKitGraphics.CGColorSpaceCreateDeviceRGB
@_exported import enum XUIKitGraphics.CGColorSpaceModel
@_exported import class XUIKitCore.CGContext
@_exported import class XUIKitGraphics.CGGradient
@_exported import struct XUIKitGraphics.CGGradientDrawingOptions
@_exported import class XUIKitGraphics.CGImage
@_exported import enum XUIKitGraphics.CGImageAlphaInfo
@_exported import enum XUIKitCore.CGInterpolationQuality
@_exported import enum XUIKitGraphics.CGLineCap
@_exported import enum XUIKitGraphics.CGLineJoin
@_exported import class XUIKitCore.CGMutablePath
@_exported import class XUIKitCore.CGPath
@_exported import enum XUIKitGraphics.CGPathDrawingMode
@_exported import enum XUIKitGraphics.CGPathFillRule
