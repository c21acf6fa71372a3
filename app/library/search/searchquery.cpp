#include "library/search/searchquery.h"

#include "library/search/cjkcharacters.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

constexpr qsizetype kSnippetLength = 180;
constexpr qsizetype kSnippetLead = 50;

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

// Where the needles occur in text, sorted and merged; words only on word boundaries. Only
// those a window can show: none starting kSnippetLength or more after the first (a long
// article's text was searched to its end for every needle, a third of a search's snippets).
QList<Span> findMatches(QStringView text, const QStringList &needles)
{
    QList<Span> spans;
    qsizetype limit = text.size();
    for (const QString &needle : needles) {
        const bool whole = !CjkCharacters::contains(needle);
        for (qsizetype at = text.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0 && at < limit;
             at = text.indexOf(needle, at + 1, Qt::CaseInsensitive)) {
            const qsizetype end = at + needle.size();
            if (!whole || (isWordBoundary(text, at) && isWordBoundary(text, end))) {
                spans.append({at, end});
                limit = std::min(limit, at + kSnippetLength);
            }
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

// Reads from pos up to the closing quote (or the end: an unbalanced quote is tolerated).
QString readQuoted(QStringView text, qsizetype &pos)
{
    const qsizetype end = text.indexOf(u'"', pos);
    const qsizetype stop = end < 0 ? text.size() : end;
    const QString value = text.mid(pos, stop - pos).toString().simplified();
    pos = end < 0 ? text.size() : end + 1;
    return value;
}

// Applies key:value to the query; false when it is not a filter we know.
bool applyFilter(SearchQuery &query, const QString &key, const QString &value)
{
    if (value.isEmpty())
        return false;
    const QString lowered = value.toLower();
    if (key == u"shelf"_s) {
        query.shelf = value;
    } else if (key == u"feed"_s) {
        query.feed = value;
    } else if (key == u"tag"_s) {
        query.tag = value;
    } else if (key == u"is"_s) {
        if (lowered == u"unread"_s)
            query.unreadOnly = true;
        else if (lowered == u"starred"_s)
            query.starredOnly = true;
        else if (lowered == u"offline"_s)
            query.offlineOnly = true;
        else if (lowered == u"muted"_s)
            query.mutedOnly = true;
        else
            return false;
    } else if (key == u"has"_s) {
        if (lowered == u"code"_s)
            query.hasCode = true;
        else if (lowered == u"highlights"_s || lowered == u"highlight"_s)
            query.hasHighlights = true;
        else if (lowered == u"pdf"_s || lowered == u"paper"_s)
            query.hasPdf = true;
        else
            return false;
    } else if (key == u"note"_s) {
        query.note = value;
    } else if (key == u"before"_s || key == u"after"_s) {
        const QDate date = QDate::fromString(value, u"yyyy-MM-dd"_s);
        if (!date.isValid())
            return false;
        (key == u"before"_s ? query.before : query.after) = date;
    } else {
        return false;
    }
    return true;
}

} // namespace

bool SearchQuery::hasFilters() const
{
    return !shelf.isEmpty() || !feed.isEmpty() || !tag.isEmpty() || unreadOnly || starredOnly ||
           offlineOnly || hasCode || hasHighlights || hasPdf || !note.isEmpty() ||
           before.isValid() || after.isValid() || mutedOnly || listedOnly;
}

SearchQuery SearchQuery::parse(QStringView text)
{
    SearchQuery query;
    qsizetype pos = 0;
    const qsizetype size = text.size();
    while (pos < size) {
        if (text.at(pos).isSpace()) {
            ++pos;
            continue;
        }
        // A '-' directly before a word or a quote excludes it; a lone '-' is just a word.
        bool negated = false;
        if (text.at(pos) == u'-' && pos + 1 < size && !text.at(pos + 1).isSpace()) {
            negated = true;
            ++pos;
        }
        if (text.at(pos) == u'"') {
            ++pos;
            const QString phrase = readQuoted(text, pos);
            if (!phrase.isEmpty())
                (negated ? query.excluded : query.phrases).append(phrase);
            continue;
        }
        // A word runs to white space or a quote; "key:" followed by a quote takes the quoted
        // text as its value, so tag:"machine learning" works.
        const qsizetype start = pos;
        while (pos < size && !text.at(pos).isSpace() && text.at(pos) != u'"')
            ++pos;
        QString word = text.mid(start, pos - start).toString();
        const qsizetype colon = word.indexOf(u':');
        if (colon > 0) {
            const QString key = word.left(colon).toLower();
            QString value = word.mid(colon + 1);
            if (value.isEmpty() && pos < size && text.at(pos) == u'"') {
                qsizetype valuePos = pos + 1;
                value = readQuoted(text, valuePos);
                if (!negated && applyFilter(query, key, value)) {
                    pos = valuePos;
                    continue;
                }
            } else if (!negated && applyFilter(query, key, value)) {
                continue;
            }
        }
        if (!negated && word.size() > 1 && word.endsWith(u'*')) {
            query.prefixes.append(word.chopped(1));
            continue;
        }
        if (!word.isEmpty())
            (negated ? query.excluded : query.terms).append(word);
    }
    return query;
}

SearchQuery SearchQuery::parseAsTyped(QStringView text)
{
    SearchQuery query = parse(text);
    if (text.isEmpty() || text.back().isSpace() || query.terms.isEmpty() ||
        !text.endsWith(query.terms.constLast()) || text.back() == u'"')
        return query;
    // "-word" and "key:value" never become a term, so the text ending in the last term means
    // it was typed last.
    query.prefixes.append(query.terms.takeLast());
    return query;
}

std::optional<QString> SearchQuery::highlight(const QString &text, const QStringList &needles)
{
    const QList<Span> matches = findMatches(text, needles);
    if (matches.isEmpty() && !needles.isEmpty())
        return std::nullopt;
    return markedWindow(text, matches);
}

} // namespace Lectern
