import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

/// A data source of plain cells, with `items` items per section, and optional per-item sizes.
final class FlowSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var items: [Int]
    var sizes: [CGSize]?
    init(items: [Int], sizes: [CGSize]? = nil) { self.items = items; self.sizes = sizes }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?[indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout: UIKit's lines, spacing, insets, headers and both directions")
struct CollectionViewFlowLayoutTests {
    /// A collection view of `width` x `height` with a flow layout of 100 x 100 items, spacing 10, insets `inset`.
    func grid(width: CGFloat = 320, height: CGFloat = 480, items: [Int], inset: CGFloat = 10, sizes: [CGSize]? = nil,
              configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionView, UICollectionViewFlowLayout, FlowSizes) {
        let (window, _) = TestApplication.makeKeyWindow(width: width, height: height)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        configure(layout)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let source = FlowSizes(items: items, sizes: sizes)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
        view.dataSource = source
        if sizes != nil { view.delegate = source }
        window.addSubview(view)
        window.layoutIfNeeded()
        flowKept.append(source)
        return (view, layout, source)
    }

    func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("UIKit's defaults: 50 x 50 items, line and interitem spacing 10, no insets, vertical, no headers")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero && layout.collectionView == nil)
    }

    @Test("320 pt wide, 100 pt items, spacing and insets 10: two a line, the leftover 90 pt between them, the last alone on the left")
    func twoPerLine() {
        let (view, _, _) = grid(items: [5])
        // Width inside the insets: 320 - 20 = 300. 100 + 10 + 100 = 210 fits, a third (320) does not:
        // 2 a line, 300 - 210 = 90 left over, added to the one gap: the second item at 10 + 100 + 100 = 210.
        #expect(frame(view, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 210, y: 10, width: 100, height: 100))
        // Lines 10 apart: y = 10, 120, 230; item 4 alone on the last line, in the first column.
        #expect(frame(view, 3) == CGRect(x: 210, y: 120, width: 100, height: 100))
        #expect(frame(view, 4) == CGRect(x: 10, y: 230, width: 100, height: 100))
        // 10 + 3 lines of 100 + 2 gaps of 10 + 10 = 340 high, as wide as the view.
        #expect(view.contentSize == CGSize(width: 320, height: 340))
        #expect(frame(view, 5) == nil)
    }

    @Test("375 pt wide, no insets: three a line, 27.5 pt added to each gap; the last line's items on the columns above")
    func lastLineOnColumns() {
        let (view, _, _) = grid(width: 375, items: [8], inset: 0)
        // 3 items: 100 * 3 + 10 * 2 = 320; 375 - 320 = 55 over 2 gaps: 10 + 27.5 = 37.5 apart.
        #expect([0, 1, 2].map { frame(view, $0)?.minX } == [0, 137.5, 275])
        // Items 6 and 7 on the last line: columns 0 and 1, not spread to the edges.
        #expect(frame(view, 6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(frame(view, 7) == CGRect(x: 137.5, y: 220, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 375, height: 320))
    }

    @Test("Sizes from the delegate: an item alone on a full line is centred, a mixed last line is left-aligned, items centred in their line")
    func delegateSizes() {
        let sizes = [CGSize(width: 200, height: 50), CGSize(width: 200, height: 80), CGSize(width: 50, height: 40), CGSize(width: 30, height: 40)]
        let (view, _, _) = grid(items: [4], inset: 0, sizes: sizes)
        // 200 + 10 + 200 > 320: item 0 alone on its line, centred: (320 - 200) / 2 = 60.
        #expect(frame(view, 0) == CGRect(x: 60, y: 0, width: 200, height: 50))
        // Line 2 (items 1-3, 200 + 10 + 50 + 10 + 30 = 300 <= 320) starts at 50 + 10 = 60 and is 80 thick;
        // the last line with mixed sizes sits on the left, 10 apart: x = 0, 210, 270; 40 pt items centred: y = 60 + 20.
        #expect(frame(view, 1) == CGRect(x: 0, y: 60, width: 200, height: 80))
        #expect(frame(view, 2) == CGRect(x: 210, y: 80, width: 50, height: 40))
        #expect(frame(view, 3) == CGRect(x: 270, y: 80, width: 30, height: 40))
        #expect(view.contentSize.height == 140)
    }

    @Test("A delegate set after the first layout sizes the items: the layout is invalidated")
    func lateDelegate() {
        let (view, _, source) = grid(items: [3], inset: 0)
        #expect(frame(view, 0)?.size == CGSize(width: 100, height: 100))
        source.sizes = [CGSize(width: 320, height: 40), CGSize(width: 150, height: 40), CGSize(width: 150, height: 40)]
        view.delegate = source
        view.layoutIfNeeded()
        // Item 0 fills its line; items 1 and 2 (150 + 10 + 150 = 310) share the last one, left-aligned.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frame(view, 2) == CGRect(x: 160, y: 50, width: 150, height: 40))
        #expect(view.contentSize.height == 90)
    }

    @Test("Sizes that are not finite or negative count as zero and are reported, not crashed on; zero-size items with no spacing lay out")
    func badSizes() {
        let (view, layout, source) = grid(items: [3], inset: 0)
        var reports: [String] = []
        view.reportMisuse = { reports.append($0) }
        source.sizes = [CGSize(width: CGFloat.nan, height: 40), CGSize(width: -5, height: 40), CGSize(width: CGFloat.infinity, height: 40)]
        view.delegate = source
        view.layoutIfNeeded()
        #expect(reports == ["UICollectionViewFlowLayout: the item size must be finite and not negative (insets: finite), got nan; using 0"])
        #expect(frame(view, 2)?.size == CGSize(width: 0, height: 40))
        source.sizes = nil
        layout.itemSize = .zero
        layout.minimumInteritemSpacing = 0
        view.layoutIfNeeded()
        // Zero-width items all fit one line; a uniform last line sits on the columns of a full line: all at 0.
        #expect(frame(view, 2) == CGRect(x: 0, y: 0, width: 0, height: 0) && view.contentSize.height == 0)
    }

    @Test("Headers and footers span the width, outside the section insets; sections follow each other")
    func headersAndFooters() {
        let (view, _, _) = grid(items: [3, 3]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        // Section 0: header 0-40, inset 10, lines at 50 and 160, inset to 270, footer 270-300.
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(frame(view, 0) == CGRect(x: 10, y: 50, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 10, y: 160, width: 100, height: 100))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 270, width: 320, height: 30))
        // Section 1 starts at 300: header 300-340, first line at 350.
        #expect(frame(view, 1, 1) == CGRect(x: 210, y: 350, width: 100, height: 100))
        #expect(view.contentSize.height == 600)
        // The headers and footers in view are views from the data source, placed at their frames.
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1)) == nil)  // 570-600: below 480
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: header) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(view.visibleSupplementaryViews(ofKind: footer).map(\.frame) == [CGRect(x: 0, y: 270, width: 320, height: 30)])
    }

    @Test("Pinned headers ride at the top until their section's end pushes them out; pinned footers ride at the bottom")
    func pinnedHeadersAndFooters() {
        let (view, layout, _) = grid(items: [6, 6, 6]) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 30)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        func headerY(_ section: Int) -> CGFloat? { view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: section))?.frame.minY }
        // Section 0: header 0-40, lines at 50, 160, 270, inset to 380, footer 380-410. Section 1 from 410: header 410-450.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(headerY(0) == 100 && headerY(1) == 410)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.zIndex == 10)
        // At 360 the header would pass the section's content end (380): it stops at 380 - 40 = 340.
        view.contentOffset = CGPoint(x: 0, y: 360)
        view.layoutIfNeeded()
        #expect(headerY(0) == 340 && headerY(1) == 410)
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(headerY(0) == nil && headerY(1) == 500)
        // In front of the cells in subview order too, so touches reach it first (item 0 of section 1 is at 460-560).
        let pinned = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(pinned.map { view.subviews.firstIndex(of: $0)! } ?? -1 > view.subviews.firstIndex(of: view.cellForItem(at: IndexPath(item: 0, section: 1))!)!)
        // Footers: at 0, section 0's shows in place (380); section 1's (790) rides at the bottom, 480 - 30 = 450,
        // no higher than its section's content start (its header's end, 450).
        layout.sectionHeadersPinToVisibleBounds = false
        layout.sectionFootersPinToVisibleBounds = true
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 0))?.frame.minY == 380)
        #expect(view.supplementaryView(forElementKind: footer, at: IndexPath(item: 0, section: 1))?.frame.minY == 450)
        #expect(headerY(1) == 410)
    }

    @Test("Horizontal scrolling: lines are columns 10 apart, items spread down each column, content as tall as the view")
    func horizontal() {
        let (view, _, _) = grid(width: 320, height: 240, items: [5]) { $0.scrollDirection = .horizontal }
        // Column height inside the insets: 240 - 20 = 220; 2 items (210) fit, 10 left over: y = 10 and 10 + 100 + 20 = 130.
        #expect(frame(view, 0) == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 10, y: 130, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 120, y: 10, width: 100, height: 100))
        #expect(frame(view, 4) == CGRect(x: 230, y: 10, width: 100, height: 100))
        // 10 + 3 columns of 100 + 2 gaps of 10 + 10 = 340 wide.
        #expect(view.contentSize == CGSize(width: 340, height: 240))
    }

    @Test("A narrower view rewraps the lines: the bounds change invalidates the flow layout")
    func resizeRewraps() {
        let (view, _, _) = grid(width: 375, items: [6], inset: 0)
        #expect(frame(view, 2)?.minX == 275)
        view.frame = CGRect(x: 0, y: 0, width: 250, height: 480)
        view.layoutIfNeeded()
        // 250 wide: 2 a line, 40 left over: item 1 at 100 + 10 + 40 = 150; item 2 starts line 2.
        #expect(frame(view, 1) == CGRect(x: 150, y: 0, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 250, height: 320))
    }
}

@MainActor private var flowKept: [AnyObject] = []
