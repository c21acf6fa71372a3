#!/usr/bin/env python3
"""Serves a folder of real article pages for bench-capture-real, straight from where they lie
(nothing is copied): /feed.xml is an RSS feed of teasers, one item per page, and each page is
at /pages/NAME on one of HOSTS loopback addresses (127.0.1.1 ...), so that the capturer's
per-site limit acts as it would on pages from many sites. Pages go out as text/html without a
charset, so each is decoded by its own declaration. Usage: serve_pages.py PAGES_DIR PORT HOSTS"""
import http.server
import os
import sys
import threading
from xml.sax.saxutils import escape


def main():
    pages_dir, port, hosts = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    names = sorted(f for f in os.listdir(pages_dir) if f.endswith(".html"))
    items = []
    for i, name in enumerate(names):
        link = "http://127.0.1.%d:%d/pages/%s" % (i % hosts + 1, port, name)
        items.append("<item><title>%s</title><link>%s</link><guid>%s</guid>"
                     "<description>A teaser. Read more</description></item>"
                     % (escape(name), escape(link), escape(name)))
    feed = ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
            "<title>Real pages</title><link>http://127.0.0.1:%d/</link>%s</channel></rss>"
            % (port, "".join(items))).encode("utf-8")

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if self.path == "/feed.xml":
                self.reply(200, "application/rss+xml", feed)
                return
            name = self.path[len("/pages/"):] if self.path.startswith("/pages/") else ""
            if name in names:
                with open(os.path.join(pages_dir, name), "rb") as f:
                    self.reply(200, "text/html", f.read())
                return
            self.reply(404, "text/plain", b"not found")

        def reply(self, status, kind, body):
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    servers = [http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)]
    servers += [http.server.ThreadingHTTPServer(("127.0.1.%d" % n, port), Handler)
                for n in range(1, hosts + 1)]
    for server in servers[1:]:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    print("%d pages on %d hosts" % (len(names), hosts), flush=True)
    servers[0].serve_forever()


if __name__ == "__main__":
    main()
