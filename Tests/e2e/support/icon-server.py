#!/usr/bin/env python3
"""A tiny HTTP server of hostile and friendly icons for the icon-fetch tests (docs/decisions.md, D85-D88).

    icon-server.py ICON.png COUNT_FILE      prints its port on standard output once it listens

Listens on 127.0.0.1 (any free port) and writes the number of connections it has accepted to COUNT_FILE
after each one, so a test can check that a refused icon opened no connection.

    /icon.png            the PNG given
    /big.png             a PNG header claiming 5000x5000 pixels
    /text                a text, not an image
    /endless             200, then bytes without end and without a length (a "1 GB body")
    /gigabyte            200 with Content-Length: 1073741824, then bytes
    /drip                200, then one byte a second
    /redirect-private    302 to http://169.254.169.254/latest/meta-data/ (the cloud metadata address)
    /redirect-unlisted   302 to http://icons.invalid/icon.png
    /redirect-same       302 to /icon.png on this server
    /missing             404
"""
import http.server, os, signal, socketserver, sys, threading, time, zlib, struct

# A parent's thread may have started this process with SIGTERM blocked; a test must be able to stop it.
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})

icon = open(sys.argv[1], "rb").read()
count_file = sys.argv[2]
lock = threading.Lock()
accepted = 0


def big_png():
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 5000, 5000, 8, 6, 0, 0, 0)) + b"\0" * 64


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def send(self, status, body, kind="image/png", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def stream(self, length=None, pause=0.0, piece=65536):
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        if length is not None:
            self.send_header("Content-Length", str(length))
        self.end_headers()
        block = b"\x89PNG\r\n\x1a\n" + b"\0" * (piece - 8)
        try:
            for _ in range(1 << 20):
                self.wfile.write(block if piece > 1 else b"\x89")
                self.wfile.flush()
                if pause:
                    time.sleep(pause)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_GET(self):
        path = self.path.split("?")[0]
        if path == "/icon.png":
            self.send(200, icon)
        elif path == "/big.png":
            self.send(200, big_png())
        elif path == "/text":
            self.send(200, b"hello, this is not an image\n", "text/plain")
        elif path == "/endless":
            self.stream()
        elif path == "/gigabyte":
            self.stream(length=1 << 30)
        elif path == "/drip":
            self.stream(pause=1.0, piece=1)
        elif path == "/redirect-private":
            self.send(302, b"", headers=[("Location", "http://169.254.169.254/latest/meta-data/")])
        elif path == "/redirect-unlisted":
            self.send(302, b"", headers=[("Location", "http://icons.invalid/icon.png")])
        elif path == "/redirect-same":
            self.send(302, b"", headers=[("Location", "/icon.png")])
        else:
            self.send(404, b"not found\n", "text/plain")


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True

    def get_request(self):
        global accepted
        request = super().get_request()
        with lock:
            accepted += 1
            write_count(accepted)
        return request


def write_count(count):
    """Replaces COUNT_FILE whole, so a reader never sees it empty."""
    with open(count_file + ".new", "w") as f:
        f.write(str(count))
    os.replace(count_file + ".new", count_file)


write_count(0)
server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
