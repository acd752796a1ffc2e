import Foundation
import XUIKitCore

extension UICollectionView {
    /// Which way a flow layout's content scrolls: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// Items in lines that wrap, in sections with headers and footers: UIKit's
/// `UICollectionViewFlowLayout`.
///
/// UIKit's defaults: vertical scrolling, `itemSize` 50 x 50,
/// `minimumLineSpacing` 10, `minimumInteritemSpacing` 10, no section
/// insets, no headers or footers (zero reference sizes). The collection
/// view's delegate, when it adopts `UICollectionViewDelegateFlowLayout`,
/// can give each item its size and each section its insets, spacings and
/// header and footer sizes. Vertical scrolling: lines are rows as wide as
/// the collection view (less its adjusted content insets), and the content
/// is as wide; headers and footers take the reference size's height.
/// Horizontal: lines are columns, headers and footers take the width. How
/// items share a line is UIKit's (justified full lines, the last line on
/// the columns above): FlowLayoutGeometry.swift.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }

    /// Whether a section's header stays at the top of the visible area while its section is in view
    /// (default false); UICollectionViewFlowLayout+Pinning.swift.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section is in view (default false).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    var geometry = FlowLayoutGeometry(width: 0, sections: [])

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    var isVertical: Bool { scrollDirection == .vertical }

    /// Asks the collection view for its counts (and its delegate for sizes), and places every item.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { geometry = FlowLayoutGeometry(width: 0, sections: []); return }
        let inset = collectionView.adjustedContentInset
        let width = isVertical ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        let sizing = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var misuse: String?
        // Sizes and spacings that are negative or not finite count as zero (reported once a pass);
        // insets may be negative.
        func sane(_ value: CGFloat, _ what: String, negativeAllowed: Bool = false) -> CGFloat {
            guard value.isFinite, value >= 0 || negativeAllowed else { misuse = misuse ?? "\(what) must be finite and not negative (insets: finite), got \(value); using 0"; return 0 }
            return value
        }
        let sections = (0..<collectionView.numberOfSections).map { section -> FlowLayoutGeometry.SectionInput in
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let given = sizing?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                let size = CGSize(width: sane(given.width, "the item size"), height: sane(given.height, "the item size"))
                return isVertical ? size : CGSize(width: size.height, height: size.width)
            }
            let given = sizing?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let insets = UIEdgeInsets(top: sane(given.top, "a section inset", negativeAllowed: true), left: sane(given.left, "a section inset", negativeAllowed: true),
                                      bottom: sane(given.bottom, "a section inset", negativeAllowed: true), right: sane(given.right, "a section inset", negativeAllowed: true))
            let header = sizing?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = sizing?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            return FlowLayoutGeometry.SectionInput(
                itemSizes: sizes,
                insets: isVertical ? (insets.top, insets.bottom, insets.left, insets.right) : (insets.left, insets.right, insets.top, insets.bottom),
                lineSpacing: sane(sizing?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing, "the line spacing"),
                interitemSpacing: sane(sizing?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing, "the interitem spacing"),
                header: sane(isVertical ? header.height : header.width, "a header size"),
                footer: sane(isVertical ? footer.height : footer.width, "a footer size"))
        }
        if let misuse { collectionView.reportMisuse("UICollectionViewFlowLayout: \(misuse)") }
        geometry = FlowLayoutGeometry(width: max(0, width), sections: sections)
    }

    /// Vertical: the collection view's width less its insets by the sections' total height; horizontal: the transpose.
    open override var collectionViewContentSize: CGSize {
        isVertical ? CGSize(width: geometry.width, height: geometry.length) : CGSize(width: geometry.length, height: geometry.width)
    }

    /// A rect of line space in the view's space.
    func viewRect(_ rect: CGRect) -> CGRect {
        isVertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let start = isVertical ? rect.minY : rect.minX, end = isVertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in geometry.sections.enumerated() where section.end > start && section.start < end {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = sectionElement(kind, of: index), attributes.frame.intersects(rect) { found.append(attributes) }
            }
        }
        for indexPath in geometry.items(across: start, end) {
            guard let attributes = layoutAttributesForItem(at: indexPath), attributes.frame.intersects(rect) else { continue }
            found.append(attributes)
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, for: indexPath)
        attributes.frame = viewRect(geometry.sections[indexPath.section].frames[indexPath.item])
        return attributes
    }

    /// The section's header or footer (`elementKindSectionHeader`/`Footer`); nil when its reference size is zero.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        sectionElement(elementKind, of: indexPath.section)
    }

    /// A header or footer's attributes, pinned when asked (UICollectionViewFlowLayout+Pinning.swift).
    private func sectionElement(_ kind: String, of index: Int) -> UICollectionViewLayoutAttributes? {
        guard geometry.sections.indices.contains(index) else { return nil }
        let section = geometry.sections[index]
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            guard let header = section.header else { return nil }
            let attributes = supplementary(kind, section: index, frame: sectionHeadersPinToVisibleBounds ? pinnedHeader(header, in: section) : header)
            if sectionHeadersPinToVisibleBounds { attributes.zIndex = Self.pinnedZIndex }
            return attributes
        case UICollectionView.elementKindSectionFooter:
            guard let footer = section.footer else { return nil }
            let attributes = supplementary(kind, section: index, frame: sectionFootersPinToVisibleBounds ? pinnedFooter(footer, in: section) : footer)
            if sectionFootersPinToVisibleBounds { attributes.zIndex = Self.pinnedZIndex }
            return attributes
        default:
            return nil
        }
    }

    private func supplementary(_ kind: String, section: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes.make(Self.layoutAttributesClass, for: IndexPath(item: 0, section: section), supplementaryKind: kind)
        attributes.frame = viewRect(frame)
        return attributes
    }

    /// True when the size changes (lines rewrap); scrolling alone keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}

/// The flow layout's questions to the collection view's delegate: UIKit's
/// `UICollectionViewDelegateFlowLayout`. Each default is the flow layout's
/// own property (`itemSize`, `sectionInset`, ...).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
