// Which articles a list shows, and the smart shelves' definitions: the window, its session and
// the command line all take them from here.
#pragma once

#include <QDateTime>

namespace Lectern {

enum class SmartShelf { AllArticles, Unread, Starred, Today, Offline, Highlights };

// Every condition set must hold.
struct ArticleFilter
{
    qint64 feedId = 0;
    qint64 shelfId = 0; // the shelf and the shelves inside it
    bool unreadOnly = false;
    bool starredOnly = false;
    bool offlineOnly = false;     // captured for offline reading
    bool highlightedOnly = false; // with highlights
    QDateTime since;              // published (or first seen) at or after
    qint64 afterId = 0;           // stored after the article with this id (new since a list loaded)
    // Muted articles (by a rule) only; else they are left out. Copies of another feed's article
    // (schema 30) are never listed: the article they copy is.
    bool mutedOnly = false;

    // Today starts at local midnight of now.
    static ArticleFilter forSmartShelf(SmartShelf shelf, const QDateTime &now);
    static ArticleFilter forFeed(qint64 feedId);
    static ArticleFilter forShelf(qint64 shelfId);
    bool operator==(const ArticleFilter &) const = default;
};

} // namespace Lectern
