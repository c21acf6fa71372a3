// Refreshes many feeds at once, politely: a few fetches in flight overall and at most a couple
// per server, conditional GET, no parse or ingest for a 304 or for a body identical to the last
// one, and no fetch of a feed that must wait (a server's Retry-After, or the backoff after
// errors in a row). Every feed ends with its outcome recorded on it (last success, or last error
// with the reason and when it may be tried again).
#pragma once

#include "library/database/records.h"
#include "net/fetchbackoff.h"

#include <QHash>
#include <QMetaType>
#include <QObject>
#include <QSqlDatabase>
#include <QStringList>

namespace Lectern {

class CredentialStore;
class FeedFetcher;
class LibraryWriter;
struct FetchResult;
struct BasicCredentials;

struct RefreshSummary
{
    int total = 0;     // feeds fetched (or tried)
    int changed = 0;   // new or updated articles stored
    int unchanged = 0; // 304, same body, or nothing new in it
    int failed = 0;
    int waiting = 0; // left alone: not before their retry time
    int newArticles = 0;
    int changedArticles = 0; // stored articles their feeds rewrote (a title or text edited)
    QStringList errors;      // one line per failed feed
    QStringList notices;     // what rules that notify said of new articles
};

class FeedRefresher : public QObject
{
    Q_OBJECT
public:
    // Respect: feeds whose retry time has not come are left out (a refresh of everything, or
    // one the scheduler starts). Override: they are fetched anyway (the user asked for these
    // feeds by name, e.g. after fixing a password); the server's answer then decides again.
    enum class Waits { Respect, Override };

    // db is a reading connection; every write goes through writer.
    FeedRefresher(QSqlDatabase db, LibraryWriter *writer, FeedFetcher *fetcher,
                  QObject *parent = nullptr);
    ~FeedRefresher() override;

    void setConcurrency(int jobs) { m_jobs = qMax(1, jobs); }
    // Eight fetches at once per core, up to four cores: on two cores 16. Measured over libcurl
    // (1,000 feeds, 50 hosts, two rounds): 8, 16 and 32 at once refreshed within the noise of
    // each other, cold 2.0-2.3 s and unchanged 0.16-0.20 s.
    static int defaultConcurrency();
    // Fetches at once to one host name (a server's politeness limit).
    void setPerHostLimit(int fetches) { m_perHost = qMax(1, fetches); }
    // Where the passwords of feeds with a user name are; without one, such feeds fail clearly.
    void setCredentialStore(CredentialStore *store) { m_credentials = store; }
    // Refreshes the feeds given, or every feed when the list is empty. Ends with finished().
    void refresh(const QList<qint64> &feedIds = {}, Waits waits = Waits::Respect);
    // Starts no more fetches; those in flight finish. finished() still comes.
    void cancel();
    // The same because the network went away: a fetch in flight that then fails for want of
    // a network records nothing (no error, no backoff) and is left unfinished, to be tried
    // again when the network is back.
    void cancelForOffline();
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(int done, int total);
    void feedFinished(qint64 feedId, bool ok, const QString &message);
    void finished(const Lectern::RefreshSummary &summary);

private:
    void startMore();
    void start(const FeedFetchState &feed);
    QList<FeedFetchState> takeSectionsOfPage(const FeedFetchState &feed, qsizetype from);
    void fetchTogether(const QList<FeedFetchState> &feeds);
    void fetch(const FeedFetchState &feed, const BasicCredentials &credentials);
    void releaseHost(const FeedFetchState &feed);
    void handleFetched(const FeedFetchState &feed, const FetchResult &fetched);
    void fail(const FeedFetchState &feed, FeedFetchOutcome outcome,
              const QDateTime &retryAfter = {});
    void finishFeed(const FeedFetchState &feed, const FeedFetchOutcome &outcome, int added,
                    int updated);
    void dropFeed();
    void endIfDone();
    // While running, the writer holds off indexing for search (see LibraryWriter).
    void setRunning(bool running);

    QSqlDatabase m_db;
    LibraryWriter *m_writer;
    FeedFetcher *m_fetcher;
    CredentialStore *m_credentials = nullptr;
    FetchBackoff m_backoff;
    int m_jobs = defaultConcurrency();
    int m_perHost = 2;
    QList<FeedFetchState> m_queue;
    QHash<QString, int> m_hostFetches; // fetches in flight per host name
    int m_inFlight = 0;                // feeds being fetched or parsed
    int m_storing = 0;                 // feeds handed to the writer, not yet stored
    static constexpr int kStoringPerJob = 4;
    int m_done = 0;
    bool m_running = false;
    bool m_offline = false; // cancelled because the network went away
    RefreshSummary m_summary;
};

} // namespace Lectern

Q_DECLARE_METATYPE(Lectern::RefreshSummary)
