#include "feeds/pagefeed/sitemapreader.h"

#include "feeds/text/datetimeparser.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

QUrl SitemapReader::locationFor(const QUrl &pageUrl)
{
    return pageUrl.resolved(QUrl(u"/sitemap.xml"_s));
}

QString SitemapReader::titleFromAddress(const QUrl &url)
{
    QString slug = url.path().section(u'/', -1, -1, QString::SectionSkipEmpty);
    static const QRegularExpression extension(u"\\.(html?|php|aspx?)$"_s);
    slug.remove(extension);
    static const QRegularExpression separators(u"[-_+]+"_s);
    slug = QUrl::fromPercentEncoding(slug.toUtf8()).replace(separators, u" "_s).simplified();
    if (slug.isEmpty())
        return url.host();
    slug[0] = slug.at(0).toUpper();
    return slug;
}

ParsedFeed SitemapReader::read(const QByteArray &xml, const QUrl &sitemapUrl)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Sitemap;
    feed.link = sitemapUrl.resolved(QUrl(u"/"_s));
    feed.title = sitemapUrl.host();
    QXmlStreamReader reader(xml);
    // Entities are never expanded here: a sitemap has no use for them.
    reader.setEntityExpansionLimit(0);
    if (!reader.readNextStartElement() || reader.name() != "urlset"_L1) {
        feed.problems.append(
            {reader.lineNumber(), reader.columnNumber(),
             reader.hasError()
                 ? tr("the sitemap is not well-formed XML: %1").arg(reader.errorString())
                 : tr("the sitemap holds no <urlset> (a sitemap index is not followed)")});
        return feed;
    }
    while (reader.readNextStartElement()) {
        if (reader.name() != "url"_L1) {
            reader.skipCurrentElement();
            continue;
        }
        ParsedEntry entry;
        while (reader.readNextStartElement()) {
            if (reader.name() == "loc"_L1)
                entry.link = QUrl(reader.readElementText().trimmed());
            else if (reader.name() == "lastmod"_L1)
                entry.updated = DateTimeParser::parse(reader.readElementText().trimmed());
            else
                reader.skipCurrentElement();
        }
        const QString scheme = entry.link.scheme();
        if (!entry.link.isValid() || (scheme != "http"_L1 && scheme != "https"_L1) ||
            entry.link.adjusted(QUrl::StripTrailingSlash) ==
                feed.link.adjusted(QUrl::StripTrailingSlash))
            continue;
        entry.id = entry.link.toString(QUrl::FullyEncoded);
        entry.title = titleFromAddress(entry.link);
        entry.published = entry.updated;
        feed.entries.append(std::move(entry));
    }
    if (reader.hasError())
        feed.problems.append({reader.lineNumber(), reader.columnNumber(),
                              tr("the sitemap breaks off: %1").arg(reader.errorString())});
    // The newest first; undated ones last, in the sitemap's order.
    std::stable_sort(
        feed.entries.begin(), feed.entries.end(), [](const ParsedEntry &a, const ParsedEntry &b) {
            return a.updated.isValid() && (!b.updated.isValid() || a.updated > b.updated);
        });
    if (feed.entries.size() > MaxEntries)
        feed.entries.resize(MaxEntries);
    return feed;
}

} // namespace Lectern
