import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A third-party layout as apps write one: items 60 x 60 down a diagonal, 50 pt apart, each in front of the one before.
final class DiagonalLayout: UICollectionViewLayout {
    let trace = CallTrace()
    var count = 0
    override func prepare() {
        super.prepare()
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
        trace.log("prepare \(count)")
    }
    override var collectionViewContentSize: CGSize {
        trace.log("contentSize")
        return CGSize(width: CGFloat(count) * 50 + 10, height: CGFloat(count) * 50 + 10)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        trace.log("elements in \(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
        return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < count else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 50, y: CGFloat(indexPath.item) * 50, width: 60, height: 60)
        attributes.zIndex = indexPath.item
        attributes.alpha = indexPath.item % 2 == 0 ? 1 : 0.5
        if indexPath.item == 4 { attributes.transform = CGAffineTransform(scaleX: 2, y: 2) }
        return attributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        trace.log("shouldInvalidate \(Int(newBounds.minY))")
        return false
    }
}

/// Attributes with one more value, as layouts that hand cells more than a frame declare them.
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0
}

/// A flow layout handing out `TintedAttributes`, tinted by item.
final class TintedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath) as? TintedAttributes
        attributes?.tint = indexPath.item * 10
        return attributes
    }
}

/// A cell remembering the tint its attributes carried.
final class TintedCell: UICollectionViewCell {
    var tint = -1
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        tint = (layoutAttributes as? TintedAttributes)?.tint ?? -1
    }
}

/// A header remembering the kind it was configured for.
final class TitleView: UICollectionReusableView {
    var kind = ""
}

/// Cells of one colour, as a grid of photos would be laid out.
final class ColourSource: NSObject, UICollectionViewDataSource {
    var items: Int
    init(items: Int) { self.items = items }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }
}

@MainActor
@Suite("UICollectionView with a custom layout subclass, a controller, cell registrations, and drawn on screen")
struct CollectionViewCustomLayoutTests {
    @Test("A diagonal layout subclass: prepare, content size, then elements in the bounds; frames, alpha and zIndex applied")
    func diagonal() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let layout = DiagonalLayout()
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = ColourSource(items: 100)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        window.addSubview(view)
        layout.trace.clear()
        window.layoutIfNeeded()
        #expect(layout.trace.lines == ["prepare 100", "contentSize", "elements in 0,0 320x480"])
        #expect(layout.collectionView === view && view.contentSize == CGSize(width: 5010, height: 5010))
        // Items i span 50i ..< 50i + 60: the ones starting left of 320 are in view, 0 to 6.
        #expect(view.indexPathsForVisibleItems == (0..<7).map { IndexPath(item: $0, section: 0) })
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(cell?.frame == CGRect(x: 150, y: 150, width: 60, height: 60) && cell?.alpha == 0.5 && cell?.layer.zPosition == 3)
        // Item 4 (200-260) scaled 2x about its centre (230, 230): 120 x 120 from 170.
        let scaled = view.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(scaled?.frame == CGRect(x: 170, y: 170, width: 120, height: 120) && scaled?.bounds.size == CGSize(width: 60, height: 60))
        // Items 0 (0-60) and 1 (50-110) both hold (55, 55): the front one, by zIndex, is hit.
        #expect(view.indexPathForItem(at: CGPoint(x: 55, y: 55)) == IndexPath(item: 1, section: 0))
        layout.trace.clear()
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        // Scrolling asks whether to invalidate (no), then for the elements in the new bounds; no new prepare.
        #expect(layout.trace.lines == ["shouldInvalidate 100", "elements in 0,100 320x480"])
        layout.trace.clear()
        layout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(layout.trace.lines == ["prepare 100", "contentSize", "elements in 0,100 320x480"])
        keepAlive(source)
    }

    @Test("Attributes: frame is centre and size; a copy is equal and independent")
    func attributesValues() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 2))
        #expect(attributes.alpha == 1 && attributes.zIndex == 0 && !attributes.isHidden && attributes.transform == .identity)
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(attributes.center == CGPoint(x: 60, y: 40) && attributes.size == CGSize(width: 100, height: 40))
        #expect(attributes.representedElementCategory == .supplementaryView && attributes.representedElementKind == UICollectionView.elementKindSectionHeader)
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy.isEqual(attributes) && copy.hash == attributes.hash && copy !== attributes)
        copy.alpha = 0.5
        #expect(!copy.isEqual(attributes) && attributes.alpha == 1)
    }

    @Test("setCollectionViewLayout swaps the layout: the old one lets go, the items move to the new one's places")
    func swapLayout() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let flow = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: flow)
        let source = ColourSource(items: 10)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        // Flow defaults: 50 pt items, 320 wide: 5 a line (290), 30 left over, 7.5 added to each of 4 gaps: item 1 at 67.5.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 67.5, y: 0, width: 50, height: 50))
        let diagonal = DiagonalLayout()
        var finished: Bool?
        view.setCollectionViewLayout(diagonal, animated: false) { finished = $0 }
        window.layoutIfNeeded()
        #expect(finished == true && flow.collectionView == nil && diagonal.collectionView === view)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 50, y: 50, width: 60, height: 60))
        keepAlive(source)
    }

    @Test("A layout's layoutAttributesClass reaches the cells' apply(_:); the background view stays put behind the cells")
    func attributesClassAndBackground() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let layout = TintedFlowLayout()
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = ColourSource(items: 200)
        view.register(TintedCell.self, forCellWithReuseIdentifier: "cell")
        let background = UIView()
        view.backgroundView = background
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect((view.cellForItem(at: IndexPath(item: 7, section: 0)) as? TintedCell)?.tint == 70)
        #expect(view.subviews.first === background && background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        view.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        // The background follows the bounds (content coordinates): it does not scroll away.
        #expect(background.frame == CGRect(x: 0, y: 600, width: 320, height: 480) && view.subviews.first === background)
        #expect(view.visibleCells.allSatisfy { view.subviews.firstIndex(of: $0)! > 0 })
        keepAlive(source)
    }

    @Test("A cell's selectedBackgroundView shows while selected; configuration updates see the state")
    func cellStates() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.contentView.superview === cell)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        var states: [String] = []
        cell.configurationUpdateHandler = { _, state in states.append("selected \(state.isSelected) highlighted \(state.isHighlighted)") }
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell && cell.subviews.firstIndex(of: selected) == 1 && cell.subviews.first === background)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(selected.superview === cell)
        cell.prepareForReuse()
        #expect(selected.superview == nil && !cell.isSelected)
        #expect(states == ["selected false highlighted true", "selected false highlighted false", "selected true highlighted false", "selected false highlighted false"])
        var content = cell.defaultContentConfiguration()
        content.text = "Photo"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let label = cell.contentView.subviews.first.flatMap { allSubviews($0).compactMap { $0 as? UILabel }.first }
        #expect(label?.text == "Photo")
    }

    @Test("UICollectionViewController: its view is its collection view, serving it; selection cleared when it will appear")
    func controller() {
        final class Grid: UICollectionViewController {
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
                var content = cell.defaultContentConfiguration()
                content.text = "\(item) \(indexPath.item)"
                cell.contentConfiguration = content
            }
            let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                view.tag = 100 + indexPath.section
                view.kind = kind
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
            override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Item")
            }
        }
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = Grid(collectionViewLayout: layout)
        #expect(grid.clearsSelectionOnViewWillAppear && grid.collectionViewLayout === layout)
        window.rootViewController = grid
        window.layoutIfNeeded()
        let view = grid.collectionView!
        #expect(view.dataSource === grid && view.collectionViewLayout === layout && view.visibleCells.count == 12)
        let cell = view.cellForItem(at: IndexPath(item: 5, section: 0))
        let label = cell.flatMap { allSubviews($0).compactMap { $0 as? UILabel }.first }
        #expect(label?.text == "Item 5")
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.tag == 100 && (header as? TitleView)?.kind == UICollectionView.elementKindSectionHeader && header?.frame.height == 30)
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        grid.viewWillAppear(false)
        #expect(view.indexPathsForSelectedItems == nil && cell?.isSelected == false)
    }

    @Test("A grid drawn: blue cells where the flow layout put them, white gaps (XUIKIT_COLLECTION_PNG saves it)")
    func drawnGrid() throws {
        let (window, _) = TestApplication.makeKeyWindow(width: 200, height: 200)
        window.backgroundColor = .white
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = ColourSource(items: 5)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        window.addSubview(view)
        let surface = render(window)
        // 180 inside the insets: 2 a line (170), 10 left over: x = 10 and 110; lines at 10 and 100 (and 190).
        let blue = systemBluePixel
        #expect(near(surface.pixel(x: 20 * 2, y: 20 * 2), blue))
        #expect(near(surface.pixel(x: 150 * 2, y: 50 * 2), blue))
        #expect(near(surface.pixel(x: 100 * 2, y: 50 * 2), whitePixel))  // the gap, 90-110
        #expect(near(surface.pixel(x: 50 * 2, y: 95 * 2), whitePixel))  // between lines, 90-100
        #expect(near(surface.pixel(x: 150 * 2, y: 150 * 2), blue))
        #expect(count(blue, in: surface, CGRect(x: 0, y: 0, width: 400, height: 360)) == 4 * 160 * 160)
        if let path = ProcessInfo.processInfo.environment["XUIKIT_COLLECTION_PNG"] {
            try surface.snapshot().pngData()!.write(to: URL(fileURLWithPath: path))
        }
        keepAlive(source)
    }
}

@MainActor private func allSubviews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allSubviews) }
@MainActor private var customKept: [AnyObject] = []
@MainActor private func keepAlive(_ object: AnyObject) { customKept.append(object) }
