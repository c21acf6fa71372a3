// The SQL of one search, built from a SearchQuery: the index that finds its words (the
// ranked source), its filters as conditions on the article and feed rows, and how the ranked
// source runs (SearchPlan). SearchStore runs it and pages, ranks and counts with it.
#pragma once

#include "library/search/searchquery.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

class QSqlQuery;

namespace Lectern {

class PhraseWeights;

// How to run a query whose only source is a ranked index.
struct SearchPlan
{
    PhraseWeights *weights = nullptr; // null: the indexes' bm25()
    qint64 minRowid = 0;              // > 0: only articles with a greater id are ranked
    bool filtersInSource = false;     // rank only the matches that pass the filters
    // Not empty: the matches ranked already (rankNewest), as a JSON array of [id, score]; the
    // index is not read again.
    QString rankedJson;
    // Queued articles are searched apart (SearchStatement::buildQueued) and left out of this
    // statement.
    bool excludeQueued = false;
    // The statement checks its filters on a few given articles (a sample of the newest): each
    // article is looked up, rather than a filter's whole list of articles built.
    bool fewArticles = false;
    // With filtersInSource, not empty: the articles that pass the filters, in ascending order
    // (SearchStore lists them), which also bound the index's walk.
    QList<qint64> passing;
};

// The SQL of one search, its bound values kept in the order they appear.
struct SearchStatement
{
    bool ranked = false; // one source, ranked by FTS5 (rankedTable MATCH rankedMatch)
    QString rankedTable;
    QString rankedMatch;
    QVariant rankedCall; // for "rank MATCH ?": lectern_rank() and its weights, or null
    QStringList ctes;
    QVariantList cteValues;
    QStringList sources; // CTE names giving (id, score); the first drives the join
    QStringList conditions;
    QVariantList conditionValues;

    static SearchStatement build(const SearchQuery &query, const SearchPlan &plan = {});
    // Articles in the search queue (schemas 9, 23 and 24) are not in the indexes as they are
    // now: a term matches one when it is a substring of its text, ASCII letters folded by
    // lower(); filters apply as usual.
    static SearchStatement buildQueued(const SearchQuery &query);
    // The query's filters alone, its words left out.
    static SearchQuery filtersOf(SearchQuery query);
    static bool hasWordCharacter(QStringView text);

    void addSource(const QString &sql, const QVariantList &values);
    void addCondition(const QString &sql, const QVariantList &values = {});

    // "WITH ..., " for the statement's CTEs and then more (which must not be empty).
    QString withClause(const QString &more) const;
    // FROM ... WHERE ... of the statement: the first hit set drives, articles are found by id.
    QString fromWhere() const;
    QString scoreExpression() const;
    // "SELECT select FROM ... WHERE ..." after the CTEs, then tail, prepared on query with the
    // statement's values bound; tail's values are bound after it by the caller.
    bool prepareSelect(QSqlQuery &query, const QString &select, const QString &tail = {}) const;
    // The CTEs' values, then the conditions', in the order the SQL holds them.
    void bindValues(QSqlQuery &query) const;
};

} // namespace Lectern
