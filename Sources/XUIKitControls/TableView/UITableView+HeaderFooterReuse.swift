import Foundation
import XUIKitCore

/// Header and footer views coming and going: the style they take, the
/// delegate's `willDisplay`/`didEndDisplaying` calls, and reuse queues for
/// registered `UITableViewHeaderFooterView`s.
extension UITableView {
    func dequeueHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterRegistrations[identifier] else { return nil }
        // A registered subclass is made as UIKit makes it (its init(reuseIdentifier:) override runs).
        let view = type == UITableViewHeaderFooterView.self ? UITableViewHeaderFooterView(reuseIdentifier: identifier)
            : RuntimeInstantiation.instantiate(type) as! UITableViewHeaderFooterView
        view.reuseIdentifier = identifier
        return view
    }

    /// A header (key: the section) or footer (-1 - section) about to show: it takes the table's style, the delegate hears of it.
    func willDisplaySupplementary(_ view: UIView, key: Int) {
        if let header = view as? UITableViewHeaderFooterView {
            header.show(in: style)
            header.rowInset = rowInset
        }
        if key >= 0 { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key) }
        else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: -1 - key) }
    }

    /// A header or footer leaving: off the table, the delegate told, a reusable one to its queue.
    func retireSupplementary(_ view: UIView, key: Int) {
        view.removeFromSuperview()
        if displayedSupplementary.remove(key) != nil {
            if key >= 0 { tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key) }
            else { tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: -1 - key) }
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueues[identifier, default: []].append(reusable)
        }
    }
}
