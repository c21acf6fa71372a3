#include "library/searchquery.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

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
        else
            return false;
    } else if (key == u"has"_s) {
        if (lowered != u"code"_s)
            return false;
        query.hasCode = true;
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
           offlineOnly || hasCode || before.isValid() || after.isValid();
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
        if (!word.isEmpty())
            (negated ? query.excluded : query.terms).append(word);
    }
    return query;
}

} // namespace Lectern
