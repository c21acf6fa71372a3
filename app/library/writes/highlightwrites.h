// The writer's highlights area: highlights added, their notes and colours changed, removed
// (HighlightStore on the writer's connection). Each change names the highlight's article and
// feed, so the lists and the Highlights shelf's count follow.
#pragma once

#include "library/database/records.h"

#include <QFuture>
#include <QList>

namespace Lectern {

class LibraryWriter;

class HighlightWrites
{
public:
    explicit HighlightWrites(LibraryWriter *writer);

    // The new highlight's id, 0 when it could not be stored (no such article, a colour not in
    // HighlightRecord::colors(), an empty quote).
    QFuture<qint64> add(const HighlightRecord &highlight);
    // Several at once, in one commit (an import): how many were stored, -1 when none could be.
    QFuture<int> addAll(const QList<HighlightRecord> &highlights);
    QFuture<bool> setNote(qint64 highlightId, const QString &note);
    QFuture<bool> setColor(qint64 highlightId, const QString &color);
    QFuture<bool> remove(qint64 highlightId);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
