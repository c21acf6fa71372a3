#include "library/writes/shelfwrites.h"

#include "library/stores/savedsearchstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"

namespace Lectern {

ShelfWrites::ShelfWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<bool> ShelfWrites::add(const QString &path)
{
    return m_writer->submit<bool>([path](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).addPath(path).has_value();
        return change.structure;
    });
}

QFuture<bool> ShelfWrites::rename(qint64 shelfId, const QString &name)
{
    return m_writer->submit<bool>([shelfId, name](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).rename(shelfId, name);
        return change.structure;
    });
}

QFuture<bool> ShelfWrites::remove(qint64 shelfId)
{
    return m_writer->submit<bool>([shelfId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).removeMovingUp(shelfId);
        return change.structure;
    });
}

QFuture<bool> ShelfWrites::moveFeed(qint64 feedId, qint64 shelfId)
{
    return m_writer->submit<bool>([feedId, shelfId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = ShelfStore(db).setFeedShelf(feedId, shelfId);
        return change.structure;
    });
}

QFuture<qint64> ShelfWrites::saveSearch(const QString &name, const QString &query)
{
    return m_writer->submit<qint64>([name, query](QSqlDatabase &db, LibraryChange &change) {
        const qint64 id = SavedSearchStore(db).add(name, query).value_or(0);
        change.structure = id > 0;
        return id;
    });
}

QFuture<bool> ShelfWrites::renameSavedSearch(qint64 searchId, const QString &name)
{
    return m_writer->submit<bool>([searchId, name](QSqlDatabase &db, LibraryChange &change) {
        change.structure = SavedSearchStore(db).rename(searchId, name);
        return change.structure;
    });
}

QFuture<bool> ShelfWrites::removeSavedSearch(qint64 searchId)
{
    return m_writer->submit<bool>([searchId](QSqlDatabase &db, LibraryChange &change) {
        change.structure = SavedSearchStore(db).remove(searchId);
        return change.structure;
    });
}

} // namespace Lectern
