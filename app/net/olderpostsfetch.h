// A page feed's list that shows few posts (fewer than FewItems) is filled up with older ones:
// the list's next page is fetched, else the site's archive, as the index page links them
// (ParsedFeed::olderPages), one after the other and at most MaxPages, within DeadlineMs. What
// they add is the posts of the same list (read by its selector, else the page's best list)
// whose addresses have the shape of the list's own, and that the list does not hold yet.
#pragma once

#include "feeds/parsedfeed.h"
#include "net/networkreach.h"

#include <QObject>
#include <functional>

namespace Lectern {

class FeedFetcher;

class OlderPostsFetch : public QObject
{
    Q_OBJECT
public:
    static constexpr int FewItems = 10; // a list this long needs nothing more
    static constexpr int MaxItems = 30; // what a list is filled up to, at most
    static constexpr int MaxPages = 2;
    static constexpr int DeadlineMs = 10'000;

    struct Outcome
    {
        ParsedFeed feed; // the list, with the older posts after its own; its olderPages cleared
        int added = 0;
        int requests = 0;
        QList<QUrl> from; // the pages the older posts came from
    };

    OlderPostsFetch(FeedFetcher *fetcher, NetworkReach reach, QObject *parent = nullptr);

    // list: the list taken; selector: the CSS selector of its items (empty: found again on the
    // next page as the page's best list). done is called once, on this object's thread.
    void fetch(const ParsedFeed &list, const QString &selector,
               std::function<void(const Outcome &)> done);

    // Of more, the posts that go on from list: of the same site and the same address shape as
    // some post of list, not in it already; in more's order.
    static QList<ParsedEntry> continuation(const QList<ParsedEntry> &list,
                                           const QList<ParsedEntry> &more);
    // The posts a fetched page adds to list: read by the selector, else the best of the
    // page's lists for it.
    static QList<ParsedEntry> olderPosts(const QList<ParsedEntry> &list, const QString &selector,
                                         const QByteArray &html, const QUrl &pageUrl,
                                         const QString &contentType);

private:
    struct Run;
    void next(const std::shared_ptr<Run> &run);
    void finish(const std::shared_ptr<Run> &run);

    FeedFetcher *m_fetcher;
    NetworkReach m_reach;
};

} // namespace Lectern
