// A site's sitemap.xml as a source of articles when the site has no feed and its page lists no
// items: each <url> with its <loc> and <lastmod>, newest first, titled from its address
// ("/posts/warp-divergence/" reads "Warp divergence") until a capture finds the page's own.
#pragma once

#include "feeds/parsedfeed.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QUrl>

namespace Lectern {

class SitemapReader
{
public:
    static constexpr int MaxEntries = 200; // the newest; a sitemap may list a whole site

    // format Sitemap; no entries and a problem when the document is no <urlset>.
    static ParsedFeed read(const QByteArray &xml, const QUrl &sitemapUrl);
    // Where a site keeps its sitemap: /sitemap.xml at its root.
    static QUrl locationFor(const QUrl &pageUrl);
    static QString titleFromAddress(const QUrl &url);

    Q_DECLARE_TR_FUNCTIONS(Lectern::SitemapReader)
};

} // namespace Lectern
