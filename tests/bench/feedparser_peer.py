#!/usr/bin/env python3
"""feedparser_peer.py DIR: the peer benchmark for `lectern parse --bench DIR`.

Loads every file under DIR (recursively) into memory, then parses them all with the Python
`feedparser` module, repeating whole passes until at least two seconds have been measured.
The last stdout line has the shape of `lectern parse --bench`:
{"files":N,"bytes":B,"passes":P,"seconds":S,"mbps":X}
"""

import io
import json
import os
import sys
import time


def read_corpus(directory):
    paths = []
    for folder, _subfolders, names in os.walk(directory):
        for name in names:
            path = os.path.join(folder, name)
            if os.path.isfile(path):
                paths.append(path)
    documents = []
    for path in sorted(paths):
        try:
            with open(path, "rb") as handle:
                documents.append(handle.read())
        except OSError:
            pass
    return documents


def main(argv):
    if len(argv) != 2:
        print("usage: feedparser_peer.py DIR", file=sys.stderr)
        return 2
    directory = argv[1]
    if not os.path.isdir(directory):
        print(f"feedparser_peer.py: {directory} is not a folder", file=sys.stderr)
        return 2
    try:
        import feedparser
    except ImportError:
        print("feedparser_peer.py: the Python module 'feedparser' is missing "
              "(Debian: apt-get install python3-feedparser)", file=sys.stderr)
        return 2

    documents = read_corpus(directory)
    if not documents:
        print(f"feedparser_peer.py: {directory} holds no files", file=sys.stderr)
        return 2
    total = sum(len(document) for document in documents)

    passes = 0
    parsed = 0
    start = time.perf_counter()
    while True:
        for document in documents:
            # A stream, so that feedparser takes the bytes as the document, never as a path
            # or a URL to open.
            result = feedparser.parse(io.BytesIO(document))
            parsed += 1 if (result.get("version") or result.entries) else 0
        passes += 1
        seconds = time.perf_counter() - start
        if seconds >= 2.0:
            break

    print(f"feedparser {feedparser.__version__}: parsed {parsed // passes} of "
          f"{len(documents)} files as feeds, {passes} passes", file=sys.stderr)
    summary = {
        "files": len(documents),
        "bytes": total,
        "passes": passes,
        "seconds": seconds,
        "mbps": total * passes / seconds / 1e6,
    }
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
