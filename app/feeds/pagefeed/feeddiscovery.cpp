#include "feeds/pagefeed/feeddiscovery.h"

#include "feeds/text/textdecoder.h"
#include "html/gumbotree.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The HTML spec looks for <meta charset> in the first 1024 bytes; pages with a long head of
// scripts often place it later, so look a little further.
constexpr qsizetype kCharsetScanBytes = 4096;

// The charset a <meta> in the start of the page declares, or empty.
QString metaCharset(const QByteArray &html)
{
    // Latin-1 keeps the ASCII of the markup intact whatever the real encoding is.
    const GumboTree::Document tree(QString::fromLatin1(html.left(kCharsetScanBytes)));
    QString charset;
    GumboTree::forEachElement(tree.root(), [&](const GumboNode *node) {
        if (!charset.isEmpty() || !GumboTree::isElement(node, GUMBO_TAG_META))
            return;
        if (GumboTree::hasAttribute(node, "charset")) {
            charset = GumboTree::attribute(node, "charset").trimmed().toLower();
        } else if (GumboTree::attribute(node, "http-equiv")
                       .trimmed()
                       .compare("content-type"_L1, Qt::CaseInsensitive) == 0) {
            charset = TextDecoder::charsetFromContentType(GumboTree::attribute(node, "content"));
        }
    });
    return charset;
}

QString decodeHtmlPage(const QByteArray &html, const QString &contentType)
{
    // TextDecoder settles BOM, then the charset given, then UTF-8 with a windows-1252 fallback.
    QString charset = TextDecoder::charsetFromContentType(contentType);
    if (charset.isEmpty())
        charset = metaCharset(html);
    return TextDecoder::decode(html,
                               charset.isEmpty() ? QString() : u"text/html; charset="_s + charset)
        .text;
}

QString mimeTypeOf(const QString &type)
{
    return type.section(u';', 0, 0).trimmed().toLower();
}

bool hasToken(const QString &list, QLatin1StringView token)
{
    const QStringList tokens = list.simplified().split(u' ', Qt::SkipEmptyParts);
    for (const QString &t : tokens) {
        if (t.compare(token, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

// feed://host/path and feed:https://host/path name the feed behind the feed: scheme.
QString withoutFeedScheme(const QString &href)
{
    if (!href.startsWith("feed:"_L1, Qt::CaseInsensitive))
        return href;
    const QString rest = href.mid(5);
    return rest.startsWith("//"_L1) ? u"http:"_s + rest : rest;
}

// WordPress marks its REST API documents as alternates of type application/json.
bool isWordPressApi(const QUrl &url)
{
    return url.path().contains("/wp-json/"_L1) || url.query().contains("rest_route="_L1);
}

bool acceptableScheme(const QUrl &url, const QUrl &pageUrl)
{
    const QString scheme = url.scheme();
    return scheme.isEmpty() || scheme == "http"_L1 || scheme == "https"_L1 ||
           scheme == pageUrl.scheme();
}

} // namespace

bool FeedDiscovery::isFeedType(const QString &mimeType)
{
    static const QSet<QString> types = {
        u"application/rss+xml"_s,
        u"application/atom+xml"_s,
        u"application/feed+json"_s,
        u"application/json"_s,
        u"application/rdf+xml"_s,
        u"application/xml"_s,
        u"text/xml"_s,
        u"application/x-rss+xml"_s,
        u"application/x-atom+xml"_s,
        u"text/rss+xml"_s,
        u"text/atom+xml"_s,
    };
    return types.contains(mimeTypeOf(mimeType));
}

QList<DiscoveredFeed> FeedDiscovery::linkedFeeds(const QByteArray &html, const QUrl &pageUrl,
                                                 const QString &contentType)
{
    const GumboTree::Document tree(decodeHtmlPage(html, contentType));

    // Only the first <base> with an href counts, wherever the links are.
    QUrl base = pageUrl;
    bool baseSeen = false;
    QList<const GumboNode *> links;
    GumboTree::forEachElement(tree.root(), [&](const GumboNode *node) {
        if (GumboTree::isElement(node, GUMBO_TAG_BASE) && !baseSeen &&
            GumboTree::hasAttribute(node, "href")) {
            baseSeen = true;
            const QString href = GumboTree::attribute(node, "href").trimmed();
            if (!href.isEmpty())
                base = pageUrl.resolved(QUrl(href, QUrl::TolerantMode));
        } else if (GumboTree::isElement(node, GUMBO_TAG_LINK)) {
            links.append(node);
        }
    });

    QList<DiscoveredFeed> feeds;
    QHash<QUrl, qsizetype> seen;
    for (const GumboNode *link : links) {
        const QString type = mimeTypeOf(GumboTree::attribute(link, "type"));
        if (!hasToken(GumboTree::attribute(link, "rel"), "alternate"_L1) || !isFeedType(type))
            continue;
        const QString href = withoutFeedScheme(GumboTree::attribute(link, "href").trimmed());
        if (href.isEmpty())
            continue;
        const QUrl url = base.resolved(QUrl(href, QUrl::TolerantMode));
        if (!url.isValid() || !acceptableScheme(url, pageUrl) ||
            (type == "application/json"_L1 && isWordPressApi(url)))
            continue;
        const QString title = GumboTree::attribute(link, "title").simplified();
        const QUrl key = url.adjusted(QUrl::RemoveFragment | QUrl::NormalizePathSegments);
        const auto it = seen.constFind(key);
        if (it != seen.cend()) {
            // A later duplicate may carry the title the first one lacked.
            if (feeds[*it].title.isEmpty())
                feeds[*it].title = title;
            continue;
        }
        seen.insert(key, feeds.size());
        feeds.append(DiscoveredFeed{url, title, type});
    }
    return feeds;
}

QList<QUrl> FeedDiscovery::commonLocations(const QUrl &pageUrl)
{
    if (!pageUrl.isValid() || pageUrl.host().isEmpty() ||
        (pageUrl.scheme() != "http"_L1 && pageUrl.scheme() != "https"_L1))
        return {};
    // Static site generators first (feed.xml, atom.xml, index.xml), then blog engines.
    static const QLatin1StringView candidates[] = {
        "feed.xml"_L1, "atom.xml"_L1,  "index.xml"_L1, "rss"_L1,
        "feed"_L1,     "rss.xml"_L1,   "feed/"_L1,     "rss/"_L1,
        "atom"_L1,     "index.rss"_L1, "feed.json"_L1, "?feed=rss2"_L1,
    };
    const QUrl page = pageUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const QUrl root = page.resolved(QUrl(u"/"_s));
    const QUrl directory = page.resolved(QUrl(u"./"_s));
    QList<QUrl> directories{directory};
    if (directory != root)
        directories.append(root);

    QList<QUrl> locations;
    for (const QUrl &dir : directories) {
        for (const QLatin1StringView candidate : candidates) {
            const QUrl url = dir.resolved(QUrl(candidate));
            if (!locations.contains(url))
                locations.append(url);
        }
    }
    return locations;
}

QString FeedDiscovery::decodePage(const QByteArray &html, const QString &contentType)
{
    return decodeHtmlPage(html, contentType);
}

} // namespace Lectern
