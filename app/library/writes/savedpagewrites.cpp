#include "library/writes/savedpagewrites.h"

#include "feeds/savedpage/savedpage.h"
#include "library/database/savepoint.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace Lectern {

SavedPageWrites::SavedPageWrites(LibraryWriter *writer)
    : m_writer(writer)
{
}

QFuture<QList<qint64>> SavedPageWrites::store(const QList<Page> &pages, const QString &shelfPath)
{
    return m_writer->submit<QList<qint64>>(
        [writer = m_writer, pages, shelfPath](QSqlDatabase &db, LibraryChange &change) {
            Savepoint work(db, u"save_pages"_s); // all of them or none
            QList<ParsedEntry> entries;
            for (const Page &page : pages)
                entries.append(page.entry);
            const IngestResult stored = FeedIngest::ingest(
                db, SavedPage::feedUrl(), PreparedFeed{SavedPage::feedOf(entries), {}},
                FeedIngest::SearchIndexing::Later, writer->entryWriter());
            if (!stored.ok)
                return QList<qint64>();
            ShelfStore shelves(db);
            std::optional<qint64> shelf;
            if (!shelfPath.isEmpty() && !(shelf = shelves.addPath(shelfPath)))
                return QList<qint64>();
            const ArticleStore articles(db);
            CaptureStore captures(db);
            const QDateTime now = QDateTime::currentDateTimeUtc();
            QList<qint64> ids;
            for (const Page &page : pages) {
                const auto id = articles.idOf(stored.feedId, page.entry.id);
                if (!id || (shelf && !shelves.putArticle(*id, *shelf)))
                    return QList<qint64>();
                const bool queued = page.problem.isEmpty() ? captures.queue({*id})
                                    : page.retry ? captures.recordFailure(*id, page.problem, now)
                                                 : captures.skip(*id, page.problem, now);
                if (!queued)
                    return QList<qint64>();
                ids.append(*id);
            }
            if (!work.release())
                return QList<qint64>();
            change.feeds.append(stored.feedId);
            change.articles = ids;
            change.structure = true; // the saved pages' feed, or a shelf, may be new
            return ids;
        });
}

QFuture<ReadLaterImport::Result> SavedPageWrites::import(const QList<ReadLaterItem> &items)
{
    return m_writer->submit<ReadLaterImport::Result>(
        [items](QSqlDatabase &db, LibraryChange &change) {
            const ReadLaterImport::Result imported = ReadLaterImport::store(db, items);
            change.structure = imported.ok && imported.added > 0;
            return imported;
        },
        [](const QString &error) {
            ReadLaterImport::Result failed;
            failed.error = error;
            return failed;
        });
}

} // namespace Lectern
