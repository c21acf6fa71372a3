#!/usr/bin/env python3
"""Makes the site bench-capture serves: N article pages cycled from the pages written for the
project (pages/*.html), a PNG for every image they name, and an RSS feed of teasers pointing at
them. Usage: make_site.py PAGES_DIR OUT_DIR BASE_URL COUNT"""
import os
import re
import struct
import sys
import zlib


def png(width, height, seed):
    """A striped PNG of the given size, different for each seed."""
    colour = bytes(((seed * 53) % 256, (seed * 97) % 256, (seed * 31) % 256))
    row = b"\0" + b"".join(colour if (x // 16) % 2 else b"\xf0\xf0\xf0" for x in range(width))
    raw = row * height

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def main():
    pages_dir, out, base, count = sys.argv[1], sys.argv[2], sys.argv[3].rstrip("/"), int(sys.argv[4])
    sources = sorted(f for f in os.listdir(pages_dir) if f.endswith(".html"))
    if not sources:
        sys.exit("no pages in " + pages_dir)
    os.makedirs(os.path.join(out, "posts"), exist_ok=True)
    image_re = re.compile(r'(?:src|data-src|data-lazy-src|data-original|srcset)="([^"]+)"')
    images = set()
    items = []
    for i in range(count):
        name = sources[i % len(sources)]
        with open(os.path.join(pages_dir, name), encoding="utf-8") as f:
            html = f.read()
        for value in image_re.findall(html):
            for candidate in value.split(","):
                url = candidate.strip().split(" ")[0]
                if url.startswith("/") and not url.startswith("//"):
                    images.add(url.split("#")[0].split("?")[0])
        slug = "%03d-%s" % (i, name[:-5])
        with open(os.path.join(out, "posts", slug + ".html"), "w", encoding="utf-8") as f:
            f.write(html)
        items.append("<item><title>Post %d</title><link>%s/posts/%s.html</link><guid>%s</guid>"
                     "<description>A teaser. Read more</description></item>" % (i, base, slug, slug))
    for n, path in enumerate(sorted(images)):
        target = os.path.join(out, path.lstrip("/"))
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(png(480 + (n % 5) * 80, 240, n + 1))
    with open(os.path.join(out, "feed.xml"), "w", encoding="utf-8") as f:
        f.write('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
                "<title>Capture bench</title><link>%s/</link>%s</channel></rss>" % (base, "".join(items)))
    print("%d pages, %d images" % (count, len(images)))


if __name__ == "__main__":
    main()
