import Foundation
@testable import XUIKitX11
import XUIKitCore

/// Fuzz target: `XI2Translator` fed decoded event records built from the
/// bytes (touch begin/update/end and pointer events of two touchscreens, a
/// touchpad and the master pointer over two windows, hierarchy changes,
/// registry refreshes with devices disabled, window detaches, batch ends).
///
/// The phase checker holds on every output: a touch id's changes go
/// began, moved*, then exactly one of ended or cancelled; nothing follows
/// its end; a frame holds each touch at most once; and after a final
/// detach of both windows no touch is left live.
@_cdecl("LLVMFuzzerTestOneInput")
public func xi2TranslatorFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = ByteReader(UnsafeBufferPointer(start: data, count: size))
    var translator = XI2Translator(devices: FuzzDevices.registry(disabled: []), scale: 1 + Double(bytes.next() % 3) / 2,
                                   screenWidth: 1000)
    var checker = PhaseChecker()
    var time = 0.0
    while !bytes.isAtEnd {
        time += Double(bytes.next()) / 1000
        let op = bytes.next()
        let window = UInt(1 + bytes.next() % 2)
        switch op % 10 {
        case 0...3:
            let kinds: [XI2DeviceEventRecord.Kind] = [.touchBegin, .touchUpdate, .touchEnd]
            let device = [10, 11, 12][Int(bytes.next() % 3)]
            let record = XI2DeviceEventRecord(
                kind: kinds[Int(op % 3)], deviceID: 2, sourceID: device, detail: Int32(bytes.next() % 12), window: window,
                x: Double(bytes.next()) * 3, y: Double(bytes.next()) * 2,
                valuators: bytes.next() % 2 == 0 ? [:] : [4: Double(bytes.next()) * 8, 5: Double(bytes.next()) * 256],
                timestamp: time)
            checker.check(translator.translate(.device(record)))
        case 4, 5:
            let kinds: [XI2DeviceEventRecord.Kind] = [.buttonPress, .buttonRelease, .motion, .enter, .leave]
            let record = XI2DeviceEventRecord(
                kind: kinds[Int(bytes.next() % 5)], deviceID: 2, sourceID: 13, detail: Int32(bytes.next() % 8), window: window,
                x: Double(bytes.next()), y: Double(bytes.next()), flags: bytes.next() % 4 == 0 ? 1 << 16 : 0,
                buttons: bytes.next() % 2 == 0 ? [] : [1], timestamp: time)
            checker.check(translator.translate(.device(record)))
        case 6:
            let flags: [Int32] = [1 << 3, 1 << 5, 1 << 6, 1 << 7, 1 << 2]
            let change = XI2HierarchyRecord.Change(deviceID: [10, 11, 12][Int(bytes.next() % 3)], flags: flags[Int(bytes.next() % 5)])
            checker.check(translator.translate(.hierarchy(XI2HierarchyRecord(changes: [change], timestamp: time))))
        case 7:
            let mask = bytes.next()
            let disabled = Set([10, 11, 12].enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            checker.check(translator.replaceDevices(FuzzDevices.registry(disabled: disabled), timestamp: time))
        case 8:
            checker.check(translator.detach(window: window, timestamp: time))
        default:
            checker.check(translator.flush())
        }
    }
    checker.check(translator.detach(window: 1, timestamp: time) + translator.detach(window: 2, timestamp: time) + translator.flush())
    guard translator.liveTouchIDs.isEmpty, checker.live.isEmpty else {
        fatalError("touches left live after both windows went: \(translator.liveTouchIDs) / \(checker.live)")
    }
    return 0
}

/// The phase checker: every began ends exactly once, nothing after an end.
struct PhaseChecker {
    var live = Set<TouchInput.ID>()

    mutating func check(_ routed: [RoutedInput]) {
        for item in routed {
            guard case .touches(let touches, _) = item.event else { continue }
            var inFrame = Set<TouchInput.ID>()
            for touch in touches {
                guard inFrame.insert(touch.id).inserted else { fatalError("touch \(touch.id) twice in one frame") }
                switch touch.phase {
                case .began:
                    guard live.insert(touch.id).inserted else { fatalError("touch \(touch.id) began while live") }
                case .moved:
                    guard live.contains(touch.id) else { fatalError("touch \(touch.id) moved while not live") }
                case .ended, .cancelled:
                    guard live.remove(touch.id) != nil else { fatalError("touch \(touch.id) \(touch.phase) while not live") }
                }
            }
        }
    }
}

/// Reads the fuzzer's bytes one at a time; zeros once they run out.
struct ByteReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0
    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }
    var isAtEnd: Bool { offset >= buffer.count }
    mutating func next() -> UInt8 {
        guard offset < buffer.count else { return 0 }
        defer { offset += 1 }
        return buffer[offset]
    }
}

/// Devices as the translator tests have them: 2 master pointer, 3 master
/// keyboard, 10 and 11 direct touchscreens (10 with pressure and touch
/// major), 12 a touchpad (ignored), 13 a mouse.
enum FuzzDevices {
    typealias Device = InputDeviceRegistry.Device

    static func registry(disabled: Set<Int>) -> InputDeviceRegistry {
        func screen(_ id: Int, axes: Bool) -> Device {
            var valuators: [Device.Valuator] = [
                .init(number: 0, label: "Abs MT Position X", min: 0, max: 65535),
                .init(number: 1, label: "Abs MT Position Y", min: 0, max: 65535),
            ]
            if axes {
                valuators += [.init(number: 4, label: "Abs MT Pressure", min: 0, max: 2047),
                              .init(number: 5, label: "Abs MT Touch Major", min: 0, max: 65535)]
            }
            return Device(id: id, name: "screen \(id)", use: .slavePointer, attachment: 2, isEnabled: !disabled.contains(id),
                          touchMode: .direct, maxTouches: 4, valuators: valuators)
        }
        return InputDeviceRegistry([
            Device(id: 2, name: "Virtual core pointer", use: .masterPointer, attachment: 3, isEnabled: true,
                   touchMode: nil, maxTouches: 0, valuators: []),
            Device(id: 3, name: "Virtual core keyboard", use: .masterKeyboard, attachment: 2, isEnabled: true,
                   touchMode: nil, maxTouches: 0, valuators: []),
            screen(10, axes: true), screen(11, axes: false),
            Device(id: 12, name: "touchpad", use: .slavePointer, attachment: 2, isEnabled: !disabled.contains(12),
                   touchMode: .dependent, maxTouches: 5, valuators: []),
            Device(id: 13, name: "mouse", use: .slavePointer, attachment: 2, isEnabled: true,
                   touchMode: nil, maxTouches: 0, valuators: []),
        ])
    }
}

@main
struct XI2TranslatorFuzzMain {
    static func main() { FuzzDriver.main(xi2TranslatorFuzz) }
}
