#include "net/feedsubscriber.h"

#include "feeds/feedparser.h"
#include "library/feedingest.h"
#include "net/feedfetcher.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedSubscriber::FeedSubscriber(QSqlDatabase db, FeedFetcher *fetcher, QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_fetcher(fetcher)
{
}

void FeedSubscriber::subscribe(const QUrl &url)
{
    m_fetcher->fetch(url, [this, url](const FetchResult &fetched) {
        if (!fetched.ok()) {
            Q_EMIT failed(url, fetched.error);
            return;
        }
        parseAndStore(url, fetched);
    });
}

void FeedSubscriber::parseAndStore(const QUrl &url, const FetchResult &fetched)
{
    // Parsing a large feed takes long enough to stall a window: it runs on the pool.
    auto *watcher = new QFutureWatcher<FeedParseResult>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, url] {
        watcher->deleteLater();
        const FeedParseResult parsed = watcher->result();
        if (!parsed.ok()) {
            Q_EMIT failed(url, u"%1: %2"_s.arg(url.toDisplayString(), parsed.error));
            return;
        }
        const IngestResult stored = FeedIngest::ingest(m_db, url, parsed.feed);
        if (!stored.ok) {
            Q_EMIT failed(url, stored.error);
            return;
        }
        Q_EMIT subscribed(url, stored.feedId, stored.added);
    });
    watcher->setFuture(QtConcurrent::run([body = fetched.body, finalUrl = fetched.finalUrl,
                                          type = fetched.contentType] {
        return FeedParser::parse(body, finalUrl, type);
    }));
}

} // namespace Lectern
