// Atom 1.0 and its predecessor Atom 0.3.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/xmltokenstream.h"

namespace Lectern {

class EntryBatches;

class AtomParser
{
public:
    // The reader is on the root <feed> start element. Entries are appended as each one ends.
    // With batches, the entries are handed on there as each batch fills.
    static void parse(XmlTokenStream &reader, const QUrl &documentUrl, ParsedFeed &feed,
                      EntryBatches *batches = nullptr);
};

} // namespace Lectern
