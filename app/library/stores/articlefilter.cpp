#include "library/stores/articlefilter.h"

namespace Lectern {

ArticleFilter ArticleFilter::forSmartShelf(SmartShelf shelf, const QDateTime &now)
{
    ArticleFilter filter;
    switch (shelf) {
    case SmartShelf::AllArticles:
        break;
    case SmartShelf::Unread:
        filter.unreadOnly = true;
        break;
    case SmartShelf::Starred:
        filter.starredOnly = true;
        break;
    case SmartShelf::Today:
        filter.since = QDateTime(now.toLocalTime().date(), QTime(0, 0));
        break;
    case SmartShelf::Offline:
        filter.offlineOnly = true;
        break;
    case SmartShelf::Highlights:
        filter.highlightedOnly = true;
        break;
    }
    return filter;
}

ArticleFilter ArticleFilter::forFeed(qint64 feedId)
{
    ArticleFilter filter;
    filter.feedId = feedId;
    return filter;
}

ArticleFilter ArticleFilter::forShelf(qint64 shelfId)
{
    ArticleFilter filter;
    filter.shelfId = shelfId;
    return filter;
}

} // namespace Lectern
