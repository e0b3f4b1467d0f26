internal import CLibXML2

/// Turning libxml2's errors into `FormatError`s that say what happened and what to do.
extension XMLSAXSession {
    func translate(_ error: LibXMLError, atEnd: Bool) -> FormatError {
        let line = error.line
        let column = error.column
        if bytesRead == 0 {
            return FormatError(.notXML, file: fileName, message: "is empty (0 bytes)",
                               fix: "a \(formatName) file is XML text; check that the file was written completely")
        }
        if error.message.contains("Excessive depth") {
            return FormatError(.limit, file: fileName, line: line, column: column,
                               message: "elements are nested too deep for libxml2 (\(error.message))",
                               fix: "a \(formatName) file needs far fewer levels; check where this file came from")
        }
        if error.message.contains("Huge input lookup") {
            return FormatError(.limit, file: fileName, line: line, column: column,
                               message: "is over libxml2's size limits (\(error.message))",
                               fix: "this is not a \(formatName) file a person or a program would write; check where it came from")
        }
        // A declared encoding is converted a buffer ahead of the parser, so whether such an error
        // comes before or after the root element depends on the read size: one kind either way.
        if error.domain == Int32(XML_FROM_I18N.rawValue) || error.code == Int32(XML_ERR_INVALID_ENCODING.rawValue) {
            return FormatError(.malformed, file: fileName, line: line, column: column,
                               message: "has bytes that are not valid in its declared encoding (\(error.message))",
                               fix: "save the file as UTF-8, or declare its real encoding in <?xml … encoding=\"…\"?>")
        }
        if !sawElement {
            let start = FormatText.hexPrefix(firstBytes)
            return FormatError(.notXML, file: fileName, line: line, column: column,
                               message: "is not XML (\(error.message); it starts with the bytes \(start))",
                               fix: "a \(formatName) file is XML text starting with <?xml or its root element; check that this is the right file")
        }
        if error.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue) || error.code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue) {
            return FormatError(.malformed, file: fileName, line: line, column: column,
                               message: "uses an entity that is not declared (\(error.message))",
                               fix: "write &amp; for an ampersand; XML knows only &amp; &lt; &gt; &quot; &apos; and numeric references such as &#233;")
        }
        if error.code == Int32(XML_ERR_INVALID_CHAR.rawValue) {
            return FormatError(.malformed, file: fileName, line: line, column: column,
                               message: "has bytes that are not valid text here (\(error.message))",
                               fix: "save the file as UTF-8, or declare its real encoding in <?xml … encoding=\"…\"?>")
        }
        if atEnd, let open = openElements.last {
            return FormatError(.truncated, file: fileName, line: line, column: column,
                               message: "ends inside <\(open.name)> opened on line \(open.line) (\(error.message))",
                               fix: "the file is truncated or was cut while being written; what came before this point was read")
        }
        return FormatError(.malformed, file: fileName, line: line, column: column,
                           message: "is not well-formed XML (\(error.message))",
                           fix: "correct the XML at this position; a \(formatName) file must be well-formed XML")
    }
}

extension FormatText {
    /// "8 MiB", "1 KiB", "512 bytes".
    static func bytes(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
