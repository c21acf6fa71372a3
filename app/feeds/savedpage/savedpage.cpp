#include "feeds/savedpage/savedpage.h"

using namespace Qt::StringLiterals;

namespace Lectern {

QUrl SavedPage::feedUrl()
{
    return QUrl(u"lectern:saved"_s);
}

QString SavedPage::feedTitle()
{
    return tr("Saved pages");
}

QUrl SavedPage::normalized(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveFragment);
}

bool SavedPage::isSavable(const QUrl &url)
{
    return url.isValid() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1) &&
           !url.host().isEmpty();
}

ParsedEntry SavedPage::entryOf(const QUrl &url, const PageMetadata &meta, const QStringList &tags)
{
    ParsedEntry entry;
    const QUrl address = normalized(url);
    entry.id = address.toString(QUrl::FullyEncoded);
    entry.link = address;
    entry.title = meta.title.isEmpty() ? address.toDisplayString() : meta.title;
    for (const QString &name : meta.authors)
        entry.authors.append(ParsedPerson{name, {}, {}});
    entry.published = meta.published;
    entry.language = meta.language;
    entry.categories = tags;
    QString summary;
    if (meta.image.isValid())
        summary += u"<p><img src=\""_s + meta.image.toString(QUrl::FullyEncoded).toHtmlEscaped() +
                   u"\" alt=\"\"></p>"_s;
    if (!meta.description.isEmpty())
        summary += u"<p>"_s + meta.description.toHtmlEscaped() + u"</p>"_s;
    entry.summary = summary;
    return entry;
}

ParsedEntry SavedPage::linkOf(const QUrl &url, const QString &reason, const QStringList &tags)
{
    ParsedEntry entry;
    const QUrl address = normalized(url);
    entry.id = address.toString(QUrl::FullyEncoded);
    entry.link = address;
    const QString file = address.fileName();
    entry.title = file.isEmpty() ? address.toDisplayString() : file;
    entry.categories = tags;
    entry.summary = u"<p>"_s + reason.toHtmlEscaped() + u"</p>"_s;
    return entry;
}

ParsedFeed SavedPage::feedOf(const QList<ParsedEntry> &entries)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Saved;
    feed.title = feedTitle();
    feed.entries = entries;
    return feed;
}

} // namespace Lectern
