import GoogleMapsCompat  // On iOS: `import GoogleMaps` and `import UIKit`.

/// The café's info window: a card with its name, an "Open now" line that fades in, and a "Book a
/// table" button that works inside the window. Laid out with Auto Layout, as most apps' custom windows
/// are: it is made with no frame, and the map sizes it with `systemLayoutSizeFitting` when it opens.
final class CafeWindowView: UIView {
    let nameLabel = UILabel()
    let openLabel = UILabel()
    let bookButton = UIButton(type: .system)

    init(name: String, onBook: @escaping () -> Void) {
        super.init(frame: .zero)
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
        bookButton.addAction(UIAction { _ in onBook() }, for: .touchUpInside)
        for view in [nameLabel, openLabel, bookButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
            openLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            openLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            openLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
            bookButton.topAnchor.constraint(equalTo: openLabel.bottomAnchor, constant: 6),
            bookButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bookButton.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
            bookButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
    }
}
