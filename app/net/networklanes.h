// Feed fetches spread over several network managers, a host always on the same one. A
// QNetworkAccessManager does its HTTP work (sockets, parsing headers, decompressing) on one
// thread of its own; a refresh of 1,000 unchanged feeds kept that thread busy from start to end
// while the other core waited.
#pragma once

#include <QPointer>
#include <QString>

#include <vector>

class QNetworkAccessManager;
class QUrl;

namespace Lectern {

class NetworkLanes
{
public:
    // first: the caller's manager and the first lane; the others are made when a host first
    // needs them, as children of first, and take their proxy from it, as it is at each request.
    // Every NetworkLanes on the same first manager shares them (a capture's page and image
    // fetchers, a refresh), so a host's connections stay in one manager.
    explicit NetworkLanes(QNetworkAccessManager *first, int count = defaultCount());
    ~NetworkLanes();
    NetworkLanes(const NetworkLanes &) = delete;
    NetworkLanes &operator=(const NetworkLanes &) = delete;

    // One manager per core, up to four.
    static int defaultCount();
    int count() const { return int(m_lanes.size()); }
    void setCount(int count);
    // The lane of url's host (its connections are reused only within one manager).
    static int laneOf(const QString &host, int count);
    QNetworkAccessManager *managerFor(const QUrl &url);

private:
    QNetworkAccessManager *m_first;
    std::vector<QPointer<QNetworkAccessManager>> m_lanes; // [0] stays empty: m_first
};

} // namespace Lectern
