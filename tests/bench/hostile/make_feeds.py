#!/usr/bin/env python3
"""Writes hostile feed documents into a folder for scripts/bench-hostile (on demand, never in
CI): one huge item, many small items, an element with many attributes, long entity chains and a
long run of character references. Usage: make_feeds.py FOLDER."""
import os
import sys

HEAD = b'<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Hostile</title>\n'
TAIL = b"</channel></rss>\n"


def huge_item(size=30 << 20):
    words = b"lorem ipsum dolor sit amet, consectetur adipiscing elit. "
    body = (words * (size // len(words) + 1))[:size]
    return HEAD + b"<item><title>Huge</title><link>https://example.com/huge</link><description>" + \
        body + b"</description></item>" + TAIL


def many_items(count=200_000):
    items = b"".join(
        b"<item><title>Item %d</title><link>https://example.com/%d</link></item>\n" % (i, i)
        for i in range(count))
    return HEAD + items + TAIL


def many_attributes(count=100_000):
    attributes = b" ".join(b'a%d="v"' % i for i in range(count))
    return HEAD + b"<item " + attributes + b"><title>Attrs</title><link>https://example.com/a</link></item>" + TAIL


def entity_chain(depth=64, refs=200_000):
    # Internal entities that refer to each other, used many times (inside the expansion limit
    # per entity, so a reader that expands them all at once pays per use).
    decls = b'<!ENTITY e0 "x">' + b"".join(b'<!ENTITY e%d "&e%d;&e%d;">' % (i, i - 1, i - 1) if i < 4 else b'<!ENTITY e%d "&e%d;">' % (i, i - 1) for i in range(1, depth))
    doctype = b"<!DOCTYPE rss [" + decls + b"]>\n"
    text = b"&e%d;" % (depth - 1)
    return b'<?xml version="1.0"?>\n' + doctype + HEAD[HEAD.index(b"<rss"):] + \
        b"<item><title>Chain</title><description>" + text * refs + b"</description></item>" + TAIL


def character_references(refs=2_000_000):
    return HEAD + b"<item><title>Refs</title><description>" + b"&amp;&#233;&lt;" * (refs // 3) + \
        b"</description></item>" + TAIL


def bare_ampersands(count=2_000_000):
    # Malformed: the reader fails, the repair escapes every '&', and the feed is read again.
    return HEAD + b"<item><title>Amps</title><description>" + b"a & b " * (count // 1) + \
        b"</description></item>" + TAIL


def html_entities(count=1_000_000):
    # Entities XML does not know (HTML's), which the repair turns into characters.
    return HEAD + b"<item><title>Entities</title><description>" + b"x&nbsp;&mdash;" * (count // 2) + \
        b"</description></item>" + TAIL


def unclosed_tags(count=200_000):
    # Unescaped HTML with tags never closed inside an item.
    return HEAD + b"<item><title>Unclosed</title><description>" + b"<p>text<br>" * count + \
        b"</description></item>" + TAIL


CASES = {
    "huge-item": huge_item,
    "many-items": many_items,
    "many-attributes": many_attributes,
    "entity-chain": entity_chain,
    "character-references": character_references,
    "bare-ampersands": bare_ampersands,
    "html-entities": html_entities,
    "unclosed-tags": unclosed_tags,
}

if __name__ == "__main__":
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for name, make in CASES.items():
        with open(os.path.join(folder, name + ".xml"), "wb") as out:
            out.write(make())
