#include "library/writes/highlightwrites.h"

#include "library/database/savepoint.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/writes/librarywriter.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The change a highlight of articleId makes: its row (the list's mark) and its feed's counts.
void announce(QSqlDatabase &db, LibraryChange &change, qint64 articleId)
{
    change.articles = {articleId};
    if (const auto feed = ArticleStore(db).feedOf(articleId))
        change.feeds = {*feed};
}

} // namespace

HighlightWrites::HighlightWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<qint64> HighlightWrites::add(const HighlightRecord &highlight)
{
    return m_writer->submit<qint64>(
        [highlight](QSqlDatabase &db, LibraryChange &change) -> qint64 {
            if (highlight.selector.quote.trimmed().isEmpty() ||
                !HighlightRecord::isColor(highlight.color))
                return 0;
            const auto id = HighlightStore(db).add(highlight, QDateTime::currentDateTimeUtc());
            if (!id)
                return 0;
            announce(db, change, highlight.articleId);
            return *id;
        },
        [](const QString &) { return qint64(0); });
}

QFuture<int> HighlightWrites::addAll(const QList<HighlightRecord> &highlights)
{
    return m_writer->submit<int>(
        [highlights](QSqlDatabase &db, LibraryChange &change) {
            Savepoint work(db, u"highlights_add"_s);
            HighlightStore store(db);
            const QDateTime now = QDateTime::currentDateTimeUtc();
            int added = 0;
            for (const HighlightRecord &highlight : highlights) {
                if (highlight.selector.quote.trimmed().isEmpty() ||
                    !HighlightRecord::isColor(highlight.color) || !store.add(highlight, now))
                    continue;
                ++added;
                change.articles.append(highlight.articleId);
                if (const auto feed = ArticleStore(db).feedOf(highlight.articleId);
                    feed && !change.feeds.contains(*feed))
                    change.feeds.append(*feed);
            }
            return work.release() ? added : -1;
        },
        [](const QString &) { return -1; });
}

QFuture<bool> HighlightWrites::setNote(qint64 highlightId, const QString &note)
{
    return m_writer->submit<bool>([highlightId, note](QSqlDatabase &db, LibraryChange &change) {
        HighlightStore highlights(db);
        const auto before = highlights.highlight(highlightId);
        if (!before || !highlights.setNote(highlightId, note, QDateTime::currentDateTimeUtc()))
            return false;
        announce(db, change, before->articleId);
        return true;
    });
}

QFuture<bool> HighlightWrites::setColor(qint64 highlightId, const QString &color)
{
    return m_writer->submit<bool>([highlightId, color](QSqlDatabase &db, LibraryChange &change) {
        if (!HighlightRecord::isColor(color))
            return false;
        HighlightStore highlights(db);
        const auto before = highlights.highlight(highlightId);
        if (!before || !highlights.setColor(highlightId, color, QDateTime::currentDateTimeUtc()))
            return false;
        announce(db, change, before->articleId);
        return true;
    });
}

QFuture<bool> HighlightWrites::remove(qint64 highlightId)
{
    return m_writer->submit<bool>([highlightId](QSqlDatabase &db, LibraryChange &change) {
        HighlightStore highlights(db);
        const auto before = highlights.highlight(highlightId);
        if (!before || !highlights.remove(highlightId))
            return false;
        announce(db, change, before->articleId);
        return true;
    });
}

} // namespace Lectern
