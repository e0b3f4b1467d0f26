import GoogleMapsCompat  // On iOS: `import GoogleMaps` and `import UIKit`.

/// The café's info window: a card with its name, an "Open now" line that fades in, and a "Book a
/// table" button that works inside the window.
final class CafeWindowView: UIView {
    let nameLabel = UILabel(frame: CGRect(x: 12, y: 10, width: 196, height: 22))
    let openLabel = UILabel(frame: CGRect(x: 12, y: 34, width: 196, height: 18))
    let bookButton = UIButton(type: .system)

    init(name: String, onBook: @escaping () -> Void) {
        super.init(frame: CGRect(x: 0, y: 0, width: 220, height: 100))
        backgroundColor = .white
        layer.cornerRadius = 10
        layer.borderWidth = 1
        layer.borderColor = UIColor.lightGray.cgColor
        nameLabel.text = name
        nameLabel.font = .boldSystemFont(ofSize: 16)
        openLabel.text = "Open now · terrace seats"
        openLabel.font = .systemFont(ofSize: 13)
        openLabel.textColor = .systemGreen
        openLabel.alpha = 0
        bookButton.setTitle("Book a table", for: .normal)
        bookButton.frame = CGRect(x: 12, y: 58, width: 120, height: 32)
        bookButton.addAction(UIAction { _ in onBook() }, for: .touchUpInside)
        addSubview(nameLabel)
        addSubview(openLabel)
        addSubview(bookButton)
    }
}
