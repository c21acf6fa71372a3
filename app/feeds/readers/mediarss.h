// Media RSS (media:content, media:thumbnail, media:group), read as enclosures.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/xmltokenstream.h"

namespace Lectern {

class MediaRss
{
public:
    // Reads the current media:* element (the reader ends on its end tag). Media content and
    // thumbnails become enclosures; other media elements are skipped.
    static void read(XmlTokenStream &reader, const QUrl &base, QList<ParsedEnclosure> *enclosures);
    // Appends an enclosure unless its URL is empty or already listed.
    static void add(QList<ParsedEnclosure> *enclosures, const ParsedEnclosure &enclosure);
};

} // namespace Lectern
