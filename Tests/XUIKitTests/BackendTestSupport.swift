@testable import XUIKit
