import XUIKit

/// A settings screen: a switch, a slider, a stepper, a segmented control,
/// two text fields (Tab moves between them) and a row of the four button
/// configuration styles, each reporting its value; below them a profile card
/// (a JPEG cover photo and an avatar masked to a circle).
final class ControlsPage: UIViewController {
    private let readout = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        _ = caption("Controls and text: every control reports its events below. Tap, drag, type; Tab moves between the fields.", in: view)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 96, width: 51, height: 31))
        toggle.addAction(UIAction { [weak self, weak toggle] _ in self?.report("switch \(toggle?.isOn == true ? "on" : "off")") }, for: .valueChanged)
        let slider = UISlider(frame: CGRect(x: 100, y: 96, width: 260, height: 31))
        slider.value = 0.3
        slider.addAction(UIAction { [weak self, weak slider] _ in self?.report(String(format: "slider %.2f", slider?.value ?? 0)) }, for: .valueChanged)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 150, width: 94, height: 32))
        stepper.addAction(UIAction { [weak self, weak stepper] _ in self?.report("stepper \(Int(stepper?.value ?? 0))") }, for: .valueChanged)
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 140, y: 150, width: 220, height: 32)
        segments.selectedSegmentIndex = 0
        segments.addAction(UIAction { [weak self, weak segments] _ in self?.report("segment \(segments?.selectedSegmentIndex ?? -1)") }, for: .valueChanged)
        let name = UITextField(frame: CGRect(x: 20, y: 206, width: 340, height: 34))
        name.borderStyle = .roundedRect
        name.placeholder = "Name (héllo 世界 works)"
        let email = UITextField(frame: CGRect(x: 20, y: 252, width: 340, height: 34))
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        for field in [name, email] {
            field.addAction(UIAction { [weak self, weak field] _ in self?.report("text \(field?.text ?? "")") }, for: .editingChanged)
        }
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 400, y: 126)
        spinner.startAnimating()
        let pages = UIPageControl(frame: CGRect(x: 380, y: 206, width: 120, height: 26))
        pages.numberOfPages = 5
        pages.pageIndicatorTintColor = .systemGray4
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(UIAction { [weak self, weak pages] _ in self?.report("page \((pages?.currentPage ?? 0) + 1) of 5") }, for: .valueChanged)
        view.addSubview(spinner)
        view.addSubview(pages)
        readout.frame = CGRect(x: 20, y: 310, width: 340, height: 30)
        readout.font = .preferredFont(forTextStyle: .headline)
        readout.text = "Try a control"
        let profile = ProfileCard(frame: CGRect(x: 20, y: 404, width: 340, height: 140))
        for control in [toggle, slider, stepper, segments, name, email, readout, profile] as [UIView] { view.addSubview(control) }
        addConfigurationButtons(y: 356)
    }

    /// iOS 15's four button styles, written as iOS code writes them; each
    /// highlights under the mouse pointer (isPointerInteractionEnabled).
    private func addConfigurationButtons(y: CGFloat) {
        let styles: [(String, UIButton.Configuration)] = [("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled())]
        var x: CGFloat = 20
        for (title, style) in styles {
            var config = style
            config.title = title
            let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in self?.report("pressed \(title)") })
            button.isPointerInteractionEnabled = true
            button.sizeToFit()
            button.frame.origin = CGPoint(x: x, y: y)
            view.addSubview(button)
            x += button.frame.width + 12
        }
    }

    private func report(_ text: String) {
        readout.text = text
        say(text)
    }
}

/// Ten thousand rows: only those in view have cells; a fling decelerates
/// with UIKit's physics; a tap selects.
final class ListPage: UIViewController, UITableViewDataSource, UITableViewDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let table = UITableView(frame: view.bounds, style: .plain)
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        // Pinned to the page, which the gallery sizes after it loads.
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor), table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor), table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fling me: 10,000 rows, cells reused" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = indexPath.row.isMultiple(of: 7) ? .checkmark : .disclosureIndicator
        return cell
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "A long list"
        // Back from a row's screen, the row it came from fades out of its selection, as in iOS's lists.
        if let table = view.subviews.first as? UITableView, let row = table.indexPathForSelectedRow {
            table.deselectRow(at: row, animated: animated)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("list appeared")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        say("selected row \(indexPath.row)")
        navigationController?.pushViewController(RowPage(row: indexPath.row), animated: true)
    }
}

/// One row's screen, pushed on the list's navigation controller: swipe from
/// the pane's left edge (or tap the back button) to go back.
final class RowPage: UIViewController {
    let row: Int
    init(row: Int) {
        self.row = row
        super.init(nibName: nil, bundle: nil)
        title = "Row \(row)"
        edgesForExtendedLayout = []
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        _ = caption("Row \(row), pushed by UINavigationController. Swipe from the left edge of this pane to go back: past half the width (or a flick) pops, a short swipe springs back. The back button says where you came from.", in: view)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .done, target: nil, action: nil)
        navigationItem.rightBarButtonItem?.primaryAction = UIAction(title: "Next") { [weak self] _ in
            guard let self else { return }
            self.navigationController?.pushViewController(RowPage(row: self.row + 1), animated: true)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        say("row \(row) appeared")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        say("row \(row) disappeared")
    }
}

/// A form laid out by constraints: labels and fields in a vertical stack,
/// a row of equally wide buttons, all following the page's width.
final class LayoutPage: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let intro = caption("Stacks and constraints: a vertical UIStackView of rows, a row of equal buttons, pinned with anchors.", in: view)
        let rows = UIStackView()
        rows.axis = .vertical
        rows.spacing = 12
        for (title, value) in [("Name", "Ada Lovelace"), ("City", "London"), ("Language", "中文 / English")] {
            let row = UIStackView()
            row.spacing = 8
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .headline)
            label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = value
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            rows.addArrangedSubview(row)
        }
        let buttons = UIStackView()
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        for title in ["Cancel", "Save", "Share"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.backgroundColor = UIColor(white: 0.94, alpha: 1)
            button.addAction(UIAction { _ in say("pressed \(title)") }, for: .touchUpInside)
            buttons.addArrangedSubview(button)
        }
        rows.addArrangedSubview(buttons)
        rows.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(rows)
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: view.topAnchor, constant: intro.frame.maxY + 16),
            rows.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            rows.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
