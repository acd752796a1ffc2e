import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A table view controller as ported code writes one.
final class FruitList: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var selected: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        fruits.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

@MainActor
@Suite("UITableViewController: a subclass overriding the data source and delegate methods drives its table")
struct TableViewControllerTests {
    @Test("The controller's table asks the subclass; taps select; viewWillAppear clears the selection; setEditing reaches the table")
    func controller() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let controller = FruitList(style: .insetGrouped)
        window.addSubview(controller.view)
        controller.view.frame = window.bounds
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.style == .insetGrouped && table.dataSource === controller && table.delegate === controller)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        input.tap(at: CGPoint(x: 100, y: 18 + 44 + 22))
        #expect(controller.selected == [1] && table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.viewWillAppear(false)
        #expect(table.indexPathForSelectedRow == nil)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && table.isEditing && table.visibleCells.allSatisfy(\.isEditing))
        // The delete control, then the confirmation: the subclass's commit deletes the row.
        input.tap(at: CGPoint(x: 16 + 19, y: 18 + 22))
        input.advance(by: 0.35)
        input.tap(at: CGPoint(x: 280, y: 18 + 22))
        #expect(controller.fruits == ["Banana", "Cherry"] && table.numberOfRows(inSection: 0) == 2)
        #expect(UITableViewController().tableView.style == .plain)
    }
}
