// RSS 0.9x and 2.0, and RSS 1.0 / 0.90 (RDF), with the Dublin Core, content, Atom and Media RSS
// extensions.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/xmltokenstream.h"

namespace Lectern {

class EntryBatches;

class RssParser
{
public:
    // The reader is on the root start element (<rss>, <rdf:RDF> or a bare <channel>). Entries
    // are appended as each one ends, so what precedes a reader error is kept.
    // With batches, the entries are handed on there as each batch fills.
    static void parse(XmlTokenStream &reader, const QUrl &documentUrl, ParsedFeed &feed,
                      EntryBatches *batches = nullptr);
};

} // namespace Lectern
