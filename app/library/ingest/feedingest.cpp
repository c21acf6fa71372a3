#include "library/ingest/feedingest.h"

#include "feeds/entrybatches.h"
#include "feeds/feedparser.h"
#include "feeds/parsedfeed.h"
#include "library/database/savepoint.h"
#include "library/ingest/articlepruner.h"
#include "library/ingest/entrywriter.h"
#include "library/search/searchindexer.h"
#include "library/stores/feedschedulestore.h"
#include "library/stores/feedstore.h"

#include <QDateTime>
#include <QSqlError>
#include <optional>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Whether the entry is older than the feed's retention keeps (when it has one and a date).
bool olderThan(const ParsedEntry &entry, std::optional<qint64> cutoff)
{
    const QDateTime when = entry.published.isValid() ? entry.published : entry.updated;
    return cutoff && when.isValid() && when.toMSecsSinceEpoch() < *cutoff;
}

// What every ingest ends with: the feed's retention, the unit of work kept, and the search
// queue indexed when asked for now. Empty when all went well, else what failed.
QString finishIngest(QSqlDatabase db, qint64 feedId, std::optional<qint64> cutoff,
                     FeedIngest::SearchIndexing indexing, Savepoint &work, int *pruned)
{
    std::optional<int> removed = 0;
    if (cutoff)
        removed = ArticlePruner::prune(db, feedId, *cutoff);
    if (!removed)
        return db.lastError().text();
    const bool outermost = work.isOutermost();
    if (!work.release())
        return work.errorString();
    *pruned = *removed;
    // Indexing reads what is committed (the search file commits apart from the library), so
    // inside a caller's transaction the articles stay queued for its writer's indexer.
    if (indexing == FeedIngest::SearchIndexing::Now && outermost) {
        SearchIndexer indexer(db);
        std::optional<int> indexed;
        while ((indexed = indexer.indexQueued(SearchIndexer::kBatchEntries)) && *indexed > 0) {
        }
        if (!indexed)
            qWarning("feed ingest: the stored articles wait in the search queue: %s",
                     qPrintable(indexer.errorString()));
    }
    return {};
}

} // namespace

PreparedFeed FeedIngest::prepare(ParsedFeed feed)
{
    PreparedFeed prepared;
    prepared.digests.reserve(feed.entries.size());
    for (const ParsedEntry &entry : std::as_const(feed.entries))
        prepared.digests.append(EntryWriter::digest(entry));
    prepared.feed = std::move(feed);
    return prepared;
}

IngestResult FeedIngest::ingest(QSqlDatabase db, const QUrl &feedUrl, const ParsedFeed &feed,
                                SearchIndexing indexing)
{
    // Digests are computed by the writer, for new and changed entries only.
    return ingest(db, feedUrl, PreparedFeed{feed, {}}, indexing);
}

IngestResult FeedIngest::ingest(QSqlDatabase db, const QUrl &feedUrl, const PreparedFeed &prepared,
                                SearchIndexing indexing, EntryWriter *entries,
                                StatementCache *statements)
{
    const ParsedFeed &feed = prepared.feed;
    IngestResult result;
    Savepoint work(db, u"ingest"_s);
    auto fail = [&](const QString &why) {
        work.rollback();
        result.error = u"cannot store %1: %2"_s.arg(feedUrl.toDisplayString(), why);
        return result;
    };
    if (!work.isOpen())
        return fail(work.errorString());
    FeedStore feeds(db, statements);
    const auto feedId = feeds.upsert(feedUrl, feed);
    if (!feedId)
        return fail(feeds.errorString());
    FeedScheduleStore schedules(db, statements);
    if (!schedules.recordHints(*feedId, feed.refresh))
        return fail(schedules.errorString());
    // Entries older than the feed's retention are not stored at all, so a refresh does not
    // bring back what retention just removed.
    const auto cutoff =
        ArticlePruner::cutoff(db, *feedId, QDateTime::currentMSecsSinceEpoch(), statements);
    QList<ParsedEntry> kept = feed.entries;
    QList<EntryWriter::Digest> digests = prepared.digests;
    if (digests.size() != kept.size())
        digests.clear();
    if (cutoff) {
        QList<ParsedEntry> recent;
        QList<EntryWriter::Digest> recentDigests;
        for (qsizetype i = 0; i < kept.size(); ++i) {
            const ParsedEntry &entry = kept.at(i);
            if (olderThan(entry, cutoff))
                continue;
            recent.append(entry);
            if (!digests.isEmpty())
                recentDigests.append(digests.at(i));
        }
        kept = std::move(recent);
        digests = std::move(recentDigests);
    }
    std::optional<EntryWriter> own;
    EntryWriter &writer = entries ? *entries : own.emplace(db);
    const auto counts = writer.write(*feedId, kept, feed.language, digests);
    if (!counts)
        return fail(writer.errorString());
    if (const QString error = finishIngest(db, *feedId, cutoff, indexing, work, &result.pruned);
        !error.isEmpty())
        return fail(error);
    result.ok = true;
    result.feedId = *feedId;
    result.added = counts->added;
    result.updated = counts->updated;
    result.updatedArticles = counts->updatedIds;
    result.copies = counts->copies;
    result.notices = counts->notices;
    for (qsizetype i = 0; i < kept.size() && i < counts->entryIds.size(); ++i)
        result.articleByGuid.insert(kept.at(i).id, counts->entryIds.at(i));
    return result;
}

IngestResult FeedIngest::ingestDocument(QSqlDatabase db, const QUrl &feedUrl,
                                        const QByteArray &body, const QUrl &documentUrl,
                                        const QString &contentType, SearchIndexing indexing,
                                        EntryWriter *entries, StatementCache *statements)
{
    IngestResult result;
    std::optional<Savepoint> work;
    work.emplace(db, u"ingest"_s);
    QString storeError;
    auto fail = [&](const QString &why) {
        work->rollback();
        result = IngestResult{};
        result.error = u"cannot store %1: %2"_s.arg(feedUrl.toDisplayString(), why);
        return result;
    };
    if (!work->isOpen())
        return fail(work->errorString());
    FeedStore feeds(db, statements);
    FeedScheduleStore schedules(db, statements);
    std::optional<EntryWriter> own;
    EntryWriter &writer = entries ? *entries : own.emplace(db);
    std::optional<qint64> feedId;
    std::optional<qint64> cutoff;

    // The feed's row is written with what is known at the first batch and again at the end.
    auto storeFeed = [&](const ParsedFeed &feed) {
        const bool first = !feedId;
        feedId = feeds.upsert(feedUrl, feed);
        if (!feedId) {
            storeError = feeds.errorString();
            return false;
        }
        if (first && !writer.begin(*feedId)) {
            storeError = writer.errorString();
            return false;
        }
        cutoff =
            ArticlePruner::cutoff(db, *feedId, QDateTime::currentMSecsSinceEpoch(), statements);
        return true;
    };
    auto take = [&](const ParsedFeed &soFar, QList<ParsedEntry> &&batch) {
        if (!feedId && !storeFeed(soFar))
            return false;
        QList<ParsedEntry> kept;
        QList<EntryWriter::Digest> digests;
        kept.reserve(batch.size());
        digests.reserve(batch.size());
        for (ParsedEntry &entry : batch) {
            if (olderThan(entry, cutoff))
                continue;
            digests.append(EntryWriter::digest(entry));
            kept.append(std::move(entry));
        }
        batch.clear();
        const auto counts = writer.writeMore(*feedId, kept, soFar.language, digests);
        if (!counts) {
            storeError = writer.errorString();
            return false;
        }
        result.added += counts->added;
        result.updated += counts->updated;
        result.updatedArticles += counts->updatedIds;
        result.copies += counts->copies;
        result.notices += counts->notices;
        return true;
    };
    // The document needs mending after all: start again from nothing.
    auto discard = [&] {
        work->rollback();
        work.emplace(db, u"ingest"_s);
        feedId.reset();
        result = IngestResult{};
    };
    EntryBatches batches(take, discard);
    const FeedParseResult parsed =
        FeedParser::parseInBatches(body, batches, documentUrl, contentType);
    if (!storeError.isEmpty())
        return fail(storeError);
    if (!work->isOpen())
        return fail(work->errorString());
    if (!parsed.ok()) {
        work->rollback();
        IngestResult refused;
        refused.error = parsed.error;
        refused.notAFeed = true;
        refused.htmlPage = parsed.status == FeedParseResult::Status::HtmlPage;
        return refused;
    }
    if (!storeFeed(parsed.feed))
        return fail(storeError);
    if (!schedules.recordHints(*feedId, parsed.feed.refresh))
        return fail(schedules.errorString());
    if (const QString error = finishIngest(db, *feedId, cutoff, indexing, *work, &result.pruned);
        !error.isEmpty())
        return fail(error);
    result.ok = true;
    result.feedId = *feedId;
    return result;
}

} // namespace Lectern
