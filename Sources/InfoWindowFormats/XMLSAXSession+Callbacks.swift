import Foundation
internal import CLibXML2

/// The SAX2 callbacks. Only these are installed: no `externalSubset`, `resolveEntity`,
/// `getEntity` or `getParameterEntity`, so libxml2 has no way to load or substitute anything;
/// `entityDecl` refuses the document at the first declaration.
extension XMLSAXSession {
    static func makeHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let session = XMLSAXSession.from(context), let localName else { return }
            session.startElement(localName, uri, Int(attributeCount), attributes)
        }
        sax.endElementNs = { context, localName, _, uri in
            guard let session = XMLSAXSession.from(context), let localName else { return }
            session.endElement(localName, uri)
        }
        sax.characters = { context, characters, length in
            guard let session = XMLSAXSession.from(context), let characters else { return }
            session.appendText(characters, Int(length))
        }
        sax.cdataBlock = sax.characters
        sax.ignorableWhitespace = sax.characters
        sax.entityDecl = { context, name, type, _, systemID, _ in
            guard let session = XMLSAXSession.from(context) else { return }
            session.refuseEntity(name, isParameter: type == Int32(XML_INTERNAL_PARAMETER_ENTITY.rawValue)
                                    || type == Int32(XML_EXTERNAL_PARAMETER_ENTITY.rawValue),
                                 systemID: systemID)
        }
        sax.unparsedEntityDecl = { context, name, _, systemID, _ in
            guard let session = XMLSAXSession.from(context) else { return }
            session.refuseEntity(name, isParameter: false, systemID: systemID)
        }
        sax.serror = XMLSAXSession.onError
        return sax
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> XMLSAXSession? {
        guard let context else { return nil }
        let session = Unmanaged<XMLSAXSession>.fromOpaque(context).takeUnretainedValue()
        return session.failure == nil ? session : nil
    }

    /// libxml2's structured errors: warnings and namespace errors (libxml2 goes on) become the
    /// handler's warnings; the first other error is kept and thrown after the chunk.
    static let onError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let session = Unmanaged<XMLSAXSession>.fromOpaque(context).takeUnretainedValue()
        let raw = error.pointee
        let message = raw.message.map { String(cString: $0) } ?? "unknown libxml2 error"
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        let line = Int(raw.line) > 0 ? Int(raw.line) : session.position.line
        let column = Int(raw.int2) > 0 ? Int(raw.int2) : session.position.column
        let recoverable = raw.level == XML_ERR_WARNING
            || (raw.level == XML_ERR_ERROR && raw.domain == Int32(XML_FROM_NAMESPACE.rawValue))
        if recoverable {
            if session.failure == nil {
                session.handler.warning(FormatWarning(file: session.fileName, line: line, column: column, message: trimmed))
            }
        } else if session.libxmlError == nil {
            session.libxmlError = LibXMLError(domain: raw.domain, code: raw.code, message: trimmed, line: line, column: column)
        }
    }

    func startElement(_ localName: UnsafePointer<xmlChar>, _ uri: UnsafePointer<xmlChar>?, _ attributeCount: Int,
                      _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        sawElement = true
        let place = position
        guard openElements.count < limits.maxDepth else {
            stop(FormatError(.limit, file: fileName, line: place.line, column: place.column,
                             message: "elements are nested more than \(limits.maxDepth) levels deep",
                             fix: "a \(formatName) file needs far fewer levels; check where this file came from"))
            return
        }
        let name = XMLName(localName: intern(localName), namespaceURI: uri.map(intern) ?? "")
        var list: [(name: String, value: String)] = []
        if attributeCount > 0, let attributes {
            list.reserveCapacity(attributeCount)
            for index in 0..<attributeCount {
                // Five pointers per attribute: local name, prefix, URI, value start, value end.
                let base = attributes + index * 5
                guard let attributeName = base[0], let start = base[3], let end = base[4] else { continue }
                let raw = UnsafeBufferPointer(start: start, count: end - start)
                let value = String(decoding: raw, as: UTF8.self)
                list.append((intern(attributeName), raw.contains(0x26) ? XMLSAXSession.decodeAmpersands(value) : value))
            }
        }
        text.removeAll(keepingCapacity: true)
        openElements.append((name.localName, place.line))
        do {
            try handler.startElement(XMLStartElement(name: name, attributes: list, line: place.line, column: place.column))
        } catch {
            stop(error)
        }
    }

    func endElement(_ localName: UnsafePointer<xmlChar>, _ uri: UnsafePointer<xmlChar>?) {
        let name = XMLName(localName: intern(localName), namespaceURI: uri.map(intern) ?? "")
        let content = text.isEmpty ? "" : String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: true)
        if !openElements.isEmpty { openElements.removeLast() }
        let place = position
        do {
            try handler.endElement(name, text: content, line: place.line, column: place.column)
        } catch {
            stop(error)
        }
    }

    func appendText(_ characters: UnsafePointer<xmlChar>, _ length: Int) {
        guard text.count + length <= limits.maxTextBytes else {
            let place = position
            let element = openElements.last.map { "<\($0.name)>" } ?? "the document"
            stop(FormatError(.limit, file: fileName, line: place.line, column: place.column,
                             message: "the text of \(element) is longer than \(FormatText.bytes(limits.maxTextBytes))",
                             fix: "split the data into smaller elements, or raise XMLLimits.maxTextBytes"))
            return
        }
        text.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    }

    func refuseEntity(_ name: UnsafePointer<xmlChar>?, isParameter: Bool, systemID: UnsafePointer<xmlChar>?) {
        let place = position
        let entity = (isParameter ? "%" : "&") + (name.map { String(cString: $0) } ?? "?") + ";"
        let external = systemID.map { " (external, \(FormatText.quoted(String(cString: $0))))" } ?? ""
        stop(FormatError(.refused, file: fileName, line: place.line, column: place.column,
                         message: "declares the entity \(FormatText.quoted(entity))\(external); entity declarations are refused: external ones can read local files (XXE) and nested ones can expand to gigabytes (\"billion laughs\")",
                         fix: "remove the <!ENTITY …> declarations from the DOCTYPE; a \(formatName) file needs none"))
    }

    /// Without entity substitution libxml2 hands SAX2 an attribute's "&" as "&#38;" (a literal "&"
    /// always comes that way, so turning every "&#38;" back is exact).
    static func decodeAmpersands(_ value: String) -> String {
        value.replacingOccurrences(of: "&#38;", with: "&")
    }
}
