import Testing
import TouchLab

/// Which output a transformation matrix maps a touchscreen to.
@Suite("Inspector: output mapping")
struct OutputMappingTests {
    let laptop = InspectedOutput(name: "eDP-1", x: 0, y: 0, width: 1920, height: 1080, isPrimary: true)
    let monitor = InspectedOutput(name: "HDMI-1", x: 1920, y: 0, width: 1280, height: 1024, isPrimary: false)

    @Test("The identity matrix maps to the one output of a single-output screen, and to the whole screen of two")
    func identity() {
        #expect(OutputMapping.describe(matrix: nil, outputs: [laptop], screenWidth: 1920, screenHeight: 1080) == "output eDP-1")
        #expect(OutputMapping.describe(matrix: [1, 0, 0, 0, 1, 0, 0, 0, 1], outputs: [laptop, monitor], screenWidth: 3200, screenHeight: 1080)
                == "screen 0,0 3200x1080")
    }

    @Test("The matrices `xinput map-to-output` writes map to their outputs; a wrong one names the area it covers")
    func mapToOutput() {
        let toLaptop = [1920.0 / 3200, 0, 0, 0, 1, 0, 0, 0, 1]
        let toMonitor = [1280.0 / 3200, 0, 1920.0 / 3200, 0, 1024.0 / 1080, 0, 0, 0, 1]
        #expect(OutputMapping.describe(matrix: toLaptop, outputs: [laptop, monitor], screenWidth: 3200, screenHeight: 1080) == "output eDP-1")
        #expect(OutputMapping.describe(matrix: toMonitor, outputs: [laptop, monitor], screenWidth: 3200, screenHeight: 1080) == "output HDMI-1")
        #expect(OutputMapping.describe(matrix: [0.5, 0, 0, 0, 1, 0, 0, 0, 1], outputs: [laptop, monitor], screenWidth: 3200, screenHeight: 1080)
                == "screen 0,0 1600x1080")
    }

    @Test("A rotated panel's area is the bounds of its corners: a quarter turn still covers the output")
    func rotated() {
        let area = OutputMapping.area(of: [0, -1, 1, 1, 0, 0, 0, 0, 1], screenWidth: 1000, screenHeight: 800)
        #expect(area == (0, 0, 1000, 800))
        #expect(DevicePanelView(devices: [InspectedDevice(id: 6, name: "panel", kind: .directTouch, use: "slave pointer", isEnabled: true,
                                                          maxTouches: 10, axes: [], transformationMatrix: nil)]).text
                == "6 panel\n  direct touch · 10 touches")
        var mapped = InspectedDevice(id: 6, name: "panel", kind: .directTouch, use: "slave pointer", isEnabled: true, maxTouches: 10, axes: [])
        mapped.mappedTo = "output eDP-1"
        #expect(DevicePanelView(devices: [mapped]).text.hasSuffix("\n  mapped to output eDP-1"))
    }
}
