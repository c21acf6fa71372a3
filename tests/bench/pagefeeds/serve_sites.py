#!/usr/bin/env python3
"""Serves each site of a page-feed corpus from where it lies (nothing is copied), site number N
(in name order) on 127.0.2.N:PORT, so that every site has a host of its own as a real blog does.
A site's expected.json is never served: the detector must not see it. Prints one line per site:
its name and the address of its index page. Usage: serve_sites.py SITES_DIR PORT"""
import http.server
import json
import os
import sys
import threading


def main():
    sites_dir, port = sys.argv[1], int(sys.argv[2])
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

        server = http.server.ThreadingHTTPServer(("127.0.2.%d" % n, port), Handler)
        servers.append(server)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        # The address a person would give: the index page's folder.
        folder = index[: index.rfind("/") + 1]
        print("%s\thttp://127.0.2.%d:%d%s" % (name, n, port, folder), flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
