import Foundation

/// `GET /`: one HTML page that documents `/staticmap` — the parameter table
/// (``StaticMapParameterTable``, the one docs/serving.md holds) and a live example, an `<img>` whose
/// URL is built from ``example``'s documented parameters, with a form to change them. Self-contained:
/// no external scripts, styles or fonts; its one style sheet and one script are inline and allowed by
/// their SHA-256 in a strict Content-Security-Policy (``contentSecurityPolicy``).
public enum StaticMapPage {
    /// The example's parameters, in order: a London map with three markers close together and their
    /// three windows open (D90–D92).
    public static let example: [(name: String, value: String)] = [
        ("size", "400x300"),
        ("center", "51.507,-0.11"),
        ("zoom", "13"),
        ("markers", "id:a|title:Alpha|snippet:first window|51.507,-0.115"),
        ("markers", "id:b|color:blue|title:Bravo|snippet:second|51.5075,-0.108"),
        ("markers", "id:c|color:green|title:Charlie|51.5095,-0.112"),
        ("selected", "a,b,c"),
    ]

    /// The example's URL path and query, each value percent-encoded.
    public static var exampleURL: String {
        "/staticmap?" + example.map { $0.name + "=" + StaticMapRequest.escaped($0.value) }.joined(separator: "&")
    }

    static let style = """
    body{font:15px/1.45 sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#222}\
    table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.3em .5em;vertical-align:top;text-align:left}\
    code{font-family:monospace;background:#f3f3f3;padding:0 .2em}a code{word-break:break-all}img{border:1px solid #ccc;display:block}\
    label{display:block;margin:.3em 0}input[type=text]{width:40em;max-width:100%;font-family:monospace}
    """

    /// Writes whether the example picture loaded, and its size, into the page (`#example-status`),
    /// for readers and for the headless-browser test.
    static let script = """
    (function(){var i=document.getElementById('example'),s=document.getElementById('example-status');\
    function done(){s.setAttribute('data-natural-width',String(i.naturalWidth));\
    s.textContent=i.naturalWidth>0?'The example above is a '+i.naturalWidth+' \\u00d7 '+i.naturalHeight+' pixel picture drawn by this server.':'The example picture did not load.';}\
    if(i.complete){done();}else{i.addEventListener('load',done);i.addEventListener('error',done);}})();
    """

    /// `default-src 'none'`: only this server's pictures, the inline style sheet and script by their
    /// hash, and the form sent to this server.
    public static let contentSecurityPolicy =
        "default-src 'none'; img-src 'self'; style-src '\(hash(style))'; script-src '\(hash(script))'; "
            + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    private static func hash(_ text: String) -> String {
        var digest = SHA256()
        digest.update(Data(text.utf8))
        return "sha256-" + Data(digest.bytes()).base64EncodedString()
    }

    /// The page, made once.
    public static let html = makeHTML()

    private static func makeHTML() -> String {
        let e = StaticMapParameterTable.escape
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>infowindow serve: /staticmap</title>
        <style>\(style)</style></head><body>
        <h1>infowindow serve: <code>/staticmap</code></h1>
        <p>This server answers Google's Maps Static API URLs with only the host changed — coordinates, \
        not addresses — and draws info windows too: <code>title</code> and <code>snippet</code> on a \
        marker, <code>selected</code> to open its window, several at once. Scenes go to \
        <code>POST /render</code>; <code>/healthz</code> and <code>/metrics</code> are for operators.</p>
        <h2>Example</h2>
        <p><a href="\(e(exampleURL))"><code>\(e(exampleURL))</code></a></p>
        <img id="example" src="\(e(exampleURL))" width="400" height="300" alt="A map of London with three markers and their three info windows">
        <p id="example-status">The example picture is drawn by this server.</p>
        <form method="get" action="/staticmap"><p>Change the example and draw it:</p>

        """
        for (index, parameter) in example.enumerated() {
            page += "<label>\(e(parameter.name)) <input type=\"text\" name=\"\(e(parameter.name))\" value=\"\(e(parameter.value))\" id=\"p\(index)\"></label>\n"
        }
        page += """
        <p><button type="submit">Draw</button></p></form>
        <h2>Parameters</h2>
        <table><thead><tr><th>Google's parameter</th><th>here</th><th>what differs</th></tr></thead><tbody>

        """
        for row in StaticMapParameterTable.google {
            page += "<tr><td>\(cells(row))</td></tr>\n"
        }
        page += "<tr><th colspan=\"3\">this server's</th></tr>\n"
        for row in StaticMapParameterTable.own {
            page += "<tr><td>\(cells(row))</td></tr>\n"
        }
        page += """
        </tbody></table>
        <p>A marker group is styles, then locations, separated by <code>|</code>: <code>size</code>, \
        <code>color</code>, <code>label</code>, <code>scale</code>, <code>anchor</code>, <code>icon</code>, and this \
        server's <code>id</code>, <code>title</code>, <code>snippet</code>. A path is <code>weight</code>, \
        <code>color</code>, <code>fillcolor</code>, <code>geodesic</code>, then points or <code>enc:</code>.</p>
        <script>\(script)</script>
        </body></html>

        """
        return page
    }

    private static func cells(_ row: StaticMapParameterTable.Row) -> String {
        [row.parameter, row.here, row.differs].map(StaticMapParameterTable.html).joined(separator: "</td><td>")
    }
}
