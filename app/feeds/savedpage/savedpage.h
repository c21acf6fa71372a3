// A page saved on its own (`lectern save`) as an entry of the library's saved pages, a feed
// of the library's own that is never fetched: the page's address is the entry's id, so a page
// saved twice is one article, and what the page says of itself (PageMetadata) gives its title,
// authors, date, language and summary (the description under the lead image).
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/savedpage/pagemetadata.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>

namespace Lectern {

class SavedPage
{
    Q_DECLARE_TR_FUNCTIONS(Lectern::SavedPage)

public:
    // The saved pages' feed: its address (no scheme a fetcher takes) and its title.
    static QUrl feedUrl();
    static QString feedTitle();
    // The address a page is kept under: without its fragment.
    static QUrl normalized(const QUrl &url);
    // Whether the address can be saved: http or https, with a host.
    static bool isSavable(const QUrl &url);

    static ParsedEntry entryOf(const QUrl &url, const PageMetadata &meta, const QStringList &tags);
    // A page kept as a link only, with why (a PDF, an image, an error): titled after its
    // address until a capture reads it.
    static ParsedEntry linkOf(const QUrl &url, const QString &reason, const QStringList &tags);
    // The document the library stores them from.
    static ParsedFeed feedOf(const QList<ParsedEntry> &entries);
};

} // namespace Lectern
