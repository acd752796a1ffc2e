import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

/// Logs prefetch calls as item ranges.
final class ItemPrefetchLog: UICollectionViewDataSourcePrefetching {
    let trace = CallTrace()
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        trace.log("prefetch \(indexPaths.first!.item)-\(indexPaths.last!.item)")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        trace.log("cancel \(indexPaths.first!.item)-\(indexPaths.last!.item)")
    }
}

@MainActor
@Suite("UICollectionView prefetching: a screen ahead in the direction the content moves")
struct CollectionViewPrefetchingTests {
    func grid(width: CGFloat, height: CGFloat, direction: UICollectionView.ScrollDirection) -> (UICollectionView, ItemPrefetchLog) {
        let (window, _) = TestApplication.makeKeyWindow(width: width, height: height)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let source = ColourSource(items: 100)
        let prefetch = ItemPrefetchLog()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.prefetchDataSource = prefetch
        window.addSubview(view)
        window.layoutIfNeeded()
        prefetchKept.append(contentsOf: [source, prefetch] as [AnyObject])
        return (view, prefetch)
    }

    @Test("The next screen of items is prefetched once; scrolling back cancels the ones left behind unseen")
    func vertical() {
        let (view, prefetch) = grid(width: 320, height: 480, direction: .vertical)
        // Lines of 2 at y = 10 + 110k. In view 0-480: lines 0-4. The next screen, 480-960: lines 5-8.
        #expect(view.indexPathsForVisibleItems.count == 10 && prefetch.trace.lines == ["prefetch 10-17"])
        view.contentOffset.y = 220
        view.layoutIfNeeded()
        // In view: lines 2-6 (items 4-13); ahead, 700-1180: lines 7-10, of which 18-21 are new.
        #expect(prefetch.trace.lines == ["prefetch 10-17", "prefetch 18-21"])
        view.contentOffset.y = 0
        view.layoutIfNeeded()
        // Moving up: nothing above the first line; 14-21 were never seen: cancelled (10-13 came into view).
        #expect(prefetch.trace.lines == ["prefetch 10-17", "prefetch 18-21", "cancel 14-21"])
        view.isPrefetchingEnabled = false
        view.contentOffset.y = 880
        view.layoutIfNeeded()
        #expect(prefetch.trace.lines.count == 3)
    }

    @Test("A horizontal grid prefetches the next screen to the right before it has moved")
    func horizontal() {
        let (view, prefetch) = grid(width: 320, height: 240, direction: .horizontal)
        // Columns of 2 at x = 10 + 110k: 0-2 in view (items 0-5); 320-640 holds columns 3-5.
        #expect(view.indexPathsForVisibleItems.count == 6 && prefetch.trace.lines == ["prefetch 6-11"])
    }
}

@MainActor private var prefetchKept: [AnyObject] = []
