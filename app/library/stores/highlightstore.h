// Highlights and their notes (schema 26): read by the window and the command line, written on
// the library writer's connection through HighlightWrites.
#pragma once

#include "library/database/records.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Lectern {

class HighlightStore
{
public:
    explicit HighlightStore(QSqlDatabase db);

    // The new highlight's id; nullopt when its article does not exist or the write failed. It
    // was made at highlight.created when that is earlier (one brought from another program).
    std::optional<qint64> add(const HighlightRecord &highlight, const QDateTime &now);
    bool setNote(qint64 id, const QString &note, const QDateTime &now);
    bool setColor(qint64 id, const QString &color, const QDateTime &now);
    bool remove(qint64 id);

    std::optional<HighlightRecord> highlight(qint64 id) const;
    // An article's highlights in the order of its text.
    QList<HighlightRecord> forArticle(qint64 articleId) const;
    // Every highlight (on the shelf and the shelves inside it, when shelfId > 0), grouped by
    // article, the article highlighted last first, each article's in the order of its text;
    // with their articles' titles, links and feeds.
    QList<HighlightRecord> highlights(qint64 shelfId = 0) const;

private:
    QSqlDatabase m_db;
};

} // namespace Lectern
