/// Styles and style maps.
extension KMLHandler {
    /// A value inside the open `<Style>`, by its element and its parent's.
    func readStyleValue(_ name: String, parent: String, text: String, line: Int) {
        func color() -> KMLColor? {
            let value = KMLColor(kml: text)
            if value == nil { warn("<\(parent)><\(name)> \(FormatText.quoted(text)) is not a KML colour aabbggrr; ignored", line: line) }
            return value
        }
        func number() -> Double? {
            let value = DecimalNumber.parse(text)
            if value == nil { warn("<\(parent)><\(name)> \(FormatText.quoted(text)) is not a number; ignored", line: line) }
            return value
        }
        func flag() -> Bool? {
            switch text.trimmingCharacters(in: .whitespacesAndNewlines) {
            case "1", "true": return true
            case "0", "false": return false
            default:
                warn("<\(parent)><\(name)> \(FormatText.quoted(text)) is not 0 or 1; ignored", line: line)
                return nil
            }
        }
        let grandparent = path.count >= 2 ? path[path.count - 2] : ""
        switch (parent, name) {
        case ("LineStyle", "color"): style?.value.line?.color = color()
        case ("LineStyle", "width"): style?.value.line?.width = number().flatMap { $0 >= 0 ? $0 : nil }
        case ("PolyStyle", "color"): style?.value.polygon?.color = color()
        case ("PolyStyle", "fill"): style?.value.polygon?.fill = flag()
        case ("PolyStyle", "outline"): style?.value.polygon?.outline = flag()
        case ("IconStyle", "color"): style?.value.icon?.color = color()
        case ("IconStyle", "scale"): style?.value.icon?.scale = number()
        case ("IconStyle", "heading"): style?.value.icon?.heading = number()
        case ("Icon", "href") where grandparent == "IconStyle":
            style?.value.icon?.href = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case ("BalloonStyle", "text"): style?.value.balloon?.text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case ("BalloonStyle", "bgColor"): style?.value.balloon?.backgroundColor = color()
        default: break
        }
    }

    /// A `<Style>` ends: inline in a placemark or a pair, or shared (needs an id).
    func finishStyle(_ value: KMLStyle, parent: String, line: Int) throws {
        style = nil
        if parent == "Placemark", placemark != nil {
            placemark?.value.style = value
        } else if parent == "Pair", styleMap != nil {
            styleMap?.pairEntry.style = value
        } else if value.id != nil {
            counts.styles += 1
            try deliver(.style(value))
        } else {
            warn("<Style> outside a placemark has no id, so nothing can use it; ignored", line: line)
        }
    }

    /// A `<Pair>` ends: its entry becomes the map's normal or highlight style.
    func finishPair(line: Int) {
        guard let open = styleMap else { return }
        switch open.pairKey {
        case "normal": styleMap?.value?.normal = open.pairEntry
        case "highlight": styleMap?.value?.highlight = open.pairEntry
        default:
            warn("<Pair> key \(FormatText.quoted(open.pairKey ?? "")) is neither normal nor highlight; ignored", line: line)
        }
    }
}
