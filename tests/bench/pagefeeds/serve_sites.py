#!/usr/bin/env python3
"""Serves each site of a page-feed corpus from where it lies (nothing is copied), site number N
(in name order) on 127.0.2.N:PORT, so that every site has a host of its own as a real blog does.
A site's expected.json is never served: the detector must not see it. Prints one line per site:
its name and the address of its index page. With REQUEST_LOG, each request is written there as
a line: site, status, path. Usage: serve_sites.py SITES_DIR PORT [REQUEST_LOG]"""
import http.server
import json
import os
import sys
import threading


def main():
    sites_dir, port = sys.argv[1], int(sys.argv[2])
    log = open(sys.argv[3], "a") if len(sys.argv) > 3 else None
    lock = threading.Lock()
    names = sorted(n for n in os.listdir(sites_dir) if os.path.isdir(os.path.join(sites_dir, n)))
    servers = []
    for n, name in enumerate(names, start=1):
        root = os.path.join(sites_dir, name)
        index = json.load(open(os.path.join(root, "expected.json")))["index"]

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, root=root, **kwargs):
                super().__init__(*args, directory=root, **kwargs)

            def send_head(self):
                if self.path.split("?")[0].rstrip("/").endswith("expected.json"):
                    self.send_error(404)
                    return None
                return super().send_head()

            def log_message(self, *args):
                pass

            def log_request(self, code="-", size="-", name=name):
                # Every request a site was asked, for the bench's count of requests per site.
                if log:
                    with lock:
                        log.write("%s\t%s\t%s\n" % (name, code, self.path))
                        log.flush()

        server = http.server.ThreadingHTTPServer(("127.0.2.%d" % n, port), Handler)
        servers.append(server)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        # The address a person would give: the index page's folder, where the index is the
        # folder's index.html; else the page itself (an archive page such as /archive.html,
        # whose site's home page the corpus does not hold: the folder would give this server's
        # directory listing, which no real site shows).
        folder = index[: index.rfind("/") + 1]
        address = folder if index.endswith("/index.html") else index
        print("%s\thttp://127.0.2.%d:%d%s" % (name, n, port, address), flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
