import TouchLab
import TouchServerX11

extension InspectedDevice {
    /// The inspector's view of an X input device: its kind from its XI use
    /// and touch class (a direct touch class makes a touchscreen, a dependent
    /// one a touchpad), its axes from its valuators.
    init(_ device: InputDeviceInfo, transformationMatrix: [Double]?) {
        let kind: Kind
        if device.use.hasPrefix("master") {
            kind = .master
        } else if let touch = device.touch {
            kind = touch.mode == "direct" ? .directTouch : .touchpad
        } else if device.use.hasSuffix("keyboard") {
            kind = .keyboard
        } else {
            kind = .pointer
        }
        self.init(
            id: device.id, name: device.name, kind: kind, use: device.use, isEnabled: device.isEnabled,
            maxTouches: device.touch?.maxTouches,
            axes: device.valuators.map {
                Axis(number: $0.number, label: $0.label, min: $0.min, max: $0.max, resolution: $0.resolution, mode: $0.mode)
            },
            transformationMatrix: transformationMatrix)
    }
}

extension XDisplay {
    /// Every input device as the inspector shows it, with its transformation
    /// matrix and, for absolute devices, the output (of `outputs`) it maps to.
    func inspectedDevices(outputs: [InspectedOutput]) -> [InspectedDevice] {
        let screen = screenPixelSize
        return inputDevices().map { info in
            var device = InspectedDevice(info, transformationMatrix: coordinateTransformationMatrix(deviceID: info.id))
            let isAbsolute = info.valuator(labeled: ["Abs MT Position X", "Abs X"]).map { $0.mode == "absolute" } ?? false
            if device.kind != .master, isAbsolute {
                device.mappedTo = OutputMapping.describe(matrix: device.transformationMatrix, outputs: outputs,
                                                         screenWidth: screen.width, screenHeight: screen.height)
            }
            return device
        }
    }
}
