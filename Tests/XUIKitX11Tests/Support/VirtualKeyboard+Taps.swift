import TouchServer

extension VirtualKeyboard {
    /// Presses and releases each of `codes` (X keycodes) in turn, then waits until the server has them.
    func tap(_ codes: [Int]) throws {
        for code in codes {
            try key(keycode: code, isPress: true)
            try key(keycode: code, isPress: false)
        }
        try sync()
    }
}
