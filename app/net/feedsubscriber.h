// Subscribes to a feed: fetch, parse on a worker thread, store. The first slice of refresh.
#pragma once

#include <QObject>
#include <QSqlDatabase>
#include <QUrl>

namespace Lectern {

class FeedFetcher;
struct FetchResult;

class FeedSubscriber : public QObject
{
    Q_OBJECT
public:
    FeedSubscriber(QSqlDatabase db, FeedFetcher *fetcher, QObject *parent = nullptr);

    // Ends with exactly one of subscribed() or failed().
    void subscribe(const QUrl &url);

Q_SIGNALS:
    void subscribed(const QUrl &url, qint64 feedId, int added);
    void failed(const QUrl &url, const QString &message);

private:
    void parseAndStore(const QUrl &url, const FetchResult &fetched);

    QSqlDatabase m_db;
    FeedFetcher *m_fetcher;
};

} // namespace Lectern
