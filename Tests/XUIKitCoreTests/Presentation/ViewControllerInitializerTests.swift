import Foundation
import Testing
@testable import XUIKitCore

/// A subclass written as on iOS: its own designated initializer calls UIKit's.
private final class NamedController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

/// A subclass overriding the designated initializer: `init()` reaches it.
private final class CountingController: UIViewController {
    var designatedCalls: [String?] = []
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        designatedCalls.append(nibNameOrNil)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UIViewController's initializers are the SDK's: init(nibName:bundle:) designated, init() a convenience")
struct ViewControllerInitializerTests {
    @Test("init(nibName:bundle:) records the name and bundle; init() records nil for both")
    func recordsNibNameAndBundle() {
        let named = UIViewController(nibName: "Profile", bundle: .main)
        #expect(named.nibName == "Profile")
        #expect(named.nibBundle === Bundle.main)
        let plain = UIViewController()
        #expect(plain.nibName == nil && plain.nibBundle == nil)
        #expect(NamedController(name: "Ada").nibName == nil)
    }

    @Test("init() goes through an overridden init(nibName:bundle:) with nil, as NSObject's init does in UIKit")
    func initCallsDesignated() {
        let controller = CountingController()
        #expect(controller.designatedCalls == [nil])
        #expect(CountingController(nibName: "Counting", bundle: nil).designatedCalls == ["Counting"])
    }

    @Test("A recorded nib name does not change how the view loads: loadView makes the plain view")
    func nibNameRecordedOnly() {
        let controller = UIViewController(nibName: "Missing", bundle: nil)
        #expect(type(of: controller.view!) == UIView.self)
        #expect(controller.isViewLoaded)
    }
}
