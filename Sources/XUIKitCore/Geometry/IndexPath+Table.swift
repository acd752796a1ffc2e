import Foundation

/// UIKit's additions to `IndexPath` for table and collection views: a
/// two-index path of a section and a row (or item) in it.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (collection views): the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
