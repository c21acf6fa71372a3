#include "library/search/searchstatement.h"

#include "library/database/searchfile.h"
#include "library/search/cjkcharacters.h"
#include "library/search/phraseweights.h"

#include <QSqlQuery>
#include <QTimeZone>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

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
        if (!SearchStatement::hasWordCharacter(term))
            continue;
        if (!CjkCharacters::contains(term))
            result.words.append(term);
        else
            result.cjk.append(term.toLower());
    }
    return result;
}

// An article's text as the indexes hold it (title, authors, body, captured text, feed title,
// tags and highlights' notes, schema 26), from the articles row a and the feeds row f, with ASCII
// letters in lower case.
const QString articleTextSql =
    u"lower(a.title || ' ' || a.authors || ' ' || coalesce(a.body_text, coalesce(a.summary, '')"
    " || ' ' || coalesce(a.content, '')) || ' ' || coalesce(a.captured_text, '') || ' ' ||"
    " f.title || ' ' || coalesce((SELECT group_concat(t.name, ' ') FROM article_tags x"
    " JOIN tags t ON t.id = x.tag_id WHERE x.article_id = a.id), '') || coalesce((SELECT ' ' ||"
    " group_concat(h.note, ' ') FROM highlights h WHERE h.article_id = a.id AND h.note <> ''),"
    " ''))"_s;

// The only source as FTS5 runs it best: the filters inside, then ranked; or the matches
// ranked already.
void planRanked(SearchStatement &statement, const SearchPlan &plan)
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

} // namespace

bool SearchStatement::hasWordCharacter(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

void SearchStatement::addSource(const QString &sql, const QVariantList &values)
{
    const QString name = u"hits%1"_s.arg(sources.size());
    ctes.append(name + u" AS MATERIALIZED ("_s + sql + u')');
    cteValues.append(values);
    sources.append(name);
}

void SearchStatement::addCondition(const QString &sql, const QVariantList &values)
{
    conditions.append(sql);
    conditionValues.append(values);
}

SearchStatement SearchStatement::build(const SearchQuery &query, const SearchPlan &plan)
{
    SearchStatement statement;
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
    if (query.mutedOnly)
        statement.addCondition(u"a.muted = 1 AND a.same_as IS NULL"_s);
    else if (query.listedOnly)
        statement.addCondition(u"a.muted = 0 AND a.same_as IS NULL"_s);
    if (query.unreadOnly)
        statement.addCondition(u"a.read = 0"_s);
    if (query.starredOnly)
        statement.addCondition(u"a.starred = 1"_s);
    if (query.offlineOnly)
        statement.addCondition(u"a.captured_at IS NOT NULL"_s);
    if (query.hasCode)
        statement.addCondition(u"a.has_code = 1"_s);
    if (query.hasHighlights)
        statement.addCondition(u"a.id IN (SELECT article_id FROM highlights)"_s);
    if (query.hasPdf)
        statement.addCondition(u"a.id IN (SELECT article_id FROM papers)"_s);
    // Notes are few (a person writes them): read through, in any script, in the case-folded
    // copy HighlightStore keeps (SQLite's lower() folds ASCII letters only).
    if (!query.note.isEmpty())
        statement.addCondition(u"a.id IN (SELECT article_id FROM highlights"
                               " WHERE instr(note_folded, ?) > 0)"_s,
                               {query.note.toCaseFolded()});
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

SearchQuery SearchStatement::filtersOf(SearchQuery query)
{
    query.terms.clear();
    query.phrases.clear();
    query.prefixes.clear();
    query.excluded.clear();
    return query;
}

SearchStatement SearchStatement::buildQueued(const SearchQuery &query)
{
    SearchStatement statement = build(filtersOf(query));
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

QString SearchStatement::withClause(const QString &more) const
{
    QStringList all = ctes;
    all.append(more);
    return u"WITH RECURSIVE "_s + all.join(u", "_s) + u' ';
}

QString SearchStatement::fromWhere() const
{
    QString sql = u" FROM "_s;
    if (sources.isEmpty()) {
        sql += u"articles a JOIN feeds f ON f.id = a.feed_id"_s;
    } else {
        // The filters' columns from their index (schema 25), not from the matches' rows.
        sql += sources.first() +
               u" h0 CROSS JOIN articles a INDEXED BY articles_filters ON a.id = h0.id"
               " JOIN feeds f ON f.id = a.feed_id"_s;
        for (qsizetype i = 1; i < sources.size(); ++i)
            sql += u" JOIN %1 h%2 ON h%2.id = a.id"_s.arg(sources.at(i)).arg(i);
    }
    if (conditions.isEmpty())
        return sql;
    if (sources.isEmpty())
        return sql + u" WHERE "_s + conditions.join(u" AND "_s);
    // "+(...)": no condition may pick the index's entries instead of the matches. Given
    // "a.id IN (a tag's articles)", SQLite walked the whole list for each match (11 s for
    // "tag:rust kernel" at 200,000 articles, 35 ms without the index).
    return sql + u" WHERE +("_s + conditions.join(u") AND +("_s) + u')';
}

QString SearchStatement::scoreExpression() const
{
    if (sources.isEmpty())
        return u"0.0"_s;
    QStringList parts;
    for (qsizetype i = 0; i < sources.size(); ++i)
        parts.append(u"h%1.score"_s.arg(i));
    return parts.join(u" + "_s);
}

bool SearchStatement::prepareSelect(QSqlQuery &query, const QString &select,
                                    const QString &tail) const
{
    QString sql = u"SELECT "_s + select + fromWhere() + tail;
    if (!ctes.isEmpty())
        sql.prepend(u"WITH RECURSIVE "_s + ctes.join(u", "_s) + u' ');
    if (!query.prepare(sql))
        return false;
    bindValues(query);
    return true;
}

void SearchStatement::bindValues(QSqlQuery &query) const
{
    for (const QVariantList *values : {&cteValues, &conditionValues}) {
        for (const QVariant &value : *values)
            query.addBindValue(value);
    }
}

} // namespace Lectern
