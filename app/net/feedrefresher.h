// Refreshes many feeds at once: a few fetches in flight, conditional GET, and no parse or
// ingest for a 304 or for a body identical to the last one. Every feed ends with its outcome
// recorded on it (last success, or last error with the reason).
#pragma once

#include "library/records.h"

#include <QMetaType>
#include <QObject>
#include <QSqlDatabase>
#include <QStringList>

namespace Lectern {

class FeedFetcher;
class LibraryWriter;
struct FetchResult;

struct RefreshSummary
{
    int total = 0;
    int changed = 0;   // new or updated articles stored
    int unchanged = 0; // 304, same body, or nothing new in it
    int failed = 0;
    int newArticles = 0;
    QStringList errors; // one line per failed feed
};

class FeedRefresher : public QObject
{
    Q_OBJECT
public:
    // db is a reading connection; every write goes through writer.
    FeedRefresher(QSqlDatabase db, LibraryWriter *writer, FeedFetcher *fetcher,
                  QObject *parent = nullptr);

    void setConcurrency(int jobs) { m_jobs = qMax(1, jobs); }
    // Refreshes the feeds given, or every feed when the list is empty. Ends with finished().
    void refresh(const QList<qint64> &feedIds = {});
    // Starts no more fetches; those in flight finish. finished() still comes.
    void cancel();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(int done, int total);
    void feedFinished(qint64 feedId, bool ok, const QString &message);
    void finished(const Lectern::RefreshSummary &summary);

private:
    void startMore();
    void handleFetched(const FeedFetchState &feed, const FetchResult &fetched);
    void finishFeed(const FeedFetchState &feed, const FeedFetchOutcome &outcome, int added,
                    int updated);

    QSqlDatabase m_db;
    LibraryWriter *m_writer;
    FeedFetcher *m_fetcher;
    int m_jobs = 8;
    QList<FeedFetchState> m_queue;
    int m_inFlight = 0;
    int m_done = 0;
    bool m_running = false;
    RefreshSummary m_summary;
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::RefreshSummary)
