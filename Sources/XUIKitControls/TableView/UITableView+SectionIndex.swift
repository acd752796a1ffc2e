import Foundation
import XUIKitCore
import XUIKitGraphics

/// The section index: the data source's `sectionIndexTitles(for:)` down the
/// trailing edge of the visible area (16 pt wide, staying put as the table
/// scrolls), shown when there are at least `sectionIndexMinimumDisplayRowCount`
/// rows. A finger landing on it, or sliding along it, scrolls (without
/// animation) to the top of the section `sectionForSectionIndexTitle` names
/// for the title under it (UIKit's default: the title's position); the drag
/// does not scroll the table. Titles are 11 pt semibold in
/// `sectionIndexColor` (else the tint colour), 14 pt apart, centred
/// vertically. Not as UIKit: rows are not narrowed to leave the index room.
extension UITableView {
    /// Shows, updates or removes the index after each layout.
    func tileSectionIndex() {
        let rows = geometry.sections.reduce(0) { $0 + $1.rowCount }
        guard let titles = sectionIndexTitlesShown, !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let view = sectionIndexView ?? makeSectionIndexView()
        view.titles = titles
        view.color = sectionIndexColor ?? tintColor ?? .systemBlue
        if !view.isTracking { view.backgroundColor = sectionIndexBackgroundColor ?? .clear }
        let inset = adjustedContentInset
        view.frame = CGRect(x: bounds.width - TableSectionIndexView.width, y: contentOffset.y + inset.top,
                            width: TableSectionIndexView.width, height: max(0, bounds.height - inset.top - inset.bottom))
        if subviews.last !== view { bringSubviewToFront(view) }
    }

    private func makeSectionIndexView() -> TableSectionIndexView {
        let view = TableSectionIndexView(frame: .zero)
        let press = UILongPressGestureRecognizer(target: nil, action: nil)
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        press.addTarget { [weak self, weak view] recognizer in
            guard let self, let view else { return }
            switch recognizer.state {
            case .began, .changed:
                if !view.isTracking {
                    view.isTracking = true
                    view.backgroundColor = self.sectionIndexTrackingBackgroundColor ?? .clear
                }
                self.scrollToSectionIndex(view.titleIndex(at: recognizer.location(in: view).y))
            default:
                view.isTracking = false
                view.backgroundColor = self.sectionIndexBackgroundColor ?? .clear
            }
        }
        view.addGestureRecognizer(press)
        addSubview(view)
        sectionIndexView = view
        return view
    }

    /// Whether `pan` started on the section index (it does not scroll the table).
    func dragIsOnSectionIndex(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let view = sectionIndexView else { return false }
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return view.frame.contains(CGPoint(x: location.x - translation.x, y: location.y - translation.y))
    }

    private func scrollToSectionIndex(_ index: Int?) {
        guard let index, let titles = sectionIndexTitlesShown, titles.indices.contains(index), let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard geometry.sections.indices.contains(section) else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: top)), animated: false)
        // The index stays under the finger at once: where the finger is next is measured against it.
        tileSectionIndex()
    }
}

/// The column of index titles.
final class TableSectionIndexView: UIView {
    static let width: CGFloat = 16, lineHeight: CGFloat = 14
    var isTracking = false
    var color: UIColor = .systemBlue { didSet { if color != oldValue { labels.forEach { $0.textColor = color } } } }
    private var labels: [UILabel] = []
    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            labels.forEach { $0.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                label.textColor = color
                addSubview(label)
                return label
            }
            setNeedsLayout()
        }
    }

    private var firstLineTop: CGFloat { (bounds.height - CGFloat(titles.count) * TableSectionIndexView.lineHeight) / 2 }

    /// The title at `y` (the view's coordinates), the nearest at the ends.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let line = Int(((y - firstLineTop) / TableSectionIndexView.lineHeight).rounded(.down))
        return min(max(line, 0), titles.count - 1)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: 0, y: firstLineTop + CGFloat(index) * TableSectionIndexView.lineHeight,
                                 width: bounds.width, height: TableSectionIndexView.lineHeight)
        }
    }
}
