// Finding the feeds of a web site: the ones its HTML page links to, and the usual places to try
// when it links none. No I/O: the caller fetches.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

namespace Lectern {

struct DiscoveredFeed
{
    QUrl url;
    QString title; // the link's title attribute, or empty
    QString type;  // MIME type in lower case without parameters, e.g. application/rss+xml
    friend bool operator==(const DiscoveredFeed &, const DiscoveredFeed &) = default;
};

class FeedDiscovery
{
public:
    // Feeds an HTML page links to with <link rel="alternate" type="(a feed type)">, in document
    // order, without duplicates; hrefs are resolved against <base href>, then pageUrl.
    // contentType: the HTTP Content-Type header; its charset wins over the page's <meta>.
    static QList<DiscoveredFeed> linkedFeeds(const QByteArray &html, const QUrl &pageUrl,
                                             const QString &contentType = {});

    // Usual feed locations, most likely first, under the page's own directory (when that is not
    // the root) and under the site root. Empty when pageUrl is not an absolute http(s) URL.
    static QList<QUrl> commonLocations(const QUrl &pageUrl);

    // True for the MIME types a feed link may carry (parameters and case ignored).
    static bool isFeedType(const QString &mimeType);

    // A web page's text: the charset of contentType, else of its <meta>, else UTF-8 (with a
    // windows-1252 fallback).
    static QString decodePage(const QByteArray &html, const QString &contentType);
};

} // namespace Lectern
