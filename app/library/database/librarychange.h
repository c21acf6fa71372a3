// What a write changed, so views can update the rows concerned instead of reloading.
#pragma once

#include <QList>
#include <QMetaType>

namespace Lectern {

struct LibraryChange
{
    QList<qint64> feeds;    // feeds whose articles or details changed
    QList<qint64> articles; // articles whose reading state changed
    bool structure = false; // feeds or shelves were added, removed or moved
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::LibraryChange)
