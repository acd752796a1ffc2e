import Testing
import PortingFixture5
import PortingFixture6
import PortingFixtureMainActor

/// What every fixture's run must print: the same behaviour in each language mode.
private let expected = [
    "plain: began 1, ended 1",
    "focus: layouts 1, moved while held false, moved when allowed true, touches 1",
    "toolbar: onTap ended, refresh, onTap ?; delegate asked 2; sent true",
    "edit actions: copied [true, true], copies 2; handler 1",
    "nonisolated target: 1",
    "controls: save, save with event true, action; nonisolated 1",
    "app delegate launched: true",
    "controller: viewDidLoad, task tag 1, main queue tag 2, MainActor.run tag 2, timer",
    "core graphics: vector 5.0 rect 2.0,4.0,6.0,8.0 path 20.0x10.0 rgb true",
    "label: Hello world, bold Inter-Bold, one line true, interactive false",
    "layers: 1 sublayer, frame width 200.0, affine true",
    "screens: handler Delete, editor shown, attempted; editor still shown true",
    "navigation: added 1, shown [\"Inbox\", \"Message\", \"Inbox\"], stack 1, tabs 2",
    "button configuration: paid, cancelled; pay Paying spinner true; cancel Cancel insets 20.0",
    "images: jpeg 8.0x4.0, turned 4.0, masked true, gravity resizeAspectFill, track x 18.0",
    "actions: strokeEnd true, position 1.0, bounds false, opacity false",
    "initializers: Ada nib nil, Settings, list grouped true, root 1 made 1, bar BrandedNavigationBar, tabs 2, named Profile",
    "values: overlap 216.0, as CGRect 216.0, insets 4.0, point 5.0, transform 7.0",
]

@Suite("Client code compiles and behaves alike in Swift 5, Swift 6 and default-MainActor modes", .serialized)
struct PortingPatternTests {
    @Test("Swift 5 mode: the patterns run as on iOS")
    func swift5() async {
        let lines = await Swift5Fixture.run()
        #expect(lines == expected, "\(lines.joined(separator: "\n"))")
    }

    @Test("Swift 5 mode: nonisolated code may still call UIKit synchronously, as against the SDK")
    func swift5Nonisolated() {
        #expect(Swift5Fixture.nonisolatedCaller() == "nonisolated made 10.0x20.0")
    }

    @Test("Swift 5 mode: test methods set and read controls from a nonisolated context, as against the SDK")
    func swift5NonisolatedTestMethods() {
        #expect(Swift5Fixture.nonisolatedTestMethods() == [
            "button Save, highlighted Save, label font 18.0, red true",
            "label Hello, lines 0, wide true",
            "field Ada has text true, view Notes",
            "alert Delete?, actions [\"Delete\", \"Cancel\"], style alert true",
            "switch true, slider 0.25, stepper 3.0, segment Week, image true",
            "table dequeued true, plain true",
        ])
    }

    @Test("Swift 6 mode: static image, colour, font and paragraph-style constants are shared across tasks")
    func swift6SendableAssets() async {
        #expect(await Swift6Fixture.assetsAcrossTasks()
            == "assets: icon true, dot 4.0x4.0, drawn 4 alike true, font 20.0, spacing 4.0, brand true")
    }

    @Test("Swift 6 mode: the patterns run as on iOS")
    func swift6() async {
        let lines = await Swift6Fixture.run()
        #expect(lines == expected, "\(lines.joined(separator: "\n"))")
    }

    @Test("Swift 6 with default MainActor isolation: the patterns run as on iOS")
    func mainActorDefault() async {
        let lines = await MainActorDefaultFixture.run()
        #expect(lines == expected, "\(lines.joined(separator: "\n"))")
    }

    @Test("Default MainActor isolation: an unannotated viewDidLoad override runs")
    func mainActorDefaultOverrides() {
        #expect(MainActorDefaultFixture.overridesRun())
    }
}
