#include "library/search/searchstore.h"

#include "feeds/text/htmltext.h"
#include "library/database/searchfile.h"
#include "library/search/phraseweights.h"
#include "library/search/searchquery.h"
#include "library/search/searchstatement.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// With filters, the best kOversample pages of the ranked matches are checked first, then all
// of them; when too few pass, only the matches that pass the filters are ranked.
constexpr int kOversample = 20;
constexpr int kMinimumInner = 1000;
// Ranking costs a few microseconds per match: a word in most of a large library would take
// seconds. Beyond kRankBudget matches, only the newest kRankBudget are ranked.
constexpr qint64 kRankBudget = 4000;
// Filters are estimated from the newest kSample articles.
constexpr qint64 kSample = 2000;
// Up to kPassingList articles that pass the filters are listed for the narrow plan.
constexpr qint64 kPassingList = 5000;

bool searchesText(const SearchQuery &query)
{
    for (const QStringList *terms :
         {&query.terms, &query.phrases, &query.prefixes, &query.excluded}) {
        if (std::any_of(terms->begin(), terms->end(), SearchStatement::hasWordCharacter))
            return true;
    }
    return false;
}

// Builds the snippet from the first of summary, content and captured text that holds a
// match (converting HTML only when the raw text may), else from the start of the text. The
// plain body text, when stored, stands for summary and content.
QString snippetFor(const QStringList &needles, const QString &summary, const QString &content,
                   const QString &captured, const QVariant &body)
{
    const bool plain = !body.isNull();
    const QString sources[] = {plain ? QString() : summary, plain ? body.toString() : content,
                               captured};
    QString fallback;
    for (qsizetype i = 0; i < 3; ++i) {
        const QString &raw = sources[i];
        if (raw.isEmpty())
            continue;
        const bool mayMatch =
            std::any_of(needles.begin(), needles.end(), [&](const QString &needle) {
                return raw.contains(needle, Qt::CaseInsensitive);
            });
        if (!mayMatch && !fallback.isEmpty())
            continue;
        const QString text = i == 2 || plain ? raw.simplified() : HtmlText::toPlainText(raw);
        if (mayMatch) {
            if (const auto marked = SearchQuery::highlight(text, needles))
                return *marked;
        }
        if (fallback.isEmpty())
            fallback = text;
    }
    return SearchQuery::highlight(fallback, {}).value_or(QString());
}

std::optional<QList<SearchHit>> runSearch(QSqlDatabase db, const SearchQuery &query,
                                          const SearchStatement &statement, int limit, int offset,
                                          QString *error)
{
    // The page is chosen from ids and sort keys only; the wide columns (HTML, text, shelves)
    // are read for its rows alone.
    const QString order = statement.sources.isEmpty() ? u" ORDER BY"_s : u" ORDER BY score,"_s;
    const QString page =
        u"page AS MATERIALIZED (SELECT a.id AS id, %1 AS score,"
        " coalesce(a.published_at, a.added_at) AS sort"_s.arg(statement.scoreExpression()) +
        statement.fromWhere() + order + u" sort DESC, a.id DESC LIMIT ? OFFSET ?)"_s;
    const QString sql =
        statement.withClause(page) +
        u"SELECT a.id, a.feed_id, f.title, a.title, a.link, a.published_at, a.read, a.starred,"
        " (SELECT group_concat(name, char(31)) FROM ("
        "   SELECT s.name FROM shelves s WHERE s.id = f.shelf_id"
        "   UNION ALL SELECT s.name FROM article_shelves x JOIN shelves s ON s.id = x.shelf_id"
        "   WHERE x.article_id = a.id)),"
        " page.score, CASE WHEN a.body_text IS NULL THEN a.summary END,"
        " CASE WHEN a.body_text IS NULL THEN a.content END, a.captured_text, a.body_text,"
        " page.sort, a.captured_at IS NOT NULL"
        " FROM page CROSS JOIN articles a ON a.id = page.id JOIN feeds f ON f.id = a.feed_id"_s;

    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    if (!sqlQuery.prepare(sql)) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    statement.bindValues(sqlQuery);
    sqlQuery.addBindValue(limit);
    sqlQuery.addBindValue(offset);
    if (!sqlQuery.exec()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }

    QStringList needles = query.needles();
    needles.removeIf(
        [](const QString &needle) { return !SearchStatement::hasWordCharacter(needle); });
    // The page's rows are put in order here: an ORDER BY on this statement would copy every
    // row, its text included, into SQLite's sorter before the first one came back (2.4 ms of a
    // search in a fresh process at 200,000 articles).
    struct Row
    {
        SearchHit hit;
        qint64 sort = 0;
    };
    QList<Row> rows;
    while (sqlQuery.next()) {
        Row &row = rows.emplaceBack();
        row.sort = sqlQuery.value(14).toLongLong();
        SearchHit &hit = row.hit;
        ArticleSummary &article = hit.article;
        article.id = sqlQuery.value(0).toLongLong();
        article.feedId = sqlQuery.value(1).toLongLong();
        article.feedTitle = sqlQuery.value(2).toString();
        article.title = sqlQuery.value(3).toString();
        article.link = QUrl(sqlQuery.value(4).toString());
        if (!sqlQuery.value(5).isNull())
            article.published =
                QDateTime::fromMSecsSinceEpoch(sqlQuery.value(5).toLongLong(), QTimeZone::UTC);
        article.read = sqlQuery.value(6).toBool();
        article.starred = sqlQuery.value(7).toBool();
        article.captured = sqlQuery.value(15).toBool();
        article.shelves = sqlQuery.value(8).toString().split(QChar(31), Qt::SkipEmptyParts);
        hit.rank = sqlQuery.value(9).toDouble();
        hit.snippet =
            snippetFor(needles, sqlQuery.value(10).toString(), sqlQuery.value(11).toString(),
                       sqlQuery.value(12).toString(), sqlQuery.value(13));
    }
    if (sqlQuery.lastError().isValid()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    // As the page: by score, then newest first.
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        if (a.hit.rank != b.hit.rank)
            return a.hit.rank < b.hit.rank;
        if (a.sort != b.sort)
            return a.sort > b.sort;
        return a.hit.article.id > b.hit.article.id;
    });
    QList<SearchHit> hits;
    hits.reserve(rows.size());
    for (Row &row : rows)
        hits.append(std::move(row.hit));
    return hits;
}

// A ranked query's matches, newest first, each with its score: all of them when there are
// fewer than kRankBudget, else the newest kRankBudget, which are the ones ranked. One pass over
// the index: a phrase's matches cost more to find than to rank ("lock free": 16 ms to find
// where its newest kRankBudget matches end, another 21 ms to rank them, in a fresh process at
// 200,000 articles), and FTS5 walks them by id without ranking the ones it does not return.
// (An estimate from the newest articles went wrong when they held none of a phrase that older
// ones hold by the ten thousand: all of those were ranked.)
struct RankedMatch
{
    qint64 id = 0;
    double score = 0;
};

std::optional<QList<RankedMatch>> rankNewest(QSqlDatabase db, const SearchStatement &statement,
                                             QString *error)
{
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    QString sql = u"SELECT rowid, rank FROM %1 WHERE %1 MATCH ?"_s.arg(statement.rankedTable);
    if (!statement.rankedCall.isNull())
        sql += u" AND rank MATCH ?"_s;
    if (!sqlQuery.prepare(sql + u" ORDER BY rowid DESC LIMIT ?"_s)) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    sqlQuery.addBindValue(statement.rankedMatch);
    if (!statement.rankedCall.isNull())
        sqlQuery.addBindValue(statement.rankedCall);
    sqlQuery.addBindValue(kRankBudget);
    if (!sqlQuery.exec()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    QList<RankedMatch> matches;
    while (sqlQuery.next())
        matches.append({sqlQuery.value(0).toLongLong(), sqlQuery.value(1).toDouble()});
    if (sqlQuery.lastError().isValid()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    return matches;
}

// The best count of matches, best first (among equal scores the last added), as the JSON a
// SearchPlan takes. 17 digits: the score read back is the score written.
QString bestAsJson(QList<RankedMatch> matches, qsizetype count)
{
    count = std::min(count, matches.size());
    const auto better = [](const RankedMatch &a, const RankedMatch &b) {
        return a.score < b.score || (a.score == b.score && a.id > b.id);
    };
    std::partial_sort(matches.begin(), matches.begin() + count, matches.end(), better);
    QString json = u"["_s;
    for (qsizetype i = 0; i < count; ++i) {
        if (i > 0)
            json += u',';
        json += u'[' + QString::number(matches.at(i).id) + u',' +
                QString::number(std::isfinite(matches.at(i).score) ? matches.at(i).score : 0.0, 'g',
                                17) +
                u']';
    }
    return json + u']';
}

// How many of the newest kSample articles pass the query's filters (its words aside): the
// ranked plan reads the best of the newest matches first, and when few of those pass, only
// the matches that pass are worth ranking. Shelf filters, costly to evaluate apart, are not
// sampled.
struct FilterSample
{
    qint64 newest = 0;  // the highest article id
    qint64 passing = 0; // of the kSample articles below it
};

std::optional<FilterSample> sampleFilters(QSqlDatabase db, const SearchQuery &query)
{
    if (!query.shelf.isEmpty())
        return std::nullopt;
    SearchPlan plan;
    plan.fewArticles = true;
    SearchStatement statement = SearchStatement::build(SearchStatement::filtersOf(query), plan);
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    if (statement.conditions.isEmpty() || !sqlQuery.exec(u"SELECT max(id) FROM articles"_s) ||
        !sqlQuery.next())
        return std::nullopt;
    FilterSample sample;
    sample.newest = sqlQuery.value(0).toLongLong();
    if (sample.newest < kSample)
        return std::nullopt;
    sqlQuery.finish();
    statement.addCondition(u"a.id > ?"_s, {sample.newest - kSample});
    if (!statement.prepareSelect(sqlQuery, u"count(*)"_s) || !sqlQuery.exec() || !sqlQuery.next())
        return std::nullopt;
    sample.passing = sqlQuery.value(0).toLongLong();
    return sample;
}

// The articles that pass the query's filters, in ascending order, when there are at most
// kPassingList of them; nullopt when there are more or the query fails.
std::optional<QList<qint64>> passingArticles(QSqlDatabase db, const SearchQuery &query,
                                             bool excludeQueued)
{
    SearchPlan plan;
    plan.excludeQueued = excludeQueued;
    const SearchStatement statement =
        SearchStatement::build(SearchStatement::filtersOf(query), plan);
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    if (!statement.prepareSelect(sqlQuery, u"a.id"_s, u" LIMIT ?"_s))
        return std::nullopt;
    sqlQuery.addBindValue(kPassingList + 1);
    if (!sqlQuery.exec())
        return std::nullopt;
    QList<qint64> ids;
    while (sqlQuery.next())
        ids.append(sqlQuery.value(0).toLongLong());
    if (sqlQuery.lastError().isValid() || ids.size() > kPassingList)
        return std::nullopt;
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::optional<qint64> countOf(QSqlDatabase db, const SearchStatement &statement, QString *error)
{
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    if (!statement.prepareSelect(sqlQuery, u"count(*)"_s)) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    if (!sqlQuery.exec() || !sqlQuery.next()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    return sqlQuery.value(0).toLongLong();
}

} // namespace

SearchStore::SearchStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

namespace {
// One read transaction around the statements of a search: the writer moves articles from the
// search queue into the index meanwhile, and statements each seeing their own moment could
// find an article twice or not at all.
class ReadSnapshot
{
public:
    explicit ReadSnapshot(QSqlDatabase db)
        : m_db(std::move(db))
        , m_own(m_db.transaction()) // false inside a transaction already: that one holds
    {
    }
    ~ReadSnapshot()
    {
        if (m_own)
            m_db.commit();
    }
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    QSqlDatabase m_db;
    bool m_own;
};
} // namespace

SearchQuery SearchStore::leavingOutUnlisted(SearchQuery query)
{
    // Checked on the partial indexes of schema 30: a library with neither pays nothing.
    QSqlQuery hides(m_db);
    hides.setForwardOnly(true);
    if (!query.mutedOnly &&
        hides.exec(u"SELECT EXISTS (SELECT 1 FROM articles WHERE same_as IS NOT NULL)"
                   " OR EXISTS (SELECT 1 FROM articles WHERE muted = 1)"_s) &&
        hides.next())
        query.listedOnly = hides.value(0).toBool();
    return query;
}

QList<SearchHit> SearchStore::search(const SearchQuery &typed, int limit, int offset)
{
    m_error.clear();
    const ReadSnapshot snapshot(m_db);
    const SearchQuery query = leavingOutUnlisted(typed);
    if (!searchesText(query) || !hasQueued())
        return searchIndexed(query, limit, offset, false);
    // Queued articles are the newest ones, so their matches come first, newest first.
    const auto queued =
        runSearch(m_db, query, SearchStatement::buildQueued(query), offset + limit, 0, &m_error);
    if (!queued)
        return {};
    if (queued->size() >= offset + limit)
        return queued->mid(offset, limit);
    QList<SearchHit> hits = queued->mid(std::min<qsizetype>(offset, queued->size()));
    const int skipped = int(std::max<qsizetype>(0, offset - queued->size()));
    const QList<SearchHit> indexed = searchIndexed(query, limit - int(hits.size()), skipped, true);
    if (!m_error.isEmpty())
        return {};
    hits.append(indexed);
    return hits;
}

QList<SearchHit> SearchStore::searchIndexed(const SearchQuery &query, int limit, int offset,
                                            bool excludeQueued)
{
    PhraseWeights weights(m_db);
    SearchPlan base;
    base.weights = &weights;
    base.excludeQueued = excludeQueued;
    const SearchStatement probe = SearchStatement::build(query, base);
    if (!probe.ranked)
        return runSearch(m_db, query, probe, limit, offset, &m_error).value_or(QList<SearchHit>());
    // Without filters the best offset + limit are the answer; with them, the best kOversample
    // pages usually hold a page that passes.
    const bool filtered = !probe.conditions.isEmpty();
    const int wanted = offset + limit;
    const std::optional<QList<RankedMatch>> ranked = rankNewest(m_db, probe, &m_error);
    if (!ranked || ranked->isEmpty())
        return {};
    const bool all = ranked->size() < kRankBudget;
    SearchPlan narrow = base;
    narrow.filtersInSource = true;
    // Filters that few of the newest articles pass, on more matches than are ranked: the best
    // of the newest matches would rarely hold a page of them, so only the matches that pass are
    // ranked; first those among the newest articles where a page of them is expected.
    const std::optional<FilterSample> sample = filtered ? sampleFilters(m_db, query) : std::nullopt;
    // Every match that passes the filters, ranked; when few articles pass at all, only theirs.
    auto rankAllPassing = [&]() -> QList<SearchHit> {
        narrow.minRowid = 0;
        if (const auto passing = passingArticles(m_db, query, excludeQueued)) {
            if (passing->isEmpty())
                return {};
            narrow.passing = *passing;
        }
        return runSearch(m_db, query, SearchStatement::build(query, narrow), limit, offset,
                         &m_error)
            .value_or(QList<SearchHit>());
    };
    if (!all && sample && sample->passing * kMinimumInner < qint64(wanted) * kSample) {
        if (sample->passing > 0) {
            const qint64 window = 2 * qint64(wanted) * kSample / sample->passing;
            narrow.minRowid = std::max<qint64>(0, sample->newest - window);
            const auto hits = runSearch(m_db, query, SearchStatement::build(query, narrow), limit,
                                        offset, &m_error);
            if (!hits || hits->size() >= limit || narrow.minRowid == 0)
                return hits.value_or(QList<SearchHit>());
        }
        return rankAllPassing();
    }
    // The filters are checked on the best matches' articles, then on all the ranked ones: less
    // than reading every article that passes a broad filter ("has:code mutex": 2,158 matches,
    // a filter most of a library passes; 90 ms before). Each article checked costs a page read
    // in a fresh process, so the first pass takes about twice what a page needs at the share
    // of the newest articles that pass ("has:code mutex": 133 matches, not 1,000).
    SearchPlan plan = base;
    QList<qsizetype> passes{wanted};
    if (filtered) {
        const qsizetype broad = std::max(wanted * kOversample, kMinimumInner);
        passes = {broad};
        if (sample && sample->passing > 0)
            passes.prepend(
                std::clamp<qsizetype>(2 * wanted * kSample / sample->passing, wanted, broad));
    }
    passes.append(ranked->size());
    std::optional<QList<SearchHit>> hits;
    qsizetype checked = 0;
    for (const qsizetype best : std::as_const(passes)) {
        if (best <= checked)
            continue;
        checked = std::min(best, ranked->size());
        plan.rankedJson = bestAsJson(*ranked, checked);
        hits = runSearch(m_db, query, SearchStatement::build(query, plan), limit, offset, &m_error);
        if (!hits || hits->size() >= limit)
            return hits.value_or(QList<SearchHit>());
    }
    if (all)
        return *hits;
    // Too few of the newest matches pass: rank every match that passes the filters.
    return rankAllPassing();
}

std::optional<qint64> SearchStore::count(const SearchQuery &typed)
{
    m_error.clear();
    const ReadSnapshot snapshot(m_db);
    const SearchQuery query = leavingOutUnlisted(typed);
    if (!searchesText(query) || !hasQueued())
        return countOf(m_db, SearchStatement::build(query), &m_error);
    SearchPlan plan;
    plan.excludeQueued = true;
    const std::optional<qint64> indexed =
        countOf(m_db, SearchStatement::build(query, plan), &m_error);
    const std::optional<qint64> queued =
        indexed ? countOf(m_db, SearchStatement::buildQueued(query), &m_error) : std::nullopt;
    if (!queued)
        return std::nullopt;
    return *indexed + *queued;
}

bool SearchStore::hasQueued()
{
    QSqlQuery sqlQuery(m_db);
    sqlQuery.setForwardOnly(true);
    return sqlQuery.exec(u"SELECT 1 FROM (%1) LIMIT 1"_s.arg(SearchFile::queuedArticlesSql())) &&
           sqlQuery.next();
}

} // namespace Lectern
