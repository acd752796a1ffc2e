import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UIButton.Configuration")
struct ButtonConfigurationTests {
    /// The colours a configured button draws now.
    private func colors(_ button: UIButton) -> UIButton.Configuration.ResolvedColors {
        button.layoutIfNeeded()
        return button.appliedConfiguration!.resolvedColors(tint: button.tintColor)
    }

    private func configured(_ configuration: UIButton.Configuration, title: String = "Button") -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    @Test("The four styles' colours: plain none/tint, gray secondarySystemFill/tint, tinted 15 % tint/tint, filled tint/white")
    func styleColours() {
        let plain = colors(configured(.plain())), gray = colors(configured(.gray()))
        let tinted = colors(configured(.tinted())), filled = colors(configured(.filled()))
        #expect(plain.background.alpha == 0 && plain.foreground == .systemBlue)
        #expect(gray.background == .secondarySystemFill && gray.foreground == .systemBlue)
        #expect(tinted.background == UIColor.systemBlue.withAlphaComponent(0.15) && tinted.foreground == .systemBlue)
        #expect(filled.background == .systemBlue && filled.foreground == .white)
        // The macOS names look the same on iOS.
        #expect(colors(configured(.borderedProminent())).background == .systemBlue)
        #expect(colors(configured(.borderless())).background.alpha == 0)
    }

    @Test("Base colours and background.backgroundColor replace the style's; the tint follows the button's tintColor")
    func baseColours() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let button = configured(configuration)
        #expect(colors(button).background == .systemRed && colors(button).foreground == .black)
        button.configuration?.background.backgroundColor = .systemGreen
        #expect(colors(button).background == .systemGreen)
        let tinted = configured(.tinted())
        tinted.tintColor = .systemOrange
        #expect(colors(tinted).foreground == .systemOrange && colors(tinted).background == UIColor.systemOrange.withAlphaComponent(0.15))
    }

    @Test("Highlighted, disabled and selected looks, applied at the next layout pass")
    func stateLooks() {
        let filled = configured(.filled()), plain = configured(.plain()), tinted = configured(.tinted())
        filled.isHighlighted = true
        plain.isHighlighted = true
        #expect(filled.appliedConfiguration?.resolvedState?.isHighlighted == false, "deferred until layout")
        #expect(colors(filled).background == UIColor.systemBlue.withAlphaComponent(0.8))
        #expect(colors(plain).foreground == UIColor.systemBlue.withAlphaComponent(0.5))
        filled.isHighlighted = false
        filled.isEnabled = false
        #expect(colors(filled).background == .tertiarySystemFill && colors(filled).foreground == .tertiaryLabel)
        tinted.isSelected = true
        #expect(colors(tinted).background == .systemBlue && colors(tinted).foreground == .white)
        tinted.configuration?.automaticallyUpdateForSelection = false
        #expect(colors(tinted).background == UIColor.systemBlue.withAlphaComponent(0.15))
    }

    @Test("A medium button is its title plus 7 pt above and below and 12 pt at the sides; large 14 and 20; set insets win until reset")
    func insetsAndSize() {
        let button = configured(.filled())
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width + 24), height: ceil(title.height + 14)))
        #expect(button.titleLabel?.font.pointSize == 17)
        button.configuration?.buttonSize = .large
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width + 40), height: ceil(title.height + 28)))
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width + 6), height: ceil(title.height + 4)))
        button.configuration?.setDefaultContentInsets()
        #expect(button.configuration?.contentInsets.top == 14)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    }

    @Test("Title and subtitle stack with titlePadding; the image sits imagePadding from them at its placement")
    func stackingAndImage() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        let title = button.titleLabel!.intrinsicContentSize
        let subtitle = button.subtitleLabel!.intrinsicContentSize
        #expect(button.subtitleLabel?.font.pointSize == 15)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(max(title.width, subtitle.width) + 24), height: ceil(title.height + 4 + subtitle.height + 14)))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minY == 7 && abs(button.subtitleLabel!.frame.minY - (7 + title.height + 4)) < 0.001)

        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
        button.configuration?.image = image
        button.configuration?.imagePadding = 8
        let titles = CGSize(width: max(title.width, subtitle.width), height: title.height + 4 + subtitle.height)
        #expect(button.intrinsicContentSize.width == ceil(20 + 8 + titles.width + 24))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 12 && button.titleLabel!.frame.minX == 40, "leading image, leading-aligned titles")
        button.configuration?.imagePlacement = .top
        #expect(button.intrinsicContentSize.height == ceil(16 + 8 + titles.height + 14))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 7 && abs(button.titleLabel!.frame.minY - 31) < 0.001)
    }

    @Test("title and attributedTitle are one value; the text attributes transformer sets the drawn font")
    func titlesAndTransformer() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Plain"
        #expect(configuration.attributedTitle.map { String($0.characters) } == "Plain")
        var bold = AttributedString("Bold")
        bold.font = UIFont.boldSystemFont(ofSize: 19)
        configuration.attributedTitle = bold
        #expect(configuration.title == "Bold")
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 24)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        let font = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let color = button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(font?.pointSize == 24 && color == .systemBlue && button.titleLabel?.font.pointSize == 24)
    }

    @Test("setTitle(_:for:) wins over the configuration's title for its states, as UIKit documents")
    func classicTitleWins() {
        let button = configured(.filled(), title: "Configured")
        #expect(button.titleLabel?.text == "Configured")
        button.setTitle("Pressed", for: .highlighted)
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Configured")
        button.configuration = nil
        #expect(button.titleLabel?.text == nil && button.subviews.filter { !$0.isHidden }.isEmpty)
    }

    @Test("The update handler runs at the layout pass after a state change, and not when automatic updates are off")
    func updateCycle() {
        let trace = CallTrace()
        let button = configured(.tinted())
        button.configurationUpdateHandler = { button in
            trace.log("update \(button.isHighlighted ? "highlighted" : "normal")")
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = configuration
        }
        button.layoutIfNeeded()
        button.isHighlighted = true
        #expect(trace.text == "update normal")
        button.layoutIfNeeded()
        #expect(trace.text == "update normal, update highlighted" && button.titleLabel?.text == "Down")
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(trace.text == "update normal, update highlighted")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(trace.text == "update normal, update highlighted, update normal" && button.titleLabel?.text == "Up")
        button.updateConfiguration()
        #expect(trace.text.hasSuffix("update normal, update normal"))
        // Setting a configuration from outside shows it at once; the handler runs at the next layout pass.
        trace.clear()
        var next = UIButton.Configuration.filled()
        next.title = "Next"
        button.configuration = next
        #expect(button.titleLabel?.text == "Next" && trace.text == "")
        button.layoutIfNeeded()
        #expect(trace.text == "update normal" && button.titleLabel?.text == "Up")
    }

    @Test("init(configuration:primaryAction:) makes a .plain button whose tap runs the action")
    func primaryAction() {
        let trace = CallTrace()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in trace.log("saved") })
        let (_, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        #expect(button.buttonType == .plain)
        input.tap(at: CGPoint(x: 70, y: 40))
        #expect(trace.text == "saved")
    }

    @Test("showsActivityIndicator puts a spinning indicator in the image's place")
    func activityIndicator() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Loading"
        configuration.showsActivityIndicator = true
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        let indicator = try! #require(button.activityIndicator)
        #expect(indicator.isAnimating && !indicator.isHidden && indicator.color == .white)
        #expect(button.intrinsicContentSize == CGSize(width: ceil(20 + title.width + 24), height: ceil(max(20, title.height) + 14)))
        button.configuration?.showsActivityIndicator = false
        #expect(!indicator.isAnimating && indicator.isHidden)
    }

    @Test("Configurations compare by value; non-finite paddings and insets count as zero")
    func equalityAndBadInput() {
        var a = UIButton.Configuration.filled()
        a.title = "Go"
        var b = a
        #expect(a == b && a.hashValue == b.hashValue)
        b.baseBackgroundColor = .systemRed
        #expect(a != b)
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
        #expect(UIButton.Configuration.borderless() == UIButton.Configuration.plain())
        let button = UIButton(configuration: a)
        let size = button.intrinsicContentSize
        button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: 7, trailing: 12)
        button.configuration?.imagePadding = .nan
        #expect(button.intrinsicContentSize == CGSize(width: size.width - 12, height: size.height - 7))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX.isFinite && button.titleLabel!.frame.minY.isFinite)
    }

    @Test("A trailing image follows the titles; explicit title alignments place the lines; corner styles give their radii")
    func trailingAlignmentAndCorners() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Long title"
        configuration.subtitle = "Sub"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(title.minX == 12 && button.imageView!.frame.minX == title.maxX + 6)
        #expect(subtitle.maxX == title.maxX, "automatic with a trailing image: trailing-aligned")
        button.configuration?.titleAlignment = .center
        button.layoutIfNeeded()
        #expect(abs(button.subtitleLabel!.frame.midX - title.midX) < 0.001)
        button.configuration?.titleAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.subtitleLabel!.frame.minX == title.minX)
        var corners = UIButton.Configuration.filled()
        #expect(corners.resolvedCornerRadius(height: 34) == 6)
        corners.buttonSize = .large
        #expect(corners.resolvedCornerRadius(height: 50) == 8)
        corners.cornerStyle = .capsule
        #expect(corners.resolvedCornerRadius(height: 50) == 25)
        corners.cornerStyle = .fixed
        corners.background.cornerRadius = 3
        #expect(corners.resolvedCornerRadius(height: 50) == 3)
    }

    @Test("A background stroke draws its outline in the stroke colour")
    func drawsStroke() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Outline"
        configuration.background.strokeColor = .systemRed
        configuration.background.strokeWidth = 2
        configuration.cornerStyle = .fixed
        let button = UIButton(configuration: configuration)
        let (window, _, _) = host(button, frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        let surface = render(window)
        // The left edge: 2 pt wide from x = 20 pt, i.e. pixels 40...43 at scale 2; white inside.
        #expect(near(surface.pixel(x: 41, y: 80), RGBA(255, 59, 48, 255), 3))
        #expect(surface.pixel(x: 46, y: 80) == whitePixel)
    }

    @Test("A filled button draws its tint background with rounded corners; disabled, a grey one")
    func drawsFilled() {
        let button = configured(.filled())
        let (window, _, _) = host(button, frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        var surface = render(window)
        #expect(surface.pixel(x: 44, y: 46) == systemBluePixel, "inside, left of the title")
        #expect(surface.pixel(x: 40, y: 40) == whitePixel, "the rounded corner leaves the corner pixel")
        button.isEnabled = false
        surface = render(window)
        let grey = surface.pixel(x: 44, y: 46)
        #expect(grey.r == grey.g && grey.r < 250 && grey.r > 220, "tertiarySystemFill over white: \(grey)")
    }
}
