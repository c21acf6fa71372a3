// For tests that link the library: a feed moved to a shelf through the writer, the way the
// window's commands do it (the shelf made first, found again through a reading connection).
#pragma once

#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "library/writes/shelfwrites.h"

namespace Lectern::Testing {

inline bool moveToShelf(LibraryWriter &writer, const QSqlDatabase &reader, qint64 feedId,
                        const QString &path)
{
    if (!writer.shelves().add(path).result())
        return false;
    const auto shelf = ShelfStore(reader).find(path);
    return shelf && writer.shelves().moveFeed(feedId, *shelf).result();
}

} // namespace Lectern::Testing
