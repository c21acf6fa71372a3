// Which of a page's lists is its posts, checked against the posts themselves: a few links of
// each list (at most LinksPerList, fetched at once, within Deadline) are read with
// ArticleSignals. The reader's first list stays unless its pages are not articles, or none of
// them could be read, and another list's are (a list of categories or series cards that
// outscored the posts).
#pragma once

#include "feeds/parsedfeed.h"
#include "net/networkreach.h"

#include <QObject>
#include <functional>

namespace Lectern {

class FeedFetcher;

class PageListCheck : public QObject
{
    Q_OBJECT
public:
    static constexpr int LinksPerList = 3;
    static constexpr int DeadlineMs = 10'000;

    struct Outcome
    {
        ParsedFeed chosen;  // its listSelector is kept only when it is not the reader's first
        int chosenList = 0; // its place in the lists checked
        int requests = 0;
        QList<int> articles; // by list: links that read as articles
        QList<int> checked;  // by list: links fetched and read
    };

    PageListCheck(FeedFetcher *fetcher, NetworkReach reach, QObject *parent = nullptr);

    // lists: PageFeedReader::readLists, best first (not empty). done is called once, on this
    // object's thread.
    void check(const QList<ParsedFeed> &lists, std::function<void(const Outcome &)> done);

    // The list to take, from what was found of each.
    static int choose(const QList<int> &articles, const QList<int> &checked);

private:
    struct Run;
    void finish(const std::shared_ptr<Run> &run);

    FeedFetcher *m_fetcher;
    NetworkReach m_reach;
};

} // namespace Lectern
