//
//  Log.swift
//  Counter: one line per event on standard output, unbuffered (for UI tests).
//

import Foundation

func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
