#include "library/writes/articlewrites.h"

#include "library/database/savepoint.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Lectern {

ArticleWrites::ArticleWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<bool> ArticleWrites::setRead(const QList<qint64> &articleIds, bool read)
{
    return setFlag(articleIds, read, false);
}

QFuture<bool> ArticleWrites::setStarred(const QList<qint64> &articleIds, bool starred)
{
    return setFlag(articleIds, starred, true);
}

QFuture<bool> ArticleWrites::setFlag(const QList<qint64> &articleIds, bool value, bool starred)
{
    return m_writer->submit<bool>([articleIds, value, starred](QSqlDatabase &db,
                                                               LibraryChange &change) {
        ArticleStore articles(db);
        Savepoint work(db, u"flag"_s);
        for (qint64 id : articleIds) {
            const bool ok = starred ? articles.setStarred(id, value) : articles.setRead(id, value);
            if (!ok)
                return false; // the savepoint undoes the ids already changed
        }
        if (!work.release())
            return false;
        change.articles = articleIds;
        for (qint64 id : articleIds) {
            if (const auto feed = articles.feedOf(id); feed && !change.feeds.contains(*feed))
                change.feeds.append(*feed);
        }
        return true;
    });
}

QFuture<int> ArticleWrites::markAllRead(const ArticleFilter &filter)
{
    return m_writer->submit<int>(
        [filter](QSqlDatabase &db, LibraryChange &change) {
            const auto feeds = ArticleStore(db).markAllRead(filter);
            if (!feeds)
                return -1;
            change.feeds = *feeds;
            return int(feeds->size());
        },
        [](const QString &) { return -1; });
}

QFuture<bool> ArticleWrites::setReadingPosition(qint64 articleId, double fraction)
{
    // NaN (a page with nothing to scroll can report one) counts as the top.
    const double position = std::isfinite(fraction) ? std::clamp(fraction, 0.0, 1.0) : 0.0;
    return m_writer->submit<bool>([articleId, position](QSqlDatabase &db, LibraryChange &) {
        return ArticleStore(db).setReadingPosition(articleId, position);
    });
}

QFuture<bool> ArticleWrites::putOnShelf(const QList<qint64> &articleIds, qint64 shelfId)
{
    return m_writer->submit<bool>([articleIds, shelfId](QSqlDatabase &db, LibraryChange &change) {
        ShelfStore shelves(db);
        Savepoint work(db, u"put_articles"_s); // every article or none
        for (qint64 id : articleIds) {
            if (!shelves.putArticle(id, shelfId))
                return false;
        }
        if (!work.release())
            return false;
        change.structure = true; // shelf counts: read again whole, once
        change.articles = articleIds;
        return true;
    });
}

} // namespace Lectern
