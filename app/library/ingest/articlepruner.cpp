#include "library/ingest/articlepruner.h"

#include "library/database/statementcache.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

std::optional<qint64> ArticlePruner::cutoff(QSqlDatabase db, qint64 feedId, qint64 nowMs,
                                            StatementCache *statements)
{
    // The feed's own setting wins; else the nearest shelf up the tree that has one.
    QSqlQuery local(db);
    QSqlQuery *query = preparedStatement(
        statements, local,
        u"WITH RECURSIVE up(id, parent_id, days, depth) AS ("
        "  SELECT s.id, s.parent_id, s.retention_days, 0 FROM shelves s"
        "   JOIN feeds f ON f.shelf_id = s.id WHERE f.id = ?"
        "  UNION ALL SELECT s.id, s.parent_id, s.retention_days, up.depth + 1"
        "   FROM shelves s JOIN up ON s.id = up.parent_id WHERE up.days IS NULL)"
        " SELECT coalesce((SELECT retention_days FROM feeds WHERE id = ?),"
        "  (SELECT days FROM up WHERE days IS NOT NULL ORDER BY depth LIMIT 1))"_s);
    if (!query)
        return std::nullopt;
    query->addBindValue(feedId);
    query->addBindValue(feedId);
    const bool found = query->exec() && query->next() && !query->value(0).isNull();
    const qint64 days = found ? query->value(0).toLongLong() : 0;
    query->finish();
    if (!found)
        return std::nullopt; // keep everything
    return nowMs - days * 24 * 3600 * 1000;
}

std::optional<int> ArticlePruner::prune(QSqlDatabase db, qint64 feedId, qint64 cutoff)
{
    QSqlQuery query(db);
    query.prepare(
        u"DELETE FROM articles WHERE feed_id = ? AND coalesce(published_at, added_at) < ?"
        " AND starred = 0 AND captured_at IS NULL"
        " AND NOT EXISTS (SELECT 1 FROM highlights h WHERE h.article_id = articles.id)"
        " AND NOT EXISTS (SELECT 1 FROM article_shelves x WHERE x.article_id = articles.id)"_s);
    query.addBindValue(feedId);
    query.addBindValue(cutoff);
    if (!query.exec())
        return std::nullopt;
    return query.numRowsAffected();
}

} // namespace Lectern
