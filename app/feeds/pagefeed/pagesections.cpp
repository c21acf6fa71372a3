#include "feeds/pagefeed/pagesections.h"

#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString kKey = u"lectern-section"_s;
} // namespace

QStringList PageSections::of(const ParsedFeed &items)
{
    QStringList sections;
    for (const ParsedEntry &entry : items.entries) {
        if (!entry.section.isEmpty() && !sections.contains(entry.section))
            sections.append(entry.section);
    }
    return sections;
}

ParsedFeed PageSections::only(const ParsedFeed &items, const QString &section)
{
    ParsedFeed feed = items;
    feed.title = section;
    feed.entries.removeIf([&](const ParsedEntry &entry) { return entry.section != section; });
    return feed;
}

QUrl PageSections::feedUrl(const QUrl &page, const QString &section)
{
    QUrl url = page;
    QUrlQuery fragment;
    fragment.addQueryItem(kKey, section);
    url.setFragment(fragment.toString(QUrl::FullyEncoded), QUrl::StrictMode);
    return url;
}

QString PageSections::sectionOf(const QUrl &feedUrl)
{
    if (!feedUrl.hasFragment())
        return {};
    return QUrlQuery(feedUrl.fragment(QUrl::FullyEncoded)).queryItemValue(kKey, QUrl::FullyDecoded);
}

QUrl PageSections::pageOf(const QUrl &feedUrl)
{
    return sectionOf(feedUrl).isEmpty() ? feedUrl : feedUrl.adjusted(QUrl::RemoveFragment);
}

} // namespace Lectern
