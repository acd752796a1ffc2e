//
//  CounterViewController+Sharing.swift
//  Counter
//

import UIKit

extension CounterViewController {
    @objc func share(sender: Any?) {
        let selector = #selector(CounterViewController.save(_:with:))
        _ = perform(selector, with: "shared", with: NSNumber(value: count))
    }

    func canShare() -> Bool {
        responds(to: #selector(share(sender:))) && responds(to: Selector("share:")) == false
    }

    static let dirtyGetter = #selector(getter: CounterViewController.isDirty)
    static let dirtySetter = #selector(setter: CounterViewController.isDirty)
}
