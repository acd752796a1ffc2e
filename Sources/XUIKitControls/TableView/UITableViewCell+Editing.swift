import Foundation
import XUIKitCore
import XUIKitGraphics

/// A cell in editing mode: the editing control at the leading edge (a red
/// minus for `.delete`, a green plus for `.insert`, 38 pt wide, the content
/// indented by as much unless `shouldIndentWhileEditing` is false) and the
/// reorder control at the trailing edge (38 pt, three grey lines) when the
/// cell `showsReorderControl` and the data source lets the row move. While
/// editing the accessory is `editingAccessoryType` (default none).
/// The table decides the style and the reordering (`editingStyleShown`,
/// `isReorderable`); tapping the control asks the table (UITableView+Editing.swift).
extension UITableViewCell {
    static let editingControlWidth: CGFloat = 38

    /// The accessory in effect: `editingAccessoryType` while editing.
    var effectiveAccessoryType: AccessoryType { isEditing ? editingAccessoryType : accessoryType }

    /// The content's leading inset for the editing control.
    var editingIndent: CGFloat {
        isEditing && (editingStyleShown != .none || showsSelectionCircle) && shouldIndentWhileEditing ? UITableViewCell.editingControlWidth : 0
    }

    /// Whether the reorder control shows now.
    var showsReorderNow: Bool { isEditing && isReorderable && showsReorderControl }

    /// Adds or removes the controls for the editing state, and lays out again (animated: over 0.3 s).
    func updateEditingControls(animated: Bool) {
        let showsEditingControl = isEditing && (editingStyleShown != .none || showsSelectionCircle)
        if showsEditingControl, editingControl == nil {
            let control = TableEditingControl(frame: CGRect(x: 0, y: 0, width: UITableViewCell.editingControlWidth, height: bounds.height))
            control.addAction(UIAction { [weak self] _ in
                guard let self, let table = self.superview as? UITableView else { return }
                table.editingControlTapped(in: self)
            }, for: .touchUpInside)
            addSubview(control)
            editingControl = control
        } else if !showsEditingControl, let control = editingControl {
            control.removeFromSuperview()
            editingControl = nil
        }
        editingControl?.style = editingStyleShown
        editingControl?.isSelectionCircle = showsSelectionCircle
        editingControl?.isCircleFilled = isSelected
        if showsReorderNow, reorderControl == nil {
            let control = TableReorderControl(frame: .zero)
            addSubview(control)
            reorderControl = control
        } else if !showsReorderNow, let control = reorderControl {
            control.removeFromSuperview()
            reorderControl = nil
        }
        setNeedsLayout()
        setNeedsDisplay()
        if animated, window != nil { UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() } } else { layoutIfNeeded() }
    }

    /// Places the editing and reorder controls (called from the cell's layout).
    func layoutEditingControls() {
        editingControl?.frame = CGRect(x: 0, y: 0, width: UITableViewCell.editingControlWidth, height: contentView.frame.height)
        reorderControl?.frame = CGRect(x: bounds.width - UITableViewCell.editingControlWidth, y: 0,
                                       width: UITableViewCell.editingControlWidth, height: contentView.frame.height)
    }
}

/// The round control at an editing row's leading edge: a red minus (delete) or a green plus (insert).
final class TableEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }
    /// Multiple selection while editing: an empty grey circle, or blue with a white tick when selected.
    var isSelectionCircle = false { didSet { if isSelectionCircle != oldValue { setNeedsDisplay() } } }
    var isCircleFilled = false { didSet { if isCircleFilled != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let diameter: CGFloat = 22
        let circle = CGRect(x: bounds.width - diameter - 2, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
        if isSelectionCircle { return drawSelectionCircle(in: circle) }
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        UIBezierPath(rect: CGRect(x: circle.minX + 5, y: circle.midY - 1, width: diameter - 10, height: 2)).fill()
        if style == .insert { UIBezierPath(rect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: diameter - 10)).fill() }
    }
}

extension TableEditingControl {
    func drawSelectionCircle(in circle: CGRect) {
        guard isCircleFilled else {
            UIColor.systemGray3.setStroke()
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            ring.stroke()
            return
        }
        (tintColor ?? .systemBlue).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setStroke()
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: circle.minX + 6, y: circle.midY))
        tick.addLine(to: CGPoint(x: circle.minX + 9.5, y: circle.midY + 3.5))
        tick.addLine(to: CGPoint(x: circle.maxX - 5.5, y: circle.midY - 4))
        tick.lineWidth = 2
        tick.stroke()
    }
}

/// The three grey lines at a reorderable row's trailing edge; dragging them moves the row.
final class TableReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        UIColor.tertiaryLabel.setFill()
        for line in -1...1 {
            UIBezierPath(rect: CGRect(x: bounds.midX - 9, y: bounds.midY + CGFloat(line) * 6 - 1, width: 18, height: 2)).fill()
        }
    }
}
