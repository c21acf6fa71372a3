// Full-text search over the library: runs a SearchQuery against the FTS5 indexes of schema 3
// (words through unicode61; Chinese, Japanese and Korean through single characters, schemas
// 19 and 20) with its filters in SQL, best matches first
// (bm25, then newest), each with a marked snippet. A word found in so many articles that ranking
// them all would be slow is ranked among the newest ones. Articles still in the search queue
// (schema 9) are found by a scan of their text and come before the ranked matches.
#pragma once

#include "library/database/records.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Lectern {

class SearchQuery;

struct SearchHit
{
    ArticleSummary article;
    QString snippet; // HTML-escaped text, matches wrapped in <mark>...</mark>
    double rank = 0; // bm25 score summed over the indexes used; lower is better, 0 for none
};

class SearchStore
{
public:
    explicit SearchStore(QSqlDatabase db);

    // Best first; a query with filters only lists the matching articles newest first. An
    // empty result with a non-empty errorString() means the database failed.
    QList<SearchHit> search(const SearchQuery &query, int limit = 50, int offset = 0);
    // How many articles match; nullopt on a database error.
    std::optional<qint64> count(const SearchQuery &query);
    QString errorString() const { return m_error; }

private:
    // The query with listedOnly set when the library holds articles a search leaves out.
    SearchQuery leavingOutUnlisted(SearchQuery query);
    QList<SearchHit> searchIndexed(const SearchQuery &query, int limit, int offset,
                                   bool excludeQueued);
    bool hasQueued();

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
