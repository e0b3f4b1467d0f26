internal import CLibXML2

/// One parse: libxml2's push parser with our SAX2 callbacks, feeding an `XMLStreamHandler`.
///
/// The callbacks are C functions that get this object back through libxml2's user-data pointer.
/// A Swift error cannot cross libxml2's frames, so a callback that fails stores the error and
/// stops the parser (`xmlStopParser`); `run` rethrows it after the chunk returns.
final class XMLSAXSession {
    let handler: any XMLStreamHandler
    let limits: XMLLimits
    let fileName: String
    let formatName: String

    var context: xmlParserCtxtPtr?
    /// The first error: the handler's, a limit's, a refusal's, or libxml2's (see `recordXMLError`).
    var failure: (any Error)?
    var libxmlError: LibXMLError?
    /// Names of the open elements and the lines their start tags ended on (at most `maxDepth`).
    var openElements: [(name: String, line: Int)] = []
    var text: [UInt8] = []
    var sawElement = false
    var firstBytes: [UInt8] = []
    var bytesRead = 0
    /// libxml2 interns names in its dictionary, so a name's pointer identifies it: each distinct
    /// name becomes a Swift string once. Capped so that a file of endless new names cannot grow it.
    var names: [UnsafeRawPointer: String] = [:]
    static let maxInternedNames = 4096

    /// A libxml2 error as its structured-error callback reported it.
    struct LibXMLError {
        var domain: Int32
        var code: Int32
        var message: String
        var line: Int
        var column: Int
    }

    init(handler: any XMLStreamHandler, limits: XMLLimits, fileName: String, formatName: String) {
        self.handler = handler
        self.limits = limits
        self.fileName = fileName
        self.formatName = formatName
    }

    /// libxml2 must be initialised once per process before threads use it.
    private static let libraryReady: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses what `read` delivers (`read(buffer, capacity)` returns the bytes written, 0 at the end).
    func run(chunkSize: Int, read: (UnsafeMutablePointer<CChar>, Int) throws -> Int) throws {
        _ = XMLSAXSession.libraryReady
        var sax = XMLSAXSession.makeHandler()
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let ctxt = xmlCreatePushParserCtxt(&sax, me, nil, 0, fileName) else {
            throw FormatError(.unreadable, file: fileName, message: "libxml2 could not start a parser (out of memory?)",
                              fix: "try again with more memory free")
        }
        context = ctxt
        // Errors outside the parser's own domains (encoding conversion) go to the thread's
        // structured handler, which would print to stderr: route them here for this parse.
        let previousHandler = __xmlStructuredError().pointee
        let previousContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(me, XMLSAXSession.onError)
        defer {
            xmlSetStructuredErrorFunc(previousContext, previousHandler)
            // libxml2 makes a document to hold a DOCTYPE's declarations even for a SAX parse; the
            // context does not own it, so it is freed here.
            if let document = ctxt.pointee.myDoc {
                xmlFreeDoc(document)
                ctxt.pointee.myDoc = nil
            }
            xmlFreeParserCtxt(ctxt)
            context = nil
        }
        // NONET: nothing from the network. Not NOENT (no entity substitution), not DTDLOAD/DTDATTR/
        // DTDVALID (no external subset), not HUGE (libxml2's own size and depth limits stay on).
        xmlCtxtUseOptions(ctxt, Int32(XML_PARSE_NONET.rawValue))

        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: chunkSize)
        defer { buffer.deallocate() }
        while true {
            let count = try read(buffer, chunkSize)
            if count == 0 { break }
            if firstBytes.count < 8 {
                buffer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                    firstBytes += UnsafeBufferPointer(start: bytes, count: min(count, 8 - firstBytes.count))
                }
            }
            bytesRead += count
            xmlParseChunk(ctxt, buffer, Int32(count), 0)
            try check(ctxt, atEnd: false)
        }
        xmlParseChunk(ctxt, nil, 0, 1)
        try check(ctxt, atEnd: true)
    }

    /// Throws the first problem so far: a stored failure, a libxml2 error, or too much unparsed markup.
    private func check(_ ctxt: xmlParserCtxtPtr, atEnd: Bool) throws {
        if let failure { throw failure }
        if let libxmlError { throw translate(libxmlError, atEnd: atEnd) }
        if atEnd, ctxt.pointee.wellFormed == 0 {
            throw FormatError(.malformed, file: fileName, line: position.line, column: position.column,
                              message: "is not well-formed XML", fix: "correct the XML (a \(formatName) file must be well-formed XML)")
        }
        // libxml2 holds a start tag, comment, PI or DOCTYPE whole before parsing it; cap that.
        if let input = ctxt.pointee.input, let cur = input.pointee.cur, let end = input.pointee.end,
           end - cur > limits.maxMarkupBytes {
            throw FormatError(.limit, file: fileName, line: Int(input.pointee.line), column: Int(input.pointee.col),
                              message: "a single tag, comment, processing instruction or DOCTYPE here is longer than \(FormatText.bytes(limits.maxMarkupBytes))",
                              fix: "this is not a \(formatName) file a person or a program would write; check where it came from")
        }
    }

    /// The parser's current position (just after what it last parsed).
    var position: (line: Int, column: Int) {
        guard let context else { return (0, 0) }
        return (Int(xmlSAX2GetLineNumber(context)), Int(xmlSAX2GetColumnNumber(context)))
    }

    /// Stores the first failure and stops the parser.
    func stop(_ error: any Error) {
        if failure == nil { failure = error }
        if let context { xmlStopParser(context) }
    }

    /// The Swift string for an interned libxml2 name.
    func intern(_ pointer: UnsafePointer<xmlChar>) -> String {
        let key = UnsafeRawPointer(pointer)
        if let name = names[key] { return name }
        let name = String(cString: pointer)
        if names.count < XMLSAXSession.maxInternedNames { names[key] = name }
        return name
    }
}
