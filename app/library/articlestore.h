// Reads and writes the articles table.
#pragma once

#include "library/records.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Lectern {

struct ParsedEntry;

class ArticleStore
{
public:
    struct IngestCounts
    {
        int added = 0;
        int updated = 0;
    };

    explicit ArticleStore(QSqlDatabase db);

    // Inserts new entries and refreshes changed ones; an updated entry keeps its read and
    // starred state. Runs inside the caller's transaction. nullopt on a database error.
    std::optional<IngestCounts> ingest(qint64 feedId, const QList<ParsedEntry> &entries);

    // Newest first. feedId 0 means every feed.
    QList<ArticleSummary> articles(qint64 feedId, int limit = 500, int offset = 0) const;
    std::optional<ArticleRecord> article(qint64 id) const;
    bool setRead(qint64 id, bool read);
    bool setStarred(qint64 id, bool starred);
    QString errorString() const { return m_error; }

private:
    bool setFlag(const QString &column, qint64 id, bool value);

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
