// Rows read from the library, as plain values for models and the CLI.
#pragma once

#include "anchoring/highlightanchor.h"
#include "feeds/pagefeed/pagerule.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace Lectern {

struct FeedRecord
{
    qint64 id = 0;
    QUrl url;
    QString title;
    QUrl siteUrl;
    QString description;
    QString lastError;
    QDateTime lastErrorAt;    // null when the last fetch worked
    QDateTime lastSuccessAt;  // the last fetch that worked; null when none has
    int httpStatus = 0;       // of the last fetch; 0 when none answered
    QDateTime retryNotBefore; // null unless a server asked to wait or errors repeated
    qint64 shelfId = 0;
    int unreadCount = 0;
    int totalCount = 0;
    std::optional<int> retentionDays;   // the feed's own; none: its shelf's, else keep all
    std::optional<int> intervalMinutes; // the user's refresh interval; none: the feed's hints
    QString capturePolicy;              // auto, always or never (offline capture)
    QString captureSelector; // the feed's rule for the article body; empty: found by Readability
    QString captureStrip;    // the rule's selectors of parts to leave out
    bool pageFeed = false;   // followed through its index page (PageFeedReader)
    bool sitemap = false;    // followed through the site's sitemap.xml (SitemapReader)
    bool saved = false;      // pages saved on their own (lectern save): never fetched
    bool synced = false;     // a sync account's subscription: its server fetches it
    PageRule pageRule;       // the user's selectors for the page; empty: items are found
};

// What a refresh needs to fetch a feed politely.
struct FeedFetchState
{
    qint64 feedId = 0;
    QUrl url;
    QByteArray etag;
    QByteArray lastModified;
    QString bodyHash;         // of the last body stored, to skip unchanged ones
    int errorCount = 0;       // failed fetches in a row
    QDateTime retryNotBefore; // null, or no fetch before then (Retry-After or backoff)
    QString authUser;         // HTTP Basic auth user; the password is in a CredentialStore
    bool pageFeed = false;    // an HTML index page read by PageFeedReader, not a feed
    bool sitemap = false;     // a sitemap.xml read by SitemapReader
    PageRule pageRule;        // the user's selectors for a page feed; empty: found alone
};

// How one fetch of a feed ended, recorded on the feed.
struct FeedFetchOutcome
{
    int httpStatus = 0;
    QByteArray etag;
    QByteArray lastModified;
    QString bodyHash;
    QUrl movedTo;             // a permanent redirect: the feed's new address
    QString error;            // empty: success
    QDateTime retryNotBefore; // after a failure: the earliest next fetch
    // Whether the fetch connected to an address of the person's own network; nullopt when not
    // known (through a proxy).
    std::optional<bool> privateAddress;
};

struct ArticleSummary
{
    qint64 id = 0;
    qint64 feedId = 0;
    QString feedTitle;
    QString title;
    QUrl link;
    QDateTime published;
    bool read = false;
    bool starred = false;
    QStringList shelves;        // the feed's shelf, then the shelves the article was put on
    bool captured = false;      // kept in full for offline reading
    QDateTime listedAt;         // where the list sorts it: published, else first seen
    double readingPosition = 0; // how far down the reader left it, 0..1
    bool muted = false;         // by a rule: left out of lists but those of muted articles
};

struct ArticleRecord
{
    ArticleSummary summary;
    QString authors;
    QDateTime updated;
    QString summaryHtml;
    QString contentHtml;
    QUrl feedSiteUrl;
    double readingPosition = 0; // how far the reader had scrolled, 0..1
    QString capturedHtml;       // the full article kept for offline reading, if captured
    QDateTime capturedAt;       // null when not captured
    // Why there is no offline copy when a capture was tried: the capture job's state ("pending"
    // after a failed try, "failed", "aside") and its error; empty otherwise.
    QString captureState;
    QString captureError;
    bool savedPage = false; // of the saved pages (a feed of kind 'saved'), not of a feed
    QStringList alsoIn;     // the other feeds that brought it (its copies' feeds), by title
    // With ArticleStore::article(id, maxHtmlBytes): the sizes of the three HTML columns, which
    // are left empty when larger than that.
    qint64 summaryHtmlBytes = 0;
    qint64 contentHtmlBytes = 0;
    qint64 capturedHtmlBytes = 0;
};

// A paper kept with its article (schema 32): the PDF in the asset store and what cites it.
struct PaperRecord
{
    qint64 articleId = 0;
    QString pdfAsset; // the AssetStore name of the PDF
    QUrl pdfUrl;      // where it was fetched from
    QString title;
    QStringList authors;
    QString published; // as given: YYYY, YYYY-MM or YYYY-MM-DD
    QString abstract;
    QString doi;
    QString arxivId;
    QString venue; // the journal or conference
    int pages = 0;
};

// A passage the reader marked in an article (schema 26), with the article it is in.
struct HighlightRecord
{
    qint64 id = 0;
    qint64 articleId = 0;
    HighlightSelector selector;
    QString color = QStringLiteral("yellow"); // one of colors()
    QString note;                             // Markdown, as written
    QDateTime created;
    QDateTime updated;
    // Read with lists of highlights (HighlightStore::highlights), for their headings.
    QString articleTitle;
    QUrl articleLink;
    QString feedTitle;

    static const QStringList &colors();
    static bool isColor(const QString &name) { return colors().contains(name); }
};

} // namespace Lectern
