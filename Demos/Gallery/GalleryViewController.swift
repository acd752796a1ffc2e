import XUIKit

/// The gallery: a list of pages on the left, the chosen page on the right.
final class GalleryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    static let sidebarWidth: CGFloat = 240
    static let rowHeight: CGFloat = 56
    let pages: [(title: String, subtitle: String, make: () -> UIViewController)] = [
        ("First responder", "seed 000: 设置view1的第一响应", { FirstResponderPage() }),
        ("Hit-testing", "seed 000: views A to E", { HitTestingPage() }),
        ("Responder chain", "seeds 002, 004: MainView A B C", { ResponderChainPage() }),
        ("Controls and text", "switch, slider, fields, buttons", { ControlsPage() }),
        ("A long list", "UITableView, 10,000 rows; tap one", { UINavigationController(rootViewController: ListPage()) }),
        ("Stacks and constraints", "UIStackView, Auto Layout", { LayoutPage() }),
        ("Scroll views", "seed 000: under the scroll view, previews, zoom", { ScrollingPage() }),
        ("Touches", "seed 001: the player, UITouch details", { TouchesPage() }),
        ("Gestures", "recognizers, states, touches", { GesturesPage() }),
        ("Sheets and alerts", "present, UIAlertController", { ScreensPage() }),
        ("Navigation and tabs", "push, swipe back, tabs, badges", { NavigationPage() }),
    ]
    private let table = UITableView(frame: .zero, style: .plain)
    private let content = UIView()
    private var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        table.dataSource = self
        table.delegate = self
        table.rowHeight = Self.rowHeight
        table.scrollsToTop = false  // the page's own list scrolls to top when its bar's title is tapped
        table.register(UITableViewCell.self, forCellReuseIdentifier: "page")
        view.addSubview(table)
        view.addSubview(content)
        layout()
        show(0)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    private func layout() {
        let bounds = view.bounds
        table.frame = CGRect(x: 0, y: 0, width: Self.sidebarWidth, height: bounds.height)
        content.frame = CGRect(x: Self.sidebarWidth + 1, y: 0, width: bounds.width - Self.sidebarWidth - 1, height: bounds.height)
    }

    private func show(_ index: Int) {
        current?.view.removeFromSuperview()
        current?.removeFromParent()
        let page = pages[index].make()
        addChild(page)
        page.view.frame = content.bounds
        content.addSubview(page.view)
        current = page
        if page.canBecomeFirstResponder { _ = page.becomeFirstResponder() }  // keys, media keys and shakes go to it
        say("page \(index + 1): \(pages[index].title)")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { pages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = pages[indexPath.row].title
        cell.detailTextLabel?.text = pages[indexPath.row].subtitle
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { show(indexPath.row) }
}

/// A page's caption: what the page shows and what to try.
@MainActor
func caption(_ text: String, in view: UIView, y: CGFloat = 16) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    // Constraints, so the caption follows the page's width when the gallery sizes the page.
    NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: y),
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        label.heightAnchor.constraint(equalToConstant: 60),
    ])
    label.frame = CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 60)
    return label
}
