#include "library/searchstore.h"

#include "feeds/htmltext.h"
#include "library/searchquery.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTimeZone>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Column weights for bm25: title, authors, summary, content, captured text, feed, tags.
constexpr auto kWeights = "10.0, 3.0, 2.0, 1.0, 1.0, 3.0, 5.0";
constexpr qsizetype kSnippetLength = 180;
constexpr qsizetype kSnippetLead = 50;

bool hasWordCharacter(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isLetterOrNumber(); });
}

qsizetype codePoints(QStringView text)
{
    return text.size() -
           std::count_if(text.begin(), text.end(), [](QChar c) { return c.isLowSurrogate(); });
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
    QStringList words;    // unicode61
    QStringList cjk;      // trigram MATCH, three characters or more
    QStringList cjkShort; // one or two CJK characters: prefix range over the trigram terms
};

Split split(const QStringList &terms)
{
    Split result;
    for (const QString &term : terms) {
        if (!hasWordCharacter(term))
            continue;
        if (!SearchStore::isCjk(term))
            result.words.append(term);
        else if (codePoints(term) >= 3)
            result.cjk.append(term);
        else
            result.cjkShort.append(term.toLower()); // trigram terms are folded to lower case
    }
    return result;
}

// The SQL of one search, its bound values kept in the order they appear.
struct Statement
{
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

// Every article holding the short CJK term: one trigram starts with it, thanks to the padding.
const QString shortCjkSql = u"SELECT DISTINCT doc AS id, 0.0 AS score FROM search_cjk_instances"
                            " WHERE term >= ? AND term < ?"_s;

QVariantList prefixRange(const QString &prefix)
{
    const char32_t last = 0x10FFFF;
    return {prefix, QString(prefix + QString::fromUcs4(&last, 1))};
}

Statement build(const SearchQuery &query)
{
    Statement statement;
    QStringList positives = query.terms;
    positives.append(query.phrases);
    const Split wanted = split(positives);
    const Split unwanted = split(query.excluded);

    auto quotedAll = [](const QStringList &terms) {
        QStringList quoted;
        for (const QString &term : terms)
            quoted.append(ftsString(term));
        return quoted;
    };
    if (!wanted.words.isEmpty()) {
        QString match = u"("_s + quotedAll(wanted.words).join(u' ') + u')';
        for (const QString &term : unwanted.words)
            match += u" NOT "_s + ftsString(term);
        statement.addSource(u"SELECT rowid AS id, bm25(search_words, %1) AS score FROM search_words"
                            " WHERE search_words MATCH ?"_s.arg(QLatin1StringView(kWeights)),
                            {match});
    } else if (!unwanted.words.isEmpty()) {
        statement.addCondition(
            u"a.id NOT IN (SELECT rowid FROM search_words WHERE search_words MATCH ?)"_s,
            {quotedAll(unwanted.words).join(u" OR "_s)});
    }
    if (!wanted.cjk.isEmpty()) {
        statement.addSource(u"SELECT rowid AS id, bm25(search_cjk, %1) AS score FROM search_cjk"
                            " WHERE search_cjk MATCH ?"_s.arg(QLatin1StringView(kWeights)),
                            {quotedAll(wanted.cjk).join(u' ')});
    }
    for (const QString &term : wanted.cjkShort)
        statement.addSource(shortCjkSql, prefixRange(term));
    if (!unwanted.cjk.isEmpty()) {
        statement.addCondition(
            u"a.id NOT IN (SELECT rowid FROM search_cjk WHERE search_cjk MATCH ?)"_s,
            {quotedAll(unwanted.cjk).join(u" OR "_s)});
    }
    for (const QString &term : unwanted.cjkShort) {
        statement.addCondition(u"a.id NOT IN (SELECT doc FROM search_cjk_instances"
                               " WHERE term >= ? AND term < ?)"_s,
                               prefixRange(term));
    }

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
    return statement;
}

// SELECT ... FROM ... WHERE ... of a statement: the first hit set drives, articles are found by id.
QString selectFrom(const Statement &statement, const QString &select)
{
    QString sql;
    if (!statement.ctes.isEmpty())
        sql = u"WITH RECURSIVE "_s + statement.ctes.join(u", "_s) + u' ';
    sql += select + u" FROM "_s;
    if (statement.sources.isEmpty()) {
        sql += u"articles a JOIN feeds f ON f.id = a.feed_id"_s;
    } else {
        sql += statement.sources.first() +
               u" h0 CROSS JOIN articles a ON a.id = h0.id JOIN feeds f ON f.id = a.feed_id"_s;
        for (qsizetype i = 1; i < statement.sources.size(); ++i)
            sql += u" JOIN %1 h%2 ON h%2.id = a.id"_s.arg(statement.sources.at(i)).arg(i);
    }
    if (!statement.conditions.isEmpty())
        sql += u" WHERE "_s + statement.conditions.join(u" AND "_s);
    return sql;
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

struct Span
{
    qsizetype start;
    qsizetype end;
};

bool isWordBoundary(QStringView text, qsizetype pos)
{
    return pos <= 0 || pos >= text.size() || !text.at(pos - 1).isLetterOrNumber() ||
           !text.at(pos).isLetterOrNumber();
}

// Where the needles occur in text, sorted and merged; words only on word boundaries.
QList<Span> findMatches(QStringView text, const QStringList &needles)
{
    QList<Span> spans;
    for (const QString &needle : needles) {
        const bool whole = !SearchStore::isCjk(needle);
        for (qsizetype at = text.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(needle, at + 1, Qt::CaseInsensitive)) {
            const qsizetype end = at + needle.size();
            if (!whole || (isWordBoundary(text, at) && isWordBoundary(text, end)))
                spans.append({at, end});
        }
    }
    std::sort(spans.begin(), spans.end(), [](Span a, Span b) { return a.start < b.start; });
    QList<Span> merged;
    for (const Span &span : std::as_const(spans)) {
        if (!merged.isEmpty() && span.start <= merged.last().end)
            merged.last().end = std::max(merged.last().end, span.end);
        else
            merged.append(span);
    }
    return merged;
}

// A window of text around the first match, escaped, each match in <mark>.
QString markedWindow(const QString &text, const QList<Span> &matches)
{
    qsizetype start =
        matches.isEmpty() ? 0 : std::max<qsizetype>(0, matches.first().start - kSnippetLead);
    if (start > 0) {
        // Start after a space when one is near, so no word is cut.
        const qsizetype space = text.indexOf(u' ', start);
        if (space >= 0 && space < start + 15 &&
            (matches.isEmpty() || space < matches.first().start))
            start = space + 1;
    }
    qsizetype end = std::min(text.size(), start + kSnippetLength);
    if (end < text.size()) {
        const qsizetype space = text.lastIndexOf(u' ', end);
        if (space > start + kSnippetLength - 25)
            end = space;
    }
    QString html = start > 0 ? u"…"_s : QString();
    qsizetype at = start;
    for (const Span &span : matches) {
        if (span.end <= start || span.start >= end)
            continue;
        const qsizetype from = std::max(span.start, start);
        const qsizetype to = std::min(span.end, end);
        html += text.mid(at, from - at).toHtmlEscaped() + u"<mark>"_s +
                text.mid(from, to - from).toHtmlEscaped() + u"</mark>"_s;
        at = to;
    }
    html += text.mid(at, end - at).toHtmlEscaped();
    if (end < text.size())
        html += u'…';
    return html;
}

// Builds the snippet from the first of summary, content and captured text that holds a
// match (converting HTML only when the raw text may), else from the start of the text.
QString snippetFor(const QStringList &needles, const QString &summary, const QString &content,
                   const QString &captured)
{
    const QString sources[] = {summary, content, captured};
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
        const QString text = i == 2 ? raw.simplified() : HtmlText::toPlainText(raw);
        if (mayMatch) {
            const QList<Span> matches = findMatches(text, needles);
            if (!matches.isEmpty())
                return markedWindow(text, matches);
        }
        if (fallback.isEmpty())
            fallback = text;
    }
    return markedWindow(fallback, {});
}

void bindAll(QSqlQuery &query, const QVariantList &values)
{
    for (const QVariant &value : values)
        query.addBindValue(value);
}

} // namespace

SearchStore::SearchStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool SearchStore::isCjk(QStringView text)
{
    return std::any_of(text.begin(), text.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x3040 && u <= 0x30FF)     // Hiragana, Katakana
               || (u >= 0x31F0 && u <= 0x31FF)  // Katakana phonetic extensions
               || (u >= 0x3400 && u <= 0x4DBF)  // Han extension A
               || (u >= 0x4E00 && u <= 0x9FFF)  // Han
               || (u >= 0xAC00 && u <= 0xD7AF)  // Hangul syllables
               || (u >= 0xF900 && u <= 0xFAFF); // Han compatibility
    });
}

QList<SearchHit> SearchStore::search(const SearchQuery &query, int limit, int offset)
{
    m_error.clear();
    const Statement statement = build(query);
    const QString select =
        u"SELECT a.id, a.feed_id, f.title, a.title, a.link, a.published_at, a.read, a.starred,"
        " (SELECT group_concat(name, char(31)) FROM ("
        "   SELECT s.name FROM shelves s WHERE s.id = f.shelf_id"
        "   UNION ALL SELECT s.name FROM article_shelves x JOIN shelves s ON s.id = x.shelf_id"
        "   WHERE x.article_id = a.id)),"
        " %1 AS score, a.summary, a.content, a.captured_text"_s.arg(scoreExpression(statement));
    QString sql = selectFrom(statement, select);
    sql += statement.sources.isEmpty() ? u" ORDER BY"_s : u" ORDER BY score,"_s;
    sql += u" coalesce(a.published_at, a.added_at) DESC, a.id DESC LIMIT ? OFFSET ?"_s;

    QSqlQuery sqlQuery(m_db);
    sqlQuery.setForwardOnly(true);
    if (!sqlQuery.prepare(sql)) {
        m_error = sqlQuery.lastError().text();
        return {};
    }
    bindAll(sqlQuery, statement.cteValues);
    bindAll(sqlQuery, statement.conditionValues);
    sqlQuery.addBindValue(limit);
    sqlQuery.addBindValue(offset);
    if (!sqlQuery.exec()) {
        m_error = sqlQuery.lastError().text();
        return {};
    }

    QStringList needles = query.terms;
    needles.append(query.phrases);
    needles.removeIf([](const QString &needle) { return !hasWordCharacter(needle); });
    QList<SearchHit> hits;
    while (sqlQuery.next()) {
        SearchHit hit;
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
        hit.snippet = snippetFor(needles, sqlQuery.value(10).toString(),
                                 sqlQuery.value(11).toString(), sqlQuery.value(12).toString());
        hits.append(hit);
    }
    if (sqlQuery.lastError().isValid())
        m_error = sqlQuery.lastError().text();
    return hits;
}

std::optional<qint64> SearchStore::count(const SearchQuery &query)
{
    m_error.clear();
    const Statement statement = build(query);
    QSqlQuery sqlQuery(m_db);
    sqlQuery.setForwardOnly(true);
    if (!sqlQuery.prepare(selectFrom(statement, u"SELECT count(*)"_s))) {
        m_error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    bindAll(sqlQuery, statement.cteValues);
    bindAll(sqlQuery, statement.conditionValues);
    if (!sqlQuery.exec() || !sqlQuery.next()) {
        m_error = sqlQuery.lastError().text();
        return std::nullopt;
    }
    return sqlQuery.value(0).toLongLong();
}

} // namespace Lectern
