// The writer's article area: read and starred flags, reading positions, articles put on a
// shelf (ArticleStore and ShelfStore on the writer's connection).
#pragma once

#include <QFuture>
#include <QList>

namespace Lectern {

class LibraryWriter;
struct ArticleFilter;

class ArticleWrites
{
public:
    explicit ArticleWrites(LibraryWriter *writer);

    QFuture<bool> setRead(const QList<qint64> &articleIds, bool read);
    QFuture<bool> setStarred(const QList<qint64> &articleIds, bool starred);
    // Every unread article the filter holds, read (a shelf's, a feed's, the whole library's);
    // the change names their feeds, not the articles. Returns how many feeds changed, -1 on
    // failure.
    QFuture<int> markAllRead(const ArticleFilter &filter);
    // How far the article was read, a fraction clamped to 0..1. Announces nothing: no count or
    // row changes, and the reader that saved it already knows.
    QFuture<bool> setReadingPosition(qint64 articleId, double fraction);
    // Articles put on a shelf besides their feed's (they then show in it too).
    QFuture<bool> putOnShelf(const QList<qint64> &articleIds, qint64 shelfId);

private:
    QFuture<bool> setFlag(const QList<qint64> &articleIds, bool value, bool starred);

    LibraryWriter *m_writer;
};

} // namespace Lectern
