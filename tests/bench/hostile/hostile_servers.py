#!/usr/bin/env python3
"""Hostile feed servers on 127.0.0.1 for scripts/bench-hostile (on demand, never in CI):
/bomb (1 GiB of zeros gzip-compressed to about 1 MB, Content-Encoding: gzip) and /endless (a
body that never ends). Usage: hostile_servers.py PORT; stops when killed."""
import gzip
import http.server
import io
import socketserver
import sys


def make_bomb():
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9) as out:
        block = b"\0" * (1 << 20)
        for _ in range(1024):
            out.write(block)
    return buffer.getvalue()


BOMB = make_bomb()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/rss+xml")
        try:
            if self.path.startswith("/bomb"):
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Content-Length", str(len(BOMB)))
                self.end_headers()
                self.wfile.write(BOMB)
            else:
                self.end_headers()
                chunk = b"<rss>" + b"x" * (1 << 16)
                while True:
                    self.wfile.write(chunk)
        except OSError:
            pass  # the client stopped reading, as it should

    def log_message(self, *args):
        pass


socketserver.ThreadingTCPServer.allow_reuse_address = True
socketserver.ThreadingTCPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
