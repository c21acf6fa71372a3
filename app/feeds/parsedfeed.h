// Immutable values produced by the feed parsers: no I/O, no settings.
#pragma once

#include "feeds/refreshhints.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>

#include <memory>

namespace Lectern {

struct ParsedPerson
{
    QString name;
    QString email;
    QString uri;
    friend bool operator==(const ParsedPerson &, const ParsedPerson &) = default;
};

struct ParsedEnclosure
{
    QUrl url;
    QString type;
    qint64 length = -1;
    friend bool operator==(const ParsedEnclosure &, const ParsedEnclosure &) = default;
};

// Something the parser had to work around or could not read, with its position in the input.
struct ParseProblem
{
    qint64 line = 0;
    qint64 column = 0;
    QString message;
    friend bool operator==(const ParseProblem &, const ParseProblem &) = default;
};

struct ParsedEntry
{
    QString id;    // stable identity: guid/id, else link, else a hash of title + date + content
    QString title; // plain text
    QUrl link;
    QDateTime published; // UTC, or null
    QDateTime updated;   // UTC, or null
    QList<ParsedPerson> authors;
    QString summary; // HTML
    QString content; // HTML
    QList<QString> categories;
    QList<ParsedEnclosure> enclosures;
    QString language;
    QString section; // a page feed's: the heading of the section of the page it was found in
};

// Page: items found on a web page that has no feed (PageFeedReader); Sitemap: the pages a
// site's sitemap.xml lists (SitemapReader).
// Saved: pages saved on their own (`lectern save`), kept as the entries of a feed of the
// library's own that is never fetched.
enum class FeedFormat { Unknown, Rss, Atom, Rdf, Json, Page, Sitemap, Saved, Synced };

struct ParsedFeed
{
    FeedFormat format = FeedFormat::Unknown;
    QString version;  // e.g. "2.0", "1.0", "0.91", "1.1"
    QString title;    // plain text
    QString subtitle; // plain text
    QUrl link;        // the site
    QUrl self;        // the feed's own URL, when it names it
    QString language;
    QDateTime updated;
    QList<ParsedPerson> authors;
    QUrl icon;
    QUrl logo;
    RefreshHints refresh; // how often the feed asks to be fetched
    QList<ParsedEntry> entries;
    // A page feed's list when the page has several: the CSS selector of its items, which reads
    // that list again (a PageRule's item) when another was chosen over the reader's first.
    QString listSelector;
    QString listDescription; // what that list is, for the person choosing it
    // The page's other lists, for "Not these? Use another list on the page" (page feeds only).
    std::shared_ptr<const QList<ParsedFeed>> otherLists;
    // Where a page feed's list goes on, best first: its next page of older posts, the site's
    // archive (OlderPages).
    QList<QUrl> olderPages;
    bool recovered = false; // true when problems were worked around
    QList<ParseProblem> problems;
};

} // namespace Lectern
