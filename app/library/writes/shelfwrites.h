// The writer's shelf area: shelves made, renamed and removed, feeds put on them, and saved
// searches (ShelfStore and SavedSearchStore on the writer's connection). Each is a structure
// change: the side panel is read again.
#pragma once

#include <QFuture>
#include <QString>

namespace Lectern {

class LibraryWriter;

class ShelfWrites
{
public:
    explicit ShelfWrites(LibraryWriter *writer);

    // A path like "Systems/GPU" makes the missing parents too.
    QFuture<bool> add(const QString &path);
    QFuture<bool> rename(qint64 shelfId, const QString &name);
    // Nothing is lost: the shelf's feeds and shelves move up a level.
    QFuture<bool> remove(qint64 shelfId);
    // shelfId 0: on no shelf.
    QFuture<bool> moveFeed(qint64 feedId, qint64 shelfId);
    // Saved searches (smart shelves of a query): the new one's id, 0 when refused.
    QFuture<qint64> saveSearch(const QString &name, const QString &query);
    QFuture<bool> renameSavedSearch(qint64 searchId, const QString &name);
    QFuture<bool> removeSavedSearch(qint64 searchId);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
