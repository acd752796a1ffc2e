import XUIKit

/// Navigation and tabs: a UITabBarController of three tabs. The first is a
/// navigation stack with large titles where each level pushes the next (swipe
/// from the left edge to go back); its + button raises the second tab's badge;
/// picking the selected first tab again pops it to its root.
final class NavigationPage: UIViewController {
    private let tabs = UITabBarController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = UINavigationController(rootViewController: LevelPage(level: 1))
        stack.navigationBar.prefersLargeTitles = true
        stack.tabBarItem = UITabBarItem(title: "Stack", image: nil, tag: 0)
        let badges = BadgePage()
        badges.tabBarItem = UITabBarItem(title: "Badges", image: nil, tag: 1)
        let favorites = UINavigationController(rootViewController: CaptionPage(
            title: "Favorites", text: "A system tab item (UITabBarItem(tabBarSystemItem: .favorites, tag:)), inside its own navigation controller."))
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        tabs.viewControllers = [stack, badges, favorites]
        addChild(tabs)
        tabs.view.frame = view.bounds
        tabs.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
    }

    /// The second tab's badge goes up by one.
    static func raiseBadge(in tabs: UITabBarController?) {
        guard let item = tabs?.viewControllers?[1].tabBarItem else { return }
        let count = (Int(item.badgeValue ?? "") ?? 0) + 1
        item.badgeValue = String(count)
        say("badge \(count)")
    }
}

/// One level of the stack: a caption and a button pushing the next level.
final class LevelPage: UIViewController {
    let level: Int
    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
        title = level == 1 ? "Stack" : "Level \(level)"
        edgesForExtendedLayout = []
        if level > 1 { navigationItem.largeTitleDisplayMode = .never }
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let intro = caption("Level \(level) of a UINavigationController. Push the next level; swipe from the left edge (or tap the back button) to go back. The + adds to the Badges tab's badge.", in: view)
        let push = UIButton(type: .system)
        push.setTitle("Push level \(level + 1)", for: .normal)
        push.backgroundColor = UIColor(white: 0.94, alpha: 1)
        push.frame = CGRect(x: 20, y: intro.frame.maxY + 16, width: 240, height: 44)
        push.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.navigationController?.pushViewController(LevelPage(level: self.level + 1), animated: true)
        }, for: .touchUpInside)
        view.addSubview(push)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            NavigationPage.raiseBadge(in: self?.tabBarController)
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("level \(level) appeared")
    }
}

/// The badges tab: a caption and a button that clears its own badge.
final class BadgePage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        edgesForExtendedLayout = []
        let intro = caption("This tab's badge counts the + taps on the Stack tab. Clear it here.", in: view)
        let clear = UIButton(type: .system)
        clear.setTitle("Clear the badge", for: .normal)
        clear.backgroundColor = UIColor(white: 0.94, alpha: 1)
        clear.frame = CGRect(x: 20, y: intro.frame.maxY + 16, width: 240, height: 44)
        clear.addAction(UIAction { [weak self] _ in
            self?.tabBarItem.badgeValue = nil
            say("badge cleared")
        }, for: .touchUpInside)
        view.addSubview(clear)
    }
}

/// A screen showing one caption under its title.
final class CaptionPage: UIViewController {
    private let text: String
    init(title: String, text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        self.title = title
        edgesForExtendedLayout = []
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption(text, in: view)
    }
}
