#include "library/exchange/readlaterimport.h"

#include "feeds/savedpage/savedpage.h"
#include "library/database/savepoint.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"

#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

ReadLaterImport::Result ReadLaterImport::store(QSqlDatabase db, const QList<ReadLaterItem> &items)
{
    Result result;
    const ArticleStore articles(db);
    const std::optional<qint64> savedFeed = FeedStore(db).idForUrl(SavedPage::feedUrl());
    QList<ParsedEntry> entries;
    QList<const ReadLaterItem *> added;
    QSet<QString> seen;
    for (const ReadLaterItem &item : items) {
        PageMetadata meta;
        meta.title = item.title;
        meta.published = item.added; // the list sorts them by when they were saved
        ParsedEntry entry = SavedPage::entryOf(item.url, meta, item.tags);
        if (seen.contains(entry.id))
            continue; // listed twice in the export
        seen.insert(entry.id);
        if (savedFeed && articles.idOf(*savedFeed, entry.id)) {
            ++result.known;
            continue;
        }
        entries.append(std::move(entry));
        added.append(&item);
    }
    if (entries.isEmpty()) {
        result.ok = true;
        return result;
    }
    const IngestResult stored =
        FeedIngest::ingest(db, SavedPage::feedUrl(), SavedPage::feedOf(entries));
    if (!stored.ok) {
        result.error = stored.error;
        return result;
    }
    // Their states and shelves, all or nothing.
    Savepoint work(db, u"read_later_states"_s);
    ArticleStore states(db);
    ShelfStore shelves(db);
    const qsizetype shelvesBefore = shelves.shelves().size();
    QHash<QString, qint64> shelfOf;
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const ReadLaterItem &item = *added[i];
        const auto id = states.idOf(stored.feedId, entries[i].id);
        if (!id) {
            result.error = u"%1 was not stored"_s.arg(entries[i].id);
            return result;
        }
        if ((item.read && !states.setRead(*id, true)) ||
            (item.starred && !states.setStarred(*id, true))) {
            result.error = u"cannot keep the state of %1"_s.arg(entries[i].id);
            return result;
        }
        if (item.folder.isEmpty())
            continue;
        if (!shelfOf.contains(item.folder)) {
            // One shelf per folder: a slash in its name is no path.
            const auto shelf = shelves.addPath(QString(item.folder).replace(u'/', u'\u2215'));
            if (!shelf) {
                result.error = shelves.errorString();
                return result;
            }
            shelfOf.insert(item.folder, *shelf);
        }
        if (!shelves.putArticle(*id, shelfOf.value(item.folder))) {
            result.error = shelves.errorString();
            return result;
        }
    }
    if (!work.release()) {
        result.error = work.errorString();
        return result;
    }
    result.shelvesAdded = int(shelves.shelves().size() - shelvesBefore);
    result.added = int(entries.size());
    result.ok = true;
    return result;
}

} // namespace Lectern
