// Stores one parsed feed and its entries in a single transaction: either everything lands
// or nothing changes.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QUrl>

namespace Lectern {

struct ParsedFeed;

struct IngestResult
{
    bool ok = false;
    qint64 feedId = 0;
    int added = 0;
    int updated = 0;
    int pruned = 0; // deleted by the feed's retention
    QString error;
};

class FeedIngest
{
public:
    // When the articles written get their search index entries: Now, in the same
    // transaction, or Later, from the search queue (LibraryWriter indexes it when idle;
    // SearchStore scans queued articles meanwhile).
    enum class SearchIndexing { Now, Later };

    static IngestResult ingest(QSqlDatabase db, const QUrl &feedUrl, const ParsedFeed &feed,
                               SearchIndexing indexing = SearchIndexing::Now);
};

} // namespace Lectern
