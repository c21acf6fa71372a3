// Subscribes to a feed: fetch, parse on a worker thread, store. Given a web page instead of a
// feed, it follows the feeds the page links to, else tries the usual feed locations, and
// subscribes to the first that parses. A page that leads to no feed is read for its repeated
// items (PageFeedReader; the lists checked against their posts by PageListCheck, a short one
// filled up with older posts by OlderPostsFetch): found ones are offered with feedFound(), and
// subscribePage() follows the page as a page feed.
#pragma once

#include "feeds/pagefeed/feeddiscovery.h"
#include "library/ingest/feedingest.h"
#include "net/feedfetcher.h"

#include <QObject>
#include <QSet>
#include <QUrl>

#include <functional>

namespace Lectern {

class LibraryWriter;

class FeedSubscriber : public QObject
{
    Q_OBJECT
public:
    FeedSubscriber(LibraryWriter *writer, FeedFetcher *fetcher, QObject *parent = nullptr);

    // Ends with exactly one of subscribed() or failed(), both naming the URL asked for.
    // credentials (HTTP Basic) go to the server of each address tried; keeping them for later
    // refreshes is the caller's part, once subscribed.
    // Ends with subscribed(), failed() or, for a page without a feed (or in a dry run, for any
    // feed), feedFound().
    void subscribe(const QUrl &url, const BasicCredentials &credentials = {});
    // Follows a page found by subscribe() as a page feed: ends with subscribed() or failed().
    // A list of it not yet filled up with older posts (one the person turned to) is first.
    void subscribePage(const QUrl &pageUrl, const ParsedFeed &items);
    // Follows it one feed per section (PageSections), on a shelf named after the page (inside
    // the shelf at parentShelf, when given): ends with sectionsSubscribed() or failed(); a page
    // of one section is followed whole, with subscribed().
    void subscribeSections(const QUrl &pageUrl, const ParsedFeed &items,
                           const QString &parentShelf = {});
    // A dry run stores nothing: what would be subscribed to comes with feedFound().
    void setDryRun(bool dryRun) { m_dryRun = dryRun; }
    // A page that links two feeds or more ends with feedsLinked() instead of subscribing to
    // the first that parses: a window lets the reader choose (a site's posts, its comments,
    // one category...). Off by default, as the command line has no one to ask.
    void setOffersChoice(bool offers) { m_offersChoice = offers; }

Q_SIGNALS:
    void subscribed(const QUrl &url, qint64 feedId, int added);
    // The section feeds of the page at url, stored on the shelf shelfPath, in the page's order.
    void sectionsSubscribed(const QUrl &url, const QString &shelfPath,
                            const QList<Lectern::IngestResult> &stored);
    void failed(const QUrl &url, const QString &message);
    // Just before failed(), when a server asked for a user name and password (HTTP 401): the
    // same subscribe() with credentials may work.
    void loginRequired(const QUrl &url);
    // What url leads to, not stored: a page without a feed (feed.format is Page, its items the
    // entries) for the caller to preview, or in a dry run the feed that would be subscribed to.
    void feedFound(const QUrl &url, const QUrl &feedUrl, const Lectern::ParsedFeed &feed);
    // With setOffersChoice(): the feeds the page at url links, in its order, nothing stored.
    void feedsLinked(const QUrl &url, const QList<Lectern::DiscoveredFeed> &feeds);

private:
    struct Attempt
    {
        QUrl requested;        // what the user gave
        QUrl candidate;        // what is being tried now
        QList<QUrl> remaining; // discovered candidates still to try
        bool discovering = false;
        BasicCredentials credentials;
        bool askedForLogin = false; // a candidate answered 401
        FetchResult page;           // the web page discovery started from
    };
    void tryCandidate(const Attempt &attempt);
    void parseAndStore(const Attempt &attempt, const FetchResult &fetched);
    // The fetched page is HTML: the feeds it links, else the usual places, are tried next.
    void discover(const Attempt &attempt, const FetchResult &fetched, const QString &error);
    // onPrivateAddress: the feed was fetched from the person's own network.
    void finish(const Attempt &attempt, const IngestResult &stored, bool onPrivateAddress = false);
    // Where what a fetched page names may be fetched from: public addresses, and its own host
    // when the page is on the person's own network.
    static NetworkReach reachFrom(const FetchResult &page);
    // Whether a page offered as a feed (feedFound) was on the person's own network, for when it
    // is followed.
    void rememberWhere(const QUrl &url, const FetchResult &fetched);
    void nextOrFail(Attempt attempt, const QString &message);
    // A page's list found and checked: filled up with older posts where it shows few, then
    // offered with feedFound(). selector: the CSS selector of the list's items.
    void offerPage(const Attempt &attempt, const QUrl &pageUrl, const ParsedFeed &list,
                   const QString &selector);
    // The list with older posts after its own, where it shows few (OlderPostsFetch), to then.
    void fillUp(const ParsedFeed &list, const QString &selector, const NetworkReach &reach,
                std::function<void(const ParsedFeed &)> then);
    // No feed and no items on the page: the site's sitemap.xml, else failed() with why.
    void trySitemap(const Attempt &attempt, const QUrl &pageUrl, const QString &why);

    LibraryWriter *m_writer;
    FeedFetcher *m_fetcher;
    bool m_dryRun = false;
    bool m_offersChoice = false;
    QSet<QUrl> m_privatePages; // pages offered as feeds that were fetched from the own network
};

} // namespace Lectern
