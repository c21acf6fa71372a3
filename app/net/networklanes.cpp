#include "net/networklanes.h"

#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QPointer>
#include <QThread>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// A lane's proxies are the first manager's: its proxy factory, or the proxy set on it, asked
// at each request, so a proxy changed in the preferences applies to every lane at once. The
// managers live on one thread, where Qt asks for proxies.
class FollowingProxyFactory : public QNetworkProxyFactory
{
public:
    explicit FollowingProxyFactory(QNetworkAccessManager *source)
        : m_source(source)
    {
    }

    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        if (!m_source)
            return {QNetworkProxy(QNetworkProxy::NoProxy)};
        if (QNetworkProxyFactory *factory = m_source->proxyFactory())
            return factory->queryProxy(query);
        if (m_source->proxy().type() == QNetworkProxy::DefaultProxy)
            return QNetworkProxyFactory::proxyForQuery(query); // the application's
        return {m_source->proxy()};
    }

private:
    QPointer<QNetworkAccessManager> m_source;
};

} // namespace

NetworkLanes::NetworkLanes(QNetworkAccessManager *first, int count)
    : m_first(first)
{
    setCount(count);
}

void NetworkLanes::setCount(int count)
{
    m_lanes.assign(size_t(std::clamp(count, 1, 16)), nullptr);
}

NetworkLanes::~NetworkLanes() = default;

int NetworkLanes::defaultCount()
{
    return std::clamp(QThread::idealThreadCount(), 1, 4);
}

int NetworkLanes::laneOf(const QString &host, int count)
{
    return count <= 1 ? 0 : int(qHash(host.toLower(), 0) % size_t(count));
}

QNetworkAccessManager *NetworkLanes::managerFor(const QUrl &url)
{
    const int lane = laneOf(url.host(), count());
    if (lane == 0)
        return m_first;
    QPointer<QNetworkAccessManager> &manager = m_lanes[size_t(lane)];
    if (!manager) {
        // Another NetworkLanes on the same first manager may have made it already.
        const QString name = u"lectern-network-lane-%1"_s.arg(lane);
        manager = m_first->findChild<QNetworkAccessManager *>(name, Qt::FindDirectChildrenOnly);
        if (!manager) {
            manager = new QNetworkAccessManager(m_first); // the first manager owns its lanes
            manager->setObjectName(name);
            manager->setProxyFactory(new FollowingProxyFactory(m_first)); // the lane owns it
        }
    }
    return manager;
}

} // namespace Lectern
