#include "library/feedingest.h"

#include "feeds/parsedfeed.h"
#include "library/entrywriter.h"
#include "library/feedstore.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace Lectern {

IngestResult FeedIngest::ingest(QSqlDatabase db, const QUrl &feedUrl, const ParsedFeed &feed)
{
    IngestResult result;
    auto fail = [&](const QString &why) {
        db.rollback();
        result.error = u"cannot store %1: %2"_s.arg(feedUrl.toDisplayString(), why);
        return result;
    };
    if (!db.transaction())
        return fail(db.lastError().text());
    FeedStore feeds(db);
    const auto feedId = feeds.upsert(feedUrl, feed);
    if (!feedId)
        return fail(feeds.errorString());
    EntryWriter writer(db);
    const auto counts = writer.write(*feedId, feed.entries, feed.language);
    if (!counts)
        return fail(writer.errorString());
    if (!db.commit())
        return fail(db.lastError().text());
    result.ok = true;
    result.feedId = *feedId;
    result.added = counts->added;
    result.updated = counts->updated;
    return result;
}

} // namespace Lectern
