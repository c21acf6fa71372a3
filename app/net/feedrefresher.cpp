#include "net/feedrefresher.h"

#include "feeds/feedparser.h"
#include "library/feedstore.h"
#include "library/librarywriter.h"
#include "net/feedfetcher.h"

#include <QCryptographicHash>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedRefresher::FeedRefresher(QSqlDatabase db, LibraryWriter *writer, FeedFetcher *fetcher,
                             QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_writer(writer)
    , m_fetcher(fetcher)
{
    qRegisterMetaType<Lectern::RefreshSummary>();
}

void FeedRefresher::refresh(const QList<qint64> &feedIds)
{
    if (m_running)
        return;
    m_queue = FeedStore(m_db).fetchStates(feedIds);
    m_summary = {};
    m_summary.total = int(m_queue.size());
    m_done = 0;
    m_running = true;
    Q_EMIT progress(0, m_summary.total);
    if (m_queue.isEmpty()) {
        m_running = false;
        Q_EMIT finished(m_summary);
        return;
    }
    startMore();
}

void FeedRefresher::cancel()
{
    m_summary.total -= int(m_queue.size());
    m_queue.clear();
    if (m_inFlight == 0 && m_running) {
        m_running = false;
        Q_EMIT finished(m_summary);
    }
}

void FeedRefresher::startMore()
{
    while (m_inFlight < m_jobs && !m_queue.isEmpty()) {
        const FeedFetchState feed = m_queue.takeFirst();
        ++m_inFlight;
        m_fetcher->fetch(
            feed.url, {feed.etag, feed.lastModified},
            [this, feed](const FetchResult &fetched) { handleFetched(feed, fetched); });
    }
}

void FeedRefresher::handleFetched(const FeedFetchState &feed, const FetchResult &fetched)
{
    FeedFetchOutcome outcome;
    outcome.httpStatus = fetched.httpStatus;
    if (!fetched.ok()) {
        outcome.error = fetched.error;
        finishFeed(feed, outcome, 0, 0);
        return;
    }
    outcome.etag = fetched.validators.etag;
    outcome.lastModified = fetched.validators.lastModified;
    outcome.movedTo = fetched.movedTo;
    if (fetched.notModified) {
        // A 304 carries no validators of its own when they did not change.
        if (outcome.etag.isEmpty())
            outcome.etag = feed.etag;
        if (outcome.lastModified.isEmpty())
            outcome.lastModified = feed.lastModified;
        finishFeed(feed, outcome, 0, 0);
        return;
    }
    outcome.bodyHash = QString::fromLatin1(
        QCryptographicHash::hash(fetched.body, QCryptographicHash::Sha1).toHex());
    if (outcome.bodyHash == feed.bodyHash) {
        finishFeed(feed, outcome, 0, 0);
        return;
    }
    auto *watcher = new QFutureWatcher<FeedParseResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, feed, outcome]() mutable {
        watcher->deleteLater();
        const FeedParseResult parsed = watcher->result();
        if (!parsed.ok()) {
            outcome.error = u"%1: %2"_s.arg(feed.url.toDisplayString(), parsed.error);
            outcome.bodyHash.clear();
            finishFeed(feed, outcome, 0, 0);
            return;
        }
        m_writer->ingest(feed.url, parsed.feed)
            .then(this, [this, feed, outcome](const IngestResult &stored) mutable {
                if (!stored.ok) {
                    outcome.error = stored.error;
                    outcome.bodyHash.clear();
                }
                finishFeed(feed, outcome, stored.added, stored.updated);
            });
    });
    watcher->setFuture(QtConcurrent::run(
        [body = fetched.body, url = fetched.finalUrl, type = fetched.contentType] {
            return FeedParser::parse(body, url, type);
        }));
}

void FeedRefresher::finishFeed(const FeedFetchState &feed, const FeedFetchOutcome &outcome,
                               int added, int updated)
{
    m_writer->recordFetch(feed.feedId, outcome);
    if (!outcome.error.isEmpty()) {
        ++m_summary.failed;
        m_summary.errors.append(outcome.error);
    } else if (added + updated > 0) {
        ++m_summary.changed;
        m_summary.newArticles += added;
    } else {
        ++m_summary.unchanged;
    }
    Q_EMIT feedFinished(feed.feedId, outcome.error.isEmpty(), outcome.error);
    --m_inFlight;
    ++m_done;
    Q_EMIT progress(m_done, m_summary.total);
    startMore();
    if (m_inFlight == 0 && m_queue.isEmpty() && m_running) {
        m_running = false;
        Q_EMIT finished(m_summary);
    }
}

} // namespace Lectern
