import XUIKit

/// The demo gallery (`make demo`), written as an iOS app is: each page a
/// working example from the seeds, chosen from the list on the left.
@main
class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = GalleryWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GalleryViewController()
        window.makeKeyAndVisible()
        self.window = window
        application.beginReceivingRemoteControlEvents()  // media keys reach the first responder (the Touches page)
        DispatchQueue.main.async { say("launched gallery: \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) pt") }
        return true
    }

    // The end of the responder chain (after UIApplication): the responder-chain page shows touches arriving here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ChainRecorder.note("GalleryAppDelegate")
    }
}

/// One line of the gallery's trace on standard output, unbuffered (tests and `make demo` read it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
