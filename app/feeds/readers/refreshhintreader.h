// Reads a feed's refresh hints out of RSS and syndication-module elements.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/xmltokenstream.h"

namespace Lectern {

class RefreshHintReader
{
public:
    // For a core RSS element of the channel: <ttl>, <skipHours> or <skipDays> is read into
    // hints (the reader then stands on its end tag) and true returned; any other element is
    // left untouched and false returned. Values out of range are problems, not hints.
    static bool readRss(XmlTokenStream &reader, RefreshHints *hints, QList<ParseProblem> *problems);
    // The same for sy:updatePeriod, sy:updateFrequency and sy:updateBase; the caller has
    // checked the namespace.
    static bool readSyndication(XmlTokenStream &reader, RefreshHints *hints,
                                QList<ParseProblem> *problems);
};

} // namespace Lectern
