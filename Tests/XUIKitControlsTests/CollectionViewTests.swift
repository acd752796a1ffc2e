import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A cell that counts its reuses.
final class CountingCell: UICollectionViewCell {
    var reuses = 0
    var configured = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate of `items` items, logging UIKit's calls in order.
final class CollectionLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [Int]
    var made = 0
    var allowsSelect = true
    var logsDisplay = false
    let trace = CallTrace()
    init(items: [Int]) { self.items = items }
    func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }
    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
        if cell.configured == 0 { made += 1 }
        cell.configured += 1
        if logsDisplay { trace.log("cellFor \(name(indexPath))") }
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { trace.log("willDisplay \(name(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        if logsDisplay { trace.log("didEndDisplaying \(name(indexPath))") }
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { trace.log("shouldHighlight \(name(indexPath))"); return true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { trace.log("didHighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { trace.log("didUnhighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { trace.log("shouldSelect \(name(indexPath))"); return allowsSelect }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { trace.log("shouldDeselect \(name(indexPath))"); return true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { trace.log("didSelect \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { trace.log("didDeselect \(name(indexPath))") }
}

@MainActor
@Suite("UICollectionView: cells only for items in view, reuse, hit items, selection by touch in UIKit's order")
struct CollectionViewTests {
    /// A 320 x 480 grid of 100 x 100 items, spacing and insets 10 (2 a line, lines 110 apart from y = 10).
    func scene(items: [Int], logsDisplay: Bool = false) -> (UICollectionView, CollectionLog, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let log = CollectionLog(items: items)
        log.logsDisplay = logsDisplay
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = log
        view.delegate = log
        window.addSubview(view)
        window.layoutIfNeeded()
        collectionKept.append(log)
        return (view, log, input)
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("10,000 items: only the 10 in view have cells; scrolling far hands the same cells out again after prepareForReuse")
    func tenThousandItemsReuse() {
        let (view, log, _) = scene(items: [10_000])
        // 5,000 lines: 10 + 5000 * 100 + 4999 * 10 + 10 = 550,010 pt.
        #expect(view.contentSize == CGSize(width: 320, height: 550_010))
        // Lines start at 10, 120, 230, 340, 450: five lines of two in 480 pt.
        #expect(view.indexPathsForVisibleItems == (0..<10).map { path($0) })
        #expect(view.visibleCells.count == 10 && log.made == 10)
        #expect(view.cellForItem(at: path(3))?.frame == CGRect(x: 210, y: 120, width: 100, height: 100))
        for step in 1...40 {
            view.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 25)
            view.layoutIfNeeded()
        }
        // At 55,000: line k spans 10 + 110k ..< 110 + 110k, so lines 500 to 504 are in view: items 1000-1009.
        view.contentOffset = CGPoint(x: 0, y: 55_000)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (1000..<1010).map { path($0) })
        #expect(log.made <= 12, "cells made: \(log.made)")
        #expect(view.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses ?? 0 > 0 })
        #expect(view.cellForItem(at: path(1009))?.frame == CGRect(x: 210, y: 55_450, width: 100, height: 100))
        #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 10)
    }

    @Test("A fling of the 10,000-item grid decelerates through the scroll view, reusing cells; a tap at rest selects the item under it")
    func flingThenTap() {
        let (view, log, input) = scene(items: [10_000])
        input.down(1, at: CGPoint(x: 60, y: 450))
        input.drag(1, from: CGPoint(x: 60, y: 450), to: CGPoint(x: 60, y: 50), steps: 10, duration: 0.1)
        input.up(1, at: CGPoint(x: 60, y: 50))
        #expect(view.isDecelerating)
        var most = 0
        for _ in 0..<900 where view.isDecelerating {
            input.advance(by: 1.0 / 60)
            view.layoutIfNeeded()
            most = max(most, view.visibleCells.count)
        }
        // 4,000 pt/s flung: the content travels thousands of points and comes to rest.
        #expect(!view.isDecelerating && view.contentOffset.y > 2000)
        #expect(most <= 12 && log.made <= 14, "cells at once: \(most), made: \(log.made)")
        let expected = view.indexPathForItem(at: CGPoint(x: 60, y: view.contentOffset.y + 240))
        #expect(expected != nil)
        log.trace.clear()
        input.tap(at: CGPoint(x: 60, y: 240))
        #expect(log.trace.lines.last == "didSelect 0-\(expected?.item ?? -1)" && view.indexPathsForSelectedItems == expected.map { [$0] })
    }

    @Test("The first load asks for each cell then announces it; cells scrolled off end their display")
    func displayOrder() {
        let (view, log, _) = scene(items: [7], logsDisplay: true)
        #expect(Array(log.trace.lines.prefix(4)) == ["cellFor 0-0", "willDisplay 0-0", "cellFor 0-1", "willDisplay 0-1"])
        #expect(log.trace.lines.count == 14)
        log.trace.clear()
        // Scrolled to 130: line 0 (10-110) leaves; line 3 (340-440) was in view already.
        view.contentOffset = CGPoint(x: 0, y: 130)
        view.layoutIfNeeded()
        #expect(Set(log.trace.lines) == ["didEndDisplaying 0-0", "didEndDisplaying 0-1"])
        #expect(view.cellForItem(at: path(0)) == nil && view.cellForItem(at: path(2)) != nil)
    }

    @Test("indexPathForItem(at:) finds the item under a point in content coordinates, nil in gaps and insets")
    func hitItems() {
        let (view, _, _) = scene(items: [20])
        #expect(view.indexPathForItem(at: CGPoint(x: 15, y: 15)) == path(0))
        #expect(view.indexPathForItem(at: CGPoint(x: 260, y: 170)) == path(3))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 50)) == nil)  // the 100 pt gap, 110-210
        #expect(view.indexPathForItem(at: CGPoint(x: 5, y: 5)) == nil)  // the inset
        #expect(view.indexPathForItem(at: CGPoint(x: 15, y: 1000)) == path(18))  // line 9: 1000-1100, off screen
        #expect(view.indexPath(for: view.cellForItem(at: path(2))!) == path(2))
    }

    @Test("A tap highlights then selects in UIKit's order; a tap on another deselects the first; the cells show it")
    func tapSelects() {
        let (view, log, input) = scene(items: [20])
        input.tap(at: CGPoint(x: 260, y: 170))
        #expect(log.trace.lines == ["shouldHighlight 0-3", "didHighlight 0-3", "shouldSelect 0-3", "didUnhighlight 0-3", "didSelect 0-3"])
        #expect(view.indexPathsForSelectedItems == [path(3)] && view.cellForItem(at: path(3))?.isSelected == true)
        #expect(view.cellForItem(at: path(3))?.isHighlighted == false)
        log.trace.clear()
        input.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.trace.lines == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldSelect 0-0", "didUnhighlight 0-0", "didDeselect 0-3", "didSelect 0-0"])
        #expect(view.cellForItem(at: path(3))?.isSelected == false && view.indexPathsForSelectedItems == [path(0)])
    }

    @Test("A held item is highlighted; a refused selection only un-highlights; multiple selection toggles with shouldDeselect")
    func highlightRefuseAndToggle() {
        let (view, log, input) = scene(items: [20])
        input.down(1, at: CGPoint(x: 60, y: 60))
        input.advance(by: 0.2)
        #expect(view.cellForItem(at: path(0))?.isHighlighted == true)
        log.allowsSelect = false
        input.up(1, at: CGPoint(x: 60, y: 60))
        #expect(log.trace.lines == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldSelect 0-0", "didUnhighlight 0-0"])
        #expect(view.indexPathsForSelectedItems == nil && view.cellForItem(at: path(0))?.isHighlighted == false)
        log.allowsSelect = true
        view.allowsMultipleSelection = true
        input.tap(at: CGPoint(x: 60, y: 60))
        input.tap(at: CGPoint(x: 260, y: 60))
        #expect(view.indexPathsForSelectedItems == [path(0), path(1)])
        log.trace.clear()
        input.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.trace.lines == ["shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0", "didUnhighlight 0-0", "didDeselect 0-0"])
        #expect(view.indexPathsForSelectedItems == [path(1)])
        view.allowsSelection = false
        log.trace.clear()
        input.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.trace.lines.isEmpty)
    }

    @Test("A drag that scrolls un-highlights and selects nothing")
    func dragDoesNotSelect() {
        let (view, log, input) = scene(items: [40])
        input.down(1, at: CGPoint(x: 60, y: 300))
        input.advance(by: 0.2)
        input.drag(1, from: CGPoint(x: 60, y: 300), to: CGPoint(x: 60, y: 150))
        input.up(1, at: CGPoint(x: 60, y: 150))
        #expect(log.trace.lines == ["shouldHighlight 0-4", "didHighlight 0-4", "didUnhighlight 0-4"])
        #expect(view.indexPathsForSelectedItems == nil && view.contentOffset.y > 0)
    }

    @Test("scrollToItem puts the item at the top, centre or bottom; selectItem in code calls no delegate")
    func scrollToItem() {
        let (view, log, _) = scene(items: [100])
        // Item 40: line 20, y = 10 + 20 * 110 = 2210.
        view.scrollToItem(at: path(40), at: .top, animated: false)
        #expect(view.contentOffset.y == 2210)
        view.scrollToItem(at: path(40), at: .centeredVertically, animated: false)
        #expect(abs(view.contentOffset.y - (2260 - 240)) < 1e-9)  // the scroll view moves by differences
        view.scrollToItem(at: path(40), at: .bottom, animated: false)
        #expect(abs(view.contentOffset.y - (2310 - 480)) < 1e-9)
        // The last line (5400-5500) can go only as far as the content allows: 5510 - 480.
        view.selectItem(at: path(99), animated: false, scrollPosition: .top)
        #expect(view.contentOffset.y == 5510 - 480 && log.trace.lines.isEmpty)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: path(99))?.isSelected == true)
        view.deselectItem(at: path(99), animated: false)
        #expect(view.cellForItem(at: path(99))?.isSelected == false && view.indexPathsForSelectedItems == nil)
    }

    @Test("reloadData asks the data source again and retires every cell; counts out of range are 0")
    func reload() {
        let (view, log, _) = scene(items: [4, 2])
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2 && view.numberOfItems(inSection: 5) == 0)
        log.items = [1]
        #expect(view.numberOfSections == 2)  // not asked again before reloadData, as UIKit
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 1 && view.visibleCells.count == 1 && view.contentSize.height == 120)
    }

    @Test("Dequeuing an unregistered identifier is reported with UIKit's message, not crashed on")
    func unregistered() {
        let (view, _, _) = scene(items: [1])
        var reports: [String] = []
        view.reportMisuse = { reports.append($0) }
        let cell = view.dequeueReusableCell(withReuseIdentifier: "nope", for: path(0))
        #expect(cell.reuseIdentifier == "nope")
        #expect(reports == ["could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier"])
    }
}

@MainActor private var collectionKept: [AnyObject] = []
