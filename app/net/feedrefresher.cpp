#include "net/feedrefresher.h"

#include "feeds/feedparser.h"
#include "feeds/pagefeed/pagefeedreader.h"
#include "feeds/pagefeed/pagesections.h"
#include "feeds/pagefeed/sitemapreader.h"
#include "library/stores/feedstore.h"
#include "library/writes/feedwrites.h"
#include "library/writes/librarywriter.h"
#include "net/credentialstore.h"
#include "net/feedfetcher.h"

#include <QCryptographicHash>
#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
QString hostOf(const FeedFetchState &feed)
{
    return feed.url.host().toLower();
}
} // namespace

FeedRefresher::FeedRefresher(QSqlDatabase db, LibraryWriter *writer, FeedFetcher *fetcher,
                             QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_writer(writer)
    , m_fetcher(fetcher)
{
    qRegisterMetaType<Lectern::RefreshSummary>();
}

void FeedRefresher::refresh(const QList<qint64> &feedIds, Waits waits)
{
    if (m_running)
        return;
    m_summary = {};
    m_queue.clear();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const FeedFetchState &feed : FeedStore(m_db).fetchStates(feedIds)) {
        if (waits == Waits::Respect && feed.retryNotBefore.isValid() && feed.retryNotBefore > now)
            ++m_summary.waiting;
        else
            m_queue.append(feed);
    }
    m_summary.total = int(m_queue.size());
    m_done = 0;
    m_offline = false;
    Q_EMIT progress(0, m_summary.total);
    if (m_queue.isEmpty()) {
        Q_EMIT finished(m_summary);
        return;
    }
    setRunning(true);
    startMore();
}

int FeedRefresher::defaultConcurrency()
{
    // Fetches mostly wait on servers; the parse pool and the writer, which use the cores,
    // bound how many are worth running at once.
    return 8 * std::clamp(QThread::idealThreadCount(), 1, 4);
}

FeedRefresher::~FeedRefresher()
{
    setRunning(false);
}

void FeedRefresher::setRunning(bool running)
{
    if (m_running == running)
        return;
    m_running = running;
}

void FeedRefresher::cancelForOffline()
{
    m_offline = true;
    cancel();
}

void FeedRefresher::cancel()
{
    m_summary.total -= int(m_queue.size());
    m_queue.clear();
    if (m_inFlight == 0 && m_storing == 0 && m_running) {
        setRunning(false);
        Q_EMIT finished(m_summary);
    }
}

void FeedRefresher::startMore()
{
    // The first queued feed whose host has a free slot goes next, so one slow server holding
    // its slots does not hold up the others.
    // A feed handed to the writer frees its fetch slot: the writer stores one feed at a time
    // while the next are fetched and parsed, and the feeds waiting for it share its commits.
    // How many may wait is bounded, since each holds its parsed articles.
    for (qsizetype i = 0;
         i < m_queue.size() && m_inFlight < m_jobs && m_storing < kStoringPerJob * m_jobs;) {
        const QString host = hostOf(m_queue.at(i));
        if (m_hostFetches.value(host) >= m_perHost) {
            ++i;
            continue;
        }
        const FeedFetchState feed = m_queue.takeAt(i);
        const QList<FeedFetchState> others = takeSectionsOfPage(feed, i);
        m_inFlight += 1 + int(others.size());
        ++m_hostFetches[host];
        if (others.isEmpty())
            start(feed);
        else
            fetchTogether(QList<FeedFetchState>{feed} + others);
    }
}

// The other section feeds of the same page (PageSections) waiting in the queue: they share
// the one fetch of the page. (A page that needs a login is fetched feed by feed.)
QList<FeedFetchState> FeedRefresher::takeSectionsOfPage(const FeedFetchState &feed, qsizetype from)
{
    QList<FeedFetchState> others;
    if (!feed.pageFeed || !feed.authUser.isEmpty() || PageSections::sectionOf(feed.url).isEmpty())
        return others;
    const QUrl page = PageSections::pageOf(feed.url);
    for (qsizetype j = from; j < m_queue.size();) {
        const FeedFetchState &other = m_queue.at(j);
        if (other.pageFeed && other.authUser.isEmpty() && PageSections::pageOf(other.url) == page)
            others.append(m_queue.takeAt(j));
        else
            ++j;
    }
    return others;
}

void FeedRefresher::fetchTogether(const QList<FeedFetchState> &feeds)
{
    const FeedFetchState &first = feeds.first();
    FetchOptions options;
    // Asked conditionally only when every section holds the same version of the page.
    if (std::all_of(feeds.begin(), feeds.end(), [&](const FeedFetchState &feed) {
            return feed.etag == first.etag && feed.lastModified == first.lastModified;
        }))
        options.conditional = {first.etag, first.lastModified};
    m_fetcher->fetch(PageSections::pageOf(first.url), options,
                     [this, feeds](const FetchResult &fetched) {
                         releaseHost(feeds.first());
                         for (const FeedFetchState &feed : feeds)
                             handleFetched(feed, fetched);
                     });
}

void FeedRefresher::start(const FeedFetchState &feed)
{
    if (feed.authUser.isEmpty()) {
        fetch(feed, {});
        return;
    }
    const QString user = feed.authUser;
    if (!m_credentials) {
        releaseHost(feed);
        FeedFetchOutcome outcome;
        outcome.error = tr("%1 needs the password of %2, but no password store is available")
                            .arg(feed.url.toDisplayString(), user);
        fail(feed, outcome);
        return;
    }
    m_credentials->readPassword(
        CredentialStore::keyFor(feed.url, user), [this, feed, user](const PasswordLookup &found) {
            if (found.ok()) {
                fetch(feed, {user, found.password});
                return;
            }
            releaseHost(feed);
            FeedFetchOutcome outcome;
            outcome.error = tr("%1 needs a user name and password: %2")
                                .arg(feed.url.toDisplayString(), found.error);
            fail(feed, outcome);
        });
}

void FeedRefresher::fetch(const FeedFetchState &feed, const BasicCredentials &credentials)
{
    FetchOptions options;
    options.conditional = {feed.etag, feed.lastModified};
    options.credentials = credentials;
    m_fetcher->fetch(PageSections::pageOf(feed.url), options,
                     [this, feed](const FetchResult &fetched) {
                         releaseHost(feed);
                         handleFetched(feed, fetched);
                     });
}

void FeedRefresher::releaseHost(const FeedFetchState &feed)
{
    const QString host = hostOf(feed);
    if (--m_hostFetches[host] <= 0)
        m_hostFetches.remove(host);
    startMore();
}

void FeedRefresher::handleFetched(const FeedFetchState &feed, const FetchResult &fetched)
{
    FeedFetchOutcome outcome;
    outcome.httpStatus = fetched.httpStatus;
    // Whether the feed is on the person's own network, where its content may then reach its host.
    if (fetched.addressSpace != AddressSpace::Kind::Invalid)
        outcome.privateAddress = !AddressSpace::isPublic(fetched.addressSpace);
    // Offline, a failure that is no answer of the server's is the network's, not the feed's.
    if (!fetched.ok() && m_offline && fetched.httpStatus < 400) {
        dropFeed();
        return;
    }
    if (!fetched.ok()) {
        outcome.error = fetched.error;
        fail(feed, outcome, fetched.retryAfter);
        return;
    }
    outcome.etag = fetched.validators.etag;
    outcome.lastModified = fetched.validators.lastModified;
    const QString section = PageSections::sectionOf(feed.url);
    // A section feed's page that moved: the section stays named on the new address.
    outcome.movedTo = section.isEmpty() || !fetched.movedTo.isValid()
                          ? fetched.movedTo
                          : PageSections::feedUrl(fetched.movedTo, section);
    if (fetched.notModified) {
        // A 304 carries no validators of its own when they did not change.
        if (outcome.etag.isEmpty())
            outcome.etag = feed.etag;
        if (outcome.lastModified.isEmpty())
            outcome.lastModified = feed.lastModified;
        finishFeed(feed, outcome, 0, 0);
        return;
    }
    // Hashed, parsed and prepared for ingest on the thread pool: this thread (the window's, in
    // the app) only hands out fetches; hashing here took a third of its time in a cold refresh
    // of 1,000 feeds. The writer thread only stores.
    struct Parsed
    {
        QString bodyHash;
        bool unchanged = false; // the same body as the last time: nothing to parse or store
        bool large = false;     // left to the writer to parse and store batch by batch
        QString error;
        PreparedFeed prepared;
    };
    auto *watcher = new QFutureWatcher<Parsed>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, feed, outcome, fetched]() mutable {
                watcher->deleteLater();
                const Parsed parsed = watcher->result();
                outcome.bodyHash = parsed.bodyHash;
                if (parsed.unchanged) {
                    finishFeed(feed, outcome, 0, 0);
                    return;
                }
                if (!parsed.error.isEmpty()) {
                    outcome.error = u"%1: %2"_s.arg(feed.url.toDisplayString(), parsed.error);
                    outcome.bodyHash.clear();
                    fail(feed, outcome);
                    return;
                }
                // The fetch slot is free from here on; the feed is done once stored.
                --m_inFlight;
                ++m_storing;
                startMore();
                QFuture<IngestResult> storing =
                    parsed.large
                        ? m_writer->ingestDocument(feed.url, fetched.body, fetched.documentBase,
                                                   fetched.contentType)
                        : m_writer->ingest(feed.url, parsed.prepared);
                storing.then(this, [this, feed, outcome](const IngestResult &stored) mutable {
                    // Counted again as in flight for finishFeed, which ends every feed.
                    --m_storing;
                    ++m_inFlight;
                    if (!stored.ok) {
                        outcome.error =
                            stored.notAFeed
                                ? u"%1: %2"_s.arg(feed.url.toDisplayString(), stored.error)
                                : stored.error;
                        outcome.bodyHash.clear();
                        fail(feed, outcome);
                        return;
                    }
                    m_summary.notices += stored.notices;
                    finishFeed(feed, outcome, stored.added, stored.updated);
                });
            });
    watcher->setFuture(QtConcurrent::run([body = fetched.body, url = fetched.documentBase,
                                          type = fetched.contentType, last = feed.bodyHash,
                                          page = feed.pageFeed, rule = feed.pageRule,
                                          sitemap = feed.sitemap, section] {
        Parsed parsed;
        parsed.bodyHash =
            QString::fromLatin1(QCryptographicHash::hash(body, QCryptographicHash::Sha1).toHex());
        if (parsed.bodyHash == last) {
            parsed.unchanged = true;
            return parsed;
        }
        if (sitemap || page) {
            // A site without a feed: its index page's items or its sitemap's pages (what
            // vanished from them stays stored).
            ParsedFeed items = sitemap ? SitemapReader::read(body, url)
                                       : PageFeedReader::read(body, url, type, rule);
            if (!section.isEmpty() && !items.entries.isEmpty()) {
                items = PageSections::only(items, section);
                if (items.entries.isEmpty()) {
                    parsed.error = tr("the page has no section “%1” any more").arg(section);
                    return parsed;
                }
            }
            if (items.entries.isEmpty())
                parsed.error = items.problems.isEmpty() ? tr("not a feed")
                                                        : items.problems.constFirst().message;
            else
                parsed.prepared = FeedIngest::prepare(std::move(items));
            return parsed;
        }
        if (body.size() >= FeedIngest::LargeDocumentBytes) {
            parsed.large = true;
            return parsed;
        }
        FeedParseResult result = FeedParser::parse(body, url, type);
        if (!result.ok()) {
            parsed.error = result.error.isEmpty() ? tr("not a feed") : result.error;
            return parsed;
        }
        parsed.prepared = FeedIngest::prepare(std::move(result.feed));
        return parsed;
    }));
}

void FeedRefresher::fail(const FeedFetchState &feed, FeedFetchOutcome outcome,
                         const QDateTime &retryAfter)
{
    outcome.retryNotBefore =
        m_backoff.nextAttempt(feed.errorCount + 1, retryAfter, QDateTime::currentDateTimeUtc());
    finishFeed(feed, outcome, 0, 0);
}

void FeedRefresher::finishFeed(const FeedFetchState &feed, const FeedFetchOutcome &outcome,
                               int added, int updated)
{
    m_writer->feeds().recordFetch(feed.feedId, outcome);
    if (!outcome.error.isEmpty()) {
        ++m_summary.failed;
        m_summary.errors.append(outcome.error);
    } else if (added + updated > 0) {
        ++m_summary.changed;
        m_summary.newArticles += added;
        m_summary.changedArticles += updated;
    } else {
        ++m_summary.unchanged;
    }
    Q_EMIT feedFinished(feed.feedId, outcome.error.isEmpty(), outcome.error);
    --m_inFlight;
    ++m_done;
    Q_EMIT progress(m_done, m_summary.total);
    startMore();
    endIfDone();
}

void FeedRefresher::dropFeed()
{
    --m_inFlight;
    --m_summary.total;
    Q_EMIT progress(m_done, m_summary.total);
    endIfDone();
}

void FeedRefresher::endIfDone()
{
    if (m_inFlight == 0 && m_storing == 0 && m_queue.isEmpty() && m_running) {
        setRunning(false);
        Q_EMIT finished(m_summary);
    }
}

} // namespace Lectern
