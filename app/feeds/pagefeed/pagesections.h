// A page whose sections are headed lists (a library page: Code, Papers, Tutorials, ...) can be
// followed one feed per section, so that the side panel keeps the page's map. Each section feed
// is a page feed whose address is the page's with the section named in its fragment
// (#lectern-section=Papers): the fragment is never sent, so every section feed fetches the same
// page, and reads only its own section's items.
#pragma once

#include "feeds/parsedfeed.h"

#include <QStringList>
#include <QUrl>

namespace Lectern {

class PageSections
{
public:
    // The sections of a page feed's items, in the page's order; empty when it has none.
    static QStringList of(const ParsedFeed &items);
    // The items of one section, named after it.
    static ParsedFeed only(const ParsedFeed &items, const QString &section);
    // The address of a section's feed, and the section an address names (empty for a page
    // followed whole).
    static QUrl feedUrl(const QUrl &page, const QString &section);
    static QString sectionOf(const QUrl &feedUrl);
    // The page itself, the address fetched for any of its section feeds.
    static QUrl pageOf(const QUrl &feedUrl);
};

} // namespace Lectern
