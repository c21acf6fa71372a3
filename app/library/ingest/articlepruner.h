// Retention: a feed (or, failing that, its shelf) may keep articles for a number of days.
// Starred articles, articles put on a shelf and captured articles are never deleted.
#pragma once

#include <QSqlDatabase>
#include <optional>

namespace Lectern {

class StatementCache;

class ArticlePruner
{
public:
    // The oldest date (ms) the feed keeps, or nullopt when it keeps everything.
    static std::optional<qint64> cutoff(QSqlDatabase db, qint64 feedId, qint64 nowMs,
                                        StatementCache *statements = nullptr);
    // Deletes what is older than cutoff and not protected; runs inside the caller's transaction.
    // Returns how many articles went, or nullopt on a database error.
    static std::optional<int> prune(QSqlDatabase db, qint64 feedId, qint64 cutoff);
};

} // namespace Lectern
