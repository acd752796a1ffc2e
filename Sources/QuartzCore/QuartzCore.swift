/// `import QuartzCore`, as iOS code writes it: Core Animation's layer types
/// (`CALayer` and its shape, gradient and text subclasses, `CATransform3D`
/// and its functions, `CATransaction`, `CADisplayLink`) with the Core
/// Graphics names they use. UIKit's names stay behind `import XUIKit`.
@_exported import CoreGraphics

@_exported import class XUIKitCore.CALayer
@_exported import protocol XUIKitCore.CALayerDelegate
@_exported import struct XUIKitCore.CACornerMask
@_exported import class XUIKitCore.CAShapeLayer
@_exported import struct XUIKitCore.CAShapeLayerFillRule
@_exported import struct XUIKitCore.CAShapeLayerLineCap
@_exported import struct XUIKitCore.CAShapeLayerLineJoin
@_exported import class XUIKitCore.CAGradientLayer
@_exported import struct XUIKitCore.CAGradientLayerType
@_exported import class XUIKitCore.CATextLayer
@_exported import struct XUIKitCore.CATextLayerAlignmentMode
@_exported import struct XUIKitCore.CATextLayerTruncationMode
@_exported import class XUIKitCore.CATransaction
@_exported import struct XUIKitCore.CATransform3D
@_exported import let XUIKitCore.CATransform3DIdentity
@_exported import func XUIKitCore.CATransform3DIsIdentity
@_exported import func XUIKitCore.CATransform3DEqualToTransform
@_exported import func XUIKitCore.CATransform3DMakeTranslation
@_exported import func XUIKitCore.CATransform3DMakeScale
@_exported import func XUIKitCore.CATransform3DMakeRotation
@_exported import func XUIKitCore.CATransform3DConcat
@_exported import func XUIKitCore.CATransform3DTranslate
@_exported import func XUIKitCore.CATransform3DScale
@_exported import func XUIKitCore.CATransform3DRotate
@_exported import func XUIKitCore.CATransform3DMakeAffineTransform
@_exported import func XUIKitCore.CATransform3DIsAffine
@_exported import func XUIKitCore.CATransform3DGetAffineTransform
@_exported import class XUIKitCore.CADisplayLink
@_exported import func XUIKitCore.CACurrentMediaTime
@_exported import typealias XUIKitCore.CFTimeInterval
