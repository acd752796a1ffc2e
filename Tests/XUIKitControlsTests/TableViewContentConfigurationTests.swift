import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A configuration that remembers the state it was last updated for.
struct StateProbeConfiguration: UIContentConfiguration {
    var isSelected = false
    func makeContentView() -> any UIView & UIContentView { StateProbeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> StateProbeConfiguration {
        var copy = self
        copy.isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
        return copy
    }
}

final class StateProbeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration
    init(configuration: StateProbeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows configured with list content configurations: "Title n" and, for odd rows, a long wrapping subtitle.
final class ConfiguredRows: UITableViewDataSource {
    static let long = Array(repeating: "a secondary text long enough to wrap", count: 4).joined(separator: " ")
    var probe = false
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if probe {
            cell.contentConfiguration = StateProbeConfiguration()
            return cell
        }
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title \(indexPath.row)"
        content.secondaryText = indexPath.row % 2 == 1 ? ConfiguredRows.long : nil
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
@Suite("UITableViewCell content configurations: UIListContentConfiguration shown, self-sized and updated with the cell's state")
struct TableViewContentConfigurationTests {
    func scene(probe: Bool = false) -> (UITableView, ConfiguredRows, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = ConfiguredRows()
        rows.probe = probe
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        configuredKept[ObjectIdentifier(table)] = rows
        return (table, rows, input)
    }

    func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview -> [UILabel] in
            if let label = subview as? UILabel, !label.isHidden { return [label] }
            return labels(in: subview)
        }
    }

    @Test("defaultContentConfiguration follows the cell's style")
    func defaults() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15 && !subtitle.prefersSideBySideTextAndSecondaryText)
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextProperties.color == .secondaryLabel)
        #expect(plain.textProperties.font.pointSize == 17 && plain.textProperties.numberOfLines == 0)
        #expect(plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    }

    @Test("A list configuration's view fills the content view; rows take its height: margins, title, 3 pt, wrapped subtitle, separator")
    func selfSizes() {
        let (table, _, _) = scene()
        let titleHeight = UILabel.measure("Title 1", size: 17, width: 288)
        let subtitleHeight = UILabel.measure(ConfiguredRows.long, size: 15, width: 288)
        #expect(subtitleHeight > 40, "wraps: \(subtitleHeight)")
        let row0 = table.rectForRow(at: IndexPath(row: 0, section: 0)), row1 = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(row0.height == 44)
        #expect(row1 == CGRect(x: 0, y: 44, width: 320, height: 11 + titleHeight + 3 + subtitleHeight + 11 + 1))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        table.layoutIfNeeded()
        let contentView = try! #require(cell.contentView.subviews.first { $0 is UIListContentView })
        #expect(contentView.frame == cell.contentView.bounds)
        let shown = labels(in: contentView)
        #expect(shown.map(\.text) == ["Title 1", ConfiguredRows.long])
        #expect(shown[0].frame == CGRect(x: 16, y: 11, width: 288, height: titleHeight))
        #expect(shown[1].frame == CGRect(x: 16, y: 11 + titleHeight + 3, width: 288, height: subtitleHeight))
    }

    @Test("Selecting a row hands its content view the configuration updated for the selected state")
    func stateUpdates() {
        let (table, _, input) = scene(probe: true)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        let view = try! #require(cell.contentView.subviews.first as? StateProbeView)
        #expect((view.configuration as? StateProbeConfiguration)?.isSelected == false)
        input.tap(at: CGPoint(x: 150, y: 2 * 44 + 22))
        #expect(cell.isSelected && cell.configurationState.isSelected)
        #expect((view.configuration as? StateProbeConfiguration)?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect((view.configuration as? StateProbeConfiguration)?.isSelected == false)
    }

    @Test("A value cell puts its secondary text at the trailing margin")
    func valueCell() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let shown = labels(in: view)
        #expect(shown.count == 2 && shown[1].text == "Home" && shown[1].frame.maxX == 304 && shown[0].frame.minX == 16)
    }
}

extension UILabel {
    /// The height of `text` at `size` pt wrapped at `width`.
    @MainActor static func measure(_ text: String, size: CGFloat, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }
}

@MainActor private var configuredKept: [ObjectIdentifier: AnyObject] = [:]
