#include "library/searchstore.h"

#include "feeds/htmltext.h"
#include "library/cjkcharacters.h"
#include "library/phraseweights.h"
#include "library/searchfile.h"
#include "library/searchquery.h"

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

bool hasWordCharacter(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

// An FTS5 string: the term in double quotes with its quotes doubled, so that no operator or
// column filter inside it is interpreted.
QString ftsString(const QString &term)
{
    QString escaped = term;
    escaped.replace(u'"', u"\"\""_s);
    return u'"' + escaped + u'"';
}

// Terms sorted by the index that can find them.
struct Split
{
    QStringList words; // unicode61
    QStringList cjk;   // CJK among their characters: search_cjk_chars, ASCII letters folded
};

Split split(const QStringList &terms)
{
    Split result;
    for (const QString &term : terms) {
        if (!hasWordCharacter(term))
            continue;
        if (!CjkCharacters::contains(term))
            result.words.append(term);
        else
            result.cjk.append(term.toLower());
    }
    return result;
}

// The SQL of one search, its bound values kept in the order they appear.
struct Statement
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

    void addSource(const QString &sql, const QVariantList &values)
    {
        const QString name = u"hits%1"_s.arg(sources.size());
        ctes.append(name + u" AS MATERIALIZED ("_s + sql + u')');
        cteValues.append(values);
        sources.append(name);
    }
    void addCondition(const QString &sql, const QVariantList &values = {})
    {
        conditions.append(sql);
        conditionValues.append(values);
    }
};

// An article's text as the indexes hold it (title, authors, body, captured text, feed title,
// tags), from the articles row a and the feeds row f, with ASCII letters in lower case.
const QString articleTextSql =
    u"lower(a.title || ' ' || a.authors || ' ' || coalesce(a.body_text, coalesce(a.summary, '')"
    " || ' ' || coalesce(a.content, '')) || ' ' || coalesce(a.captured_text, '') || ' ' ||"
    " f.title || ' ' || coalesce((SELECT group_concat(t.name, ' ') FROM article_tags x"
    " JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id), ''))"_s;

// How to run a query whose only source is a ranked index.
struct Plan
{
    PhraseWeights *weights = nullptr; // null: the indexes' bm25()
    qint64 minRowid = 0;              // > 0: only articles with a greater id are ranked
    bool filtersInSource = false;     // rank only the matches that pass the filters
    // Not empty: the matches ranked already (rankNewest), as a JSON array of [id, score]; the
    // index is not read again.
    QString rankedJson;
    // Queued articles are searched apart (buildQueued) and left out of this statement.
    bool excludeQueued = false;
    // The statement checks its filters on a few given articles (a sample of the newest): each
    // article is looked up, rather than a filter's whole list of articles built.
    bool fewArticles = false;
    // With filtersInSource, not empty: the articles that pass the filters, in ascending order
    // (passingArticles), which also bound the index's walk.
    QList<qint64> passing;
};

// The only source as FTS5 runs it best: the filters inside, then ranked; or the matches
// ranked already.
void planRanked(Statement &statement, const Plan &plan)
{
    QString sql;
    QVariantList values;
    if (!plan.rankedJson.isEmpty()) {
        sql = u"SELECT value ->> 0 AS id, value ->> 1 AS score FROM json_each(?)"_s;
        values.append(plan.rankedJson);
    } else {
        sql = u"SELECT rowid AS id, rank AS score FROM %1 WHERE %1 MATCH ?"_s.arg(
            statement.rankedTable);
        values.append(statement.rankedMatch);
        if (!statement.rankedCall.isNull()) {
            sql += u" AND rank MATCH ?"_s;
            values.append(statement.rankedCall);
        }
        if (plan.minRowid > 0) {
            sql += u" AND rowid > ?"_s;
            values.append(plan.minRowid);
        }
        if (plan.filtersInSource && !plan.passing.isEmpty()) {
            // A feed's articles, the starred ones: the walk stops outside their ids ("feed:3
            // thread" walked all 160,000 matches of "thread" for 170 in the feed).
            QString ids = u"["_s;
            for (const qint64 id : plan.passing)
                ids += QString::number(id) + u',';
            ids.back() = u']';
            sql += u" AND rowid BETWEEN ? AND ? AND +rowid IN (SELECT value FROM json_each(?))"_s;
            values << plan.passing.first() << plan.passing.last() << ids;
            statement.conditions.clear();
            statement.conditionValues.clear();
        } else if (plan.filtersInSource && !statement.conditions.isEmpty()) {
            // "+rowid": a filter on the matches, not one FTS5 lookup per filtered article. The
            // articles are searched within the window too: "a.starred = 1" alone scanned the
            // whole filter index (1,000 pages read at 200,000 articles).
            sql += u" AND +rowid IN (SELECT a.id FROM articles a JOIN feeds f ON f.id = a.feed_id"
                   " WHERE "_s +
                   statement.conditions.join(u" AND "_s) +
                   (plan.minRowid > 0 ? u" AND a.id > ?)"_s : u")"_s);
            values.append(statement.conditionValues);
            if (plan.minRowid > 0)
                values.append(plan.minRowid);
            statement.conditions.clear();
            statement.conditionValues.clear();
        }
    }
    // The source was added last, with the match (and the rank call) as its values.
    statement.ctes.last() = statement.sources.first() + u" AS MATERIALIZED ("_s + sql + u')';
    statement.cteValues.removeLast();
    if (!statement.rankedCall.isNull())
        statement.cteValues.removeLast();
    statement.cteValues.append(values);
}

Statement build(const SearchQuery &query, const Plan &plan = {})
{
    Statement statement;
    QStringList positives = query.terms;
    positives.append(query.phrases);
    Split wanted = split(positives);
    const Split unwanted = split(query.excluded);

    auto quotedAll = [](const QStringList &terms) {
        QStringList quoted;
        for (const QString &term : terms)
            quoted.append(ftsString(term));
        return quoted;
    };
    // Prefixes of words go to the word index as "stem"*; of CJK text, which is found anywhere
    // in a word, as terms.
    QStringList wordPrefixes;
    for (const QString &prefix : query.prefixes) {
        if (!hasWordCharacter(prefix))
            continue;
        if (CjkCharacters::contains(prefix))
            wanted.cjk.append(prefix.toLower());
        else
            wordPrefixes.append(ftsString(prefix) + u'*');
    }
    // A ranked source: the phrases of its MATCH in order, the first `positive` of them wanted.
    auto addRanked = [&](const QString &table, const QString &match, const QStringList &phrases,
                         qsizetype positive) {
        const QVariant call =
            plan.weights ? plan.weights->rankFor(table, phrases, positive) : QVariant();
        QString sql = u"SELECT rowid AS id, rank AS score FROM %1 WHERE %1 MATCH ?"_s.arg(table);
        QVariantList values{match};
        if (!call.isNull()) {
            sql += u" AND rank MATCH ?"_s;
            values.append(call);
        }
        statement.addSource(sql, values);
        statement.rankedTable = table;
        statement.rankedMatch = match;
        statement.rankedCall = call;
    };
    if (!wanted.words.isEmpty() || !wordPrefixes.isEmpty()) {
        const QStringList positive = quotedAll(wanted.words) + wordPrefixes;
        QString match = u"("_s + positive.join(u' ') + u')';
        for (const QString &term : unwanted.words)
            match += u" NOT "_s + ftsString(term);
        addRanked(u"search_words"_s, match, positive + quotedAll(unwanted.words), positive.size());
    } else if (!unwanted.words.isEmpty()) {
        statement.addCondition(
            u"a.id NOT IN (SELECT rowid FROM search_words WHERE search_words MATCH ?)"_s,
            {quotedAll(unwanted.words).join(u" OR "_s)});
    }
    // CJK terms are phrases of single characters (schema 19); a term with other characters in
    // it ("C语言") must also be in the text as written.
    auto charactersOf = [](const QStringList &terms) {
        QStringList phrases;
        for (const QString &term : terms)
            phrases.append(CjkCharacters::phrase(term));
        return phrases;
    };
    auto asWritten = [&](const QStringList &terms, const char *test) {
        for (const QString &term : terms) {
            if (!CjkCharacters::only(term))
                statement.addCondition(
                    u"instr("_s + articleTextSql + u", ?) "_s + QLatin1StringView(test), {term});
        }
    };
    const QString inCharacters =
        u"a.id %1 (SELECT rowid FROM search_cjk_chars WHERE search_cjk_chars MATCH ?)"_s;
    // An excluded mixed term excludes only where it is written as such.
    QStringList unwantedCjk = unwanted.cjk;
    unwantedCjk.removeIf([](const QString &term) { return !CjkCharacters::only(term); });
    if (!wanted.cjk.isEmpty()) {
        const QStringList phrases = charactersOf(wanted.cjk);
        if (statement.sources.isEmpty()) {
            // Exclusions in the ranked MATCH, as for words: only the matches that remain are
            // ranked, not the newest of all and then filtered.
            const QStringList excluded = charactersOf(unwantedCjk);
            QString match = phrases.join(u' ');
            if (!excluded.isEmpty())
                match = u'(' + match + u") NOT "_s + excluded.join(u" NOT "_s);
            addRanked(u"search_cjk_chars"_s, match, phrases + excluded, phrases.size());
            unwantedCjk.clear();
        } else {
            statement.addCondition(inCharacters.arg(u"IN"_s), {phrases.join(u' ')});
        }
        asWritten(wanted.cjk, "> 0");
    }
    if (!unwantedCjk.isEmpty()) {
        statement.addCondition(inCharacters.arg(u"NOT IN"_s),
                               {charactersOf(unwantedCjk).join(u" OR "_s)});
    }
    asWritten(unwanted.cjk, "= 0");

    // Since schema 24 a queued article may still have rows in the indexes (an entry with
    // indexed = 1 takes them out only when the indexer reaches it): they are left out here.
    if (plan.excludeQueued)
        statement.addCondition(u"a.id NOT IN (%1)"_s.arg(SearchFile::queuedArticlesSql()));

    // The ranked source must be the last CTE for planRanked, so it is checked before the
    // shelf tree is put in front.
    statement.ranked = statement.sources.size() == 1 && !statement.rankedTable.isEmpty() &&
                       statement.ctes.size() == 1;

    if (!query.shelf.isEmpty()) {
        statement.ctes.prepend(
            u"tree(id) AS (SELECT id FROM shelves WHERE name = ? COLLATE NOCASE"
            " UNION SELECT s.id FROM shelves s JOIN tree ON s.parent_id = tree.id)"_s);
        statement.cteValues.prepend(query.shelf);
        statement.addCondition(
            u"(f.shelf_id IN tree OR a.id IN"
            " (SELECT article_id FROM article_shelves WHERE shelf_id IN tree))"_s);
    }
    if (!query.feed.isEmpty()) {
        bool numeric = false;
        const qint64 feedId = query.feed.toLongLong(&numeric);
        if (numeric)
            statement.addCondition(u"a.feed_id = ?"_s, {feedId});
        else
            statement.addCondition(u"instr(lower(f.title), ?) > 0"_s, {query.feed.toLower()});
    }
    if (!query.tag.isEmpty()) {
        // On a few articles (ranked matches, a sample), a look-up each; otherwise the tag's
        // list of articles: "tag:rust" lists 45,000 at 200,000 articles, where the best matches
        // of "tag:rust kernel" need a few hundred look-ups.
        if (plan.fewArticles || (statement.ranked && !plan.rankedJson.isEmpty()))
            statement.addCondition(
                u"EXISTS (SELECT 1 FROM article_tags x JOIN tags t"
                " ON t.id = x.tag_id WHERE x.article_id = a.id AND t.name = ?)"_s,
                {query.tag});
        else
            statement.addCondition(u"a.id IN (SELECT x.article_id FROM article_tags x"
                                   " JOIN tags t ON t.id = x.tag_id WHERE t.name = ?)"_s,
                                   {query.tag});
    }
    if (query.unreadOnly)
        statement.addCondition(u"a.read = 0"_s);
    if (query.starredOnly)
        statement.addCondition(u"a.starred = 1"_s);
    if (query.offlineOnly)
        statement.addCondition(u"a.captured_at IS NOT NULL"_s);
    if (query.hasCode)
        statement.addCondition(u"a.has_code = 1"_s);
    auto dayStart = [](QDate day) {
        return QDateTime(day, QTime(0, 0), QTimeZone::UTC).toMSecsSinceEpoch();
    };
    if (query.before.isValid())
        statement.addCondition(u"coalesce(a.published_at, a.added_at) < ?"_s,
                               {dayStart(query.before)});
    if (query.after.isValid())
        statement.addCondition(u"coalesce(a.published_at, a.added_at) >= ?"_s,
                               {dayStart(query.after)});
    if (statement.ranked)
        planRanked(statement, plan);
    return statement;
}

// The query's filters alone, its words left out.
SearchQuery filtersOf(SearchQuery query)
{
    query.terms.clear();
    query.phrases.clear();
    query.prefixes.clear();
    query.excluded.clear();
    return query;
}

// Articles in the search queue (schemas 9, 23 and 24) are not in the indexes as they are now: a
// term matches one when it is a substring of its text, ASCII letters folded by lower(); filters
// apply as usual.
Statement buildQueued(const SearchQuery &query)
{
    Statement statement = build(filtersOf(query));
    const QString text = u"instr(lower(d.title || ' ' || d.authors || ' ' || d.body || ' ' ||"
                         " d.captured_text || ' ' || d.feed_title || ' ' || d.tags), ?)"_s;
    QStringList tests;
    QVariantList values;
    const QStringList positives = query.needles();
    for (const QString &term : positives) {
        if (hasWordCharacter(term)) {
            tests.append(text + u" > 0"_s);
            values.append(term.toLower());
        }
    }
    for (const QString &term : query.excluded) {
        if (hasWordCharacter(term)) {
            tests.append(text + u" = 0"_s);
            values.append(term.toLower());
        }
    }
    QString sql =
        u"SELECT d.id AS id, 0.0 AS score FROM search_documents d WHERE d.id IN (%1)"_s.arg(
            SearchFile::queuedArticlesSql());
    for (const QString &test : std::as_const(tests))
        sql += u" AND "_s + test;
    // The source must come after the shelf tree, whose value build() bound first.
    statement.addSource(sql, values);
    return statement;
}

bool searchesText(const SearchQuery &query)
{
    for (const QStringList *terms :
         {&query.terms, &query.phrases, &query.prefixes, &query.excluded}) {
        if (std::any_of(terms->begin(), terms->end(), hasWordCharacter))
            return true;
    }
    return false;
}

// "WITH ..., " for the statement's CTEs and then more (which must not be empty).
QString withClause(const Statement &statement, const QString &more)
{
    QStringList ctes = statement.ctes;
    ctes.append(more);
    return u"WITH RECURSIVE "_s + ctes.join(u", "_s) + u' ';
}

// FROM ... WHERE ... of a statement: the first hit set drives, articles are found by id.
QString fromWhere(const Statement &statement)
{
    QString sql = u" FROM "_s;
    if (statement.sources.isEmpty()) {
        sql += u"articles a JOIN feeds f ON f.id = a.feed_id"_s;
    } else {
        // The filters' columns from their index (schema 25), not from the matches' rows.
        sql += statement.sources.first() +
               u" h0 CROSS JOIN articles a INDEXED BY articles_filters ON a.id = h0.id"
               " JOIN feeds f ON f.id = a.feed_id"_s;
        for (qsizetype i = 1; i < statement.sources.size(); ++i)
            sql += u" JOIN %1 h%2 ON h%2.id = a.id"_s.arg(statement.sources.at(i)).arg(i);
    }
    if (statement.conditions.isEmpty())
        return sql;
    if (statement.sources.isEmpty())
        return sql + u" WHERE "_s + statement.conditions.join(u" AND "_s);
    // "+(...)": no condition may pick the index's entries instead of the matches. Given
    // "a.id IN (a tag's articles)", SQLite walked the whole list for each match (11 s for
    // "tag:rust kernel" at 200,000 articles, 35 ms without the index).
    return sql + u" WHERE +("_s + statement.conditions.join(u") AND +("_s) + u')';
}

QString scoreExpression(const Statement &statement)
{
    if (statement.sources.isEmpty())
        return u"0.0"_s;
    QStringList parts;
    for (qsizetype i = 0; i < statement.sources.size(); ++i)
        parts.append(u"h%1.score"_s.arg(i));
    return parts.join(u" + "_s);
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

void bindAll(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
}

std::optional<QList<SearchHit>> runSearch(QSqlDatabase db, const SearchQuery &query,
                                          const Statement &statement, int limit, int offset,
                                          QString *error)
{
    // The page is chosen from ids and sort keys only; the wide columns (HTML, text, shelves)
    // are read for its rows alone.
    const QString order = statement.sources.isEmpty() ? u" ORDER BY"_s : u" ORDER BY score,"_s;
    const QString page =
        u"page AS MATERIALIZED (SELECT a.id AS id, %1 AS score,"
        " coalesce(a.published_at, a.added_at) AS sort"_s.arg(scoreExpression(statement)) +
        fromWhere(statement) + order + u" sort DESC, a.id DESC LIMIT ? OFFSET ?)"_s;
    const QString sql =
        withClause(statement, page) +
        u"SELECT a.id, a.feed_id, f.title, a.title, a.link, a.published_at, a.read, a.starred,"
        " (SELECT group_concat(name, char(31)) FROM ("
        "   SELECT s.name FROM shelves s WHERE s.id = f.shelf_id"
        "   UNION ALL SELECT s.name FROM article_shelves x JOIN shelves s ON s.id = x.shelf_id"
        "   WHERE x.article_id = a.id)),"
        " page.score, CASE WHEN a.body_text IS NULL THEN a.summary END,"
        " CASE WHEN a.body_text IS NULL THEN a.content END, a.captured_text, a.body_text,"
        " page.sort"
        " FROM page CROSS JOIN articles a ON a.id = page.id JOIN feeds f ON f.id = a.feed_id"_s;

    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    if (!sqlQuery.prepare(sql)) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    bindAll(sqlQuery, statement.cteValues);
    bindAll(sqlQuery, statement.conditionValues);
    sqlQuery.addBindValue(limit);
    sqlQuery.addBindValue(offset);
    if (!sqlQuery.exec()) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }

    QStringList needles = query.needles();
    needles.removeIf([](const QString &needle) { return !hasWordCharacter(needle); });
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

std::optional<QList<RankedMatch>> rankNewest(QSqlDatabase db, const Statement &statement,
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
// Plan takes. 17 digits: the score read back is the score written.
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
    Plan plan;
    plan.fewArticles = true;
    Statement statement = build(filtersOf(query), plan);
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
    if (!sqlQuery.prepare(u"SELECT count(*)"_s + fromWhere(statement)))
        return std::nullopt;
    bindAll(sqlQuery, statement.conditionValues);
    if (!sqlQuery.exec() || !sqlQuery.next())
        return std::nullopt;
    sample.passing = sqlQuery.value(0).toLongLong();
    return sample;
}

// The articles that pass the query's filters, in ascending order, when there are at most
// kPassingList of them; nullopt when there are more or the query fails.
std::optional<QList<qint64>> passingArticles(QSqlDatabase db, const SearchQuery &query,
                                             bool excludeQueued)
{
    Plan plan;
    plan.excludeQueued = excludeQueued;
    const Statement statement = build(filtersOf(query), plan);
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    QString sql = u"SELECT a.id"_s + fromWhere(statement) + u" LIMIT ?"_s;
    if (!statement.ctes.isEmpty())
        sql.prepend(u"WITH RECURSIVE "_s + statement.ctes.join(u", "_s) + u' ');
    if (!sqlQuery.prepare(sql))
        return std::nullopt;
    bindAll(sqlQuery, statement.cteValues);
    bindAll(sqlQuery, statement.conditionValues);
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

std::optional<qint64> countOf(QSqlDatabase db, const Statement &statement, QString *error)
{
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    QString sql = u"SELECT count(*)"_s + fromWhere(statement);
    if (!statement.ctes.isEmpty())
        sql.prepend(u"WITH RECURSIVE "_s + statement.ctes.join(u", "_s) + u' ');
    if (!sqlQuery.prepare(sql)) {
        *error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    bindAll(sqlQuery, statement.cteValues);
    bindAll(sqlQuery, statement.conditionValues);
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

QList<SearchHit> SearchStore::search(const SearchQuery &query, int limit, int offset)
{
    m_error.clear();
    const ReadSnapshot snapshot(m_db);
    if (!searchesText(query) || !hasQueued())
        return searchIndexed(query, limit, offset, false);
    // Queued articles are the newest ones, so their matches come first, newest first.
    const auto queued = runSearch(m_db, query, buildQueued(query), offset + limit, 0, &m_error);
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
    Plan base;
    base.weights = &weights;
    base.excludeQueued = excludeQueued;
    const Statement probe = build(query, base);
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
    Plan narrow = base;
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
        return runSearch(m_db, query, build(query, narrow), limit, offset, &m_error)
            .value_or(QList<SearchHit>());
    };
    if (!all && sample && sample->passing * kMinimumInner < qint64(wanted) * kSample) {
        if (sample->passing > 0) {
            const qint64 window = 2 * qint64(wanted) * kSample / sample->passing;
            narrow.minRowid = std::max<qint64>(0, sample->newest - window);
            const auto hits = runSearch(m_db, query, build(query, narrow), limit, offset, &m_error);
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
    Plan plan = base;
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
        hits = runSearch(m_db, query, build(query, plan), limit, offset, &m_error);
        if (!hits || hits->size() >= limit)
            return hits.value_or(QList<SearchHit>());
    }
    if (all)
        return *hits;
    // Too few of the newest matches pass: rank every match that passes the filters.
    return rankAllPassing();
}

std::optional<qint64> SearchStore::count(const SearchQuery &query)
{
    m_error.clear();
    const ReadSnapshot snapshot(m_db);
    if (!searchesText(query) || !hasQueued())
        return countOf(m_db, build(query), &m_error);
    Plan plan;
    plan.excludeQueued = true;
    const std::optional<qint64> indexed = countOf(m_db, build(query, plan), &m_error);
    const std::optional<qint64> queued =
        indexed ? countOf(m_db, buildQueued(query), &m_error) : std::nullopt;
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
