// Stores one parsed feed and its entries in a single transaction: either everything lands
// or nothing changes.
#pragma once

#include "feeds/parsedfeed.h"
#include "library/ingest/entrywriter.h"

#include <QHash>
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
    QList<qint64> updatedArticles; // stored articles the feed changed
    // ingest() only: the article of each entry by its id (guid), whether new, rewritten or
    // unchanged; an entry the feed's retention left out has none.
    QHash<QString, qint64> articleByGuid;
    int pruned = 0;      // deleted by the feed's retention
    int copies = 0;      // of the added, those another feed had brought, kept as copies
    QStringList notices; // what rules that notify said of the new articles
    QString error;
    // ingestDocument: the document could not be read as a feed (error says why), and whether
    // it was an HTML page.
    bool notAFeed = false;
    bool htmlPage = false;
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
    // When the articles written get their search index entries: Now, right after the ingest
    // commits (when it is a transaction of its own; inside the caller's, they stay queued), or
    // Later, from the search queue (LibraryWriter's SearchIndexThread indexes it meanwhile;
    // SearchStore scans queued articles until then).
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

    // Documents at least this large are better stored with ingestDocument.
    static constexpr qsizetype LargeDocumentBytes = 4 * 1024 * 1024;

    // Parses a fetched document and stores it batch by batch as it is read, in one unit of
    // work: the memory of one batch of entries whatever the feed holds, where parse and
    // prepare would hold all of them. The parsing runs on the caller's thread, so this is for
    // large documents; an error names what was wrong with the document or the storing.
    static IngestResult ingestDocument(QSqlDatabase db, const QUrl &feedUrl, const QByteArray &body,
                                       const QUrl &documentUrl, const QString &contentType,
                                       SearchIndexing indexing = SearchIndexing::Now,
                                       EntryWriter *entries = nullptr,
                                       StatementCache *statements = nullptr);
};

} // namespace Lectern
