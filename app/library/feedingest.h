// Stores one parsed feed and its entries in a single transaction: either everything lands
// or nothing changes.
#pragma once

#include "feeds/parsedfeed.h"
#include "library/entrywriter.h"

#include <QSqlDatabase>
#include <QString>
#include <QUrl>

namespace Lectern {

class StatementCache;

struct IngestResult
{
    bool ok = false;
    qint64 feedId = 0;
    int added = 0;
    int updated = 0;
    int pruned = 0; // deleted by the feed's retention
    QString error;
};

// A parsed feed with the per-entry work of ingest done ahead (FeedIngest::prepare), on any
// thread: the thread that stores it then spends its time in SQLite.
struct PreparedFeed
{
    ParsedFeed feed;
    QList<EntryWriter::Digest> digests; // one per entry of feed, in order
};

class FeedIngest
{
public:
    // When the articles written get their search index entries: Now, in the same
    // transaction, or Later, from the search queue (LibraryWriter indexes it when idle;
    // SearchStore scans queued articles meanwhile).
    enum class SearchIndexing { Now, Later };

    static PreparedFeed prepare(ParsedFeed feed);
    static IngestResult ingest(QSqlDatabase db, const QUrl &feedUrl, const ParsedFeed &feed,
                               SearchIndexing indexing = SearchIndexing::Now);
    // entries and statements, when given, are kept by the caller across ingests on db (the
    // library writer's), so that statements are prepared once rather than for each feed.
    static IngestResult ingest(QSqlDatabase db, const QUrl &feedUrl, const PreparedFeed &prepared,
                               SearchIndexing indexing = SearchIndexing::Now,
                               EntryWriter *entries = nullptr,
                               StatementCache *statements = nullptr);
};

} // namespace Lectern
