#include "ui/reader/readerrequestinterceptor.h"

#include "net/addressspace.h"
#include "ui/reader/readerschemehandler.h"

#include <QMutexLocker>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

ReaderRequestInterceptor::ReaderRequestInterceptor(QObject *parent)
    : QWebEngineUrlRequestInterceptor(parent)
{
}

void ReaderRequestInterceptor::setRemoteImagesAllowed(bool allowed)
{
    QMutexLocker lock(&m_mutex);
    m_remoteImages = allowed;
}

bool ReaderRequestInterceptor::remoteImagesAllowed() const
{
    QMutexLocker lock(&m_mutex);
    return m_remoteImages;
}

void ReaderRequestInterceptor::interceptRequest(QWebEngineUrlRequestInfo &info)
{
    const QUrl url = info.requestUrl();
    const QWebEngineUrlRequestInfo::ResourceType type = info.resourceType();
    const bool allowed =
        isAllowed(url, type, remoteImagesAllowed() || pageAsksForImages(info.firstPartyUrl()));
    if (!allowed)
        info.block(true);
    record(url, type, allowed);
}

bool ReaderRequestInterceptor::isAllowed(const QUrl &url,
                                         QWebEngineUrlRequestInfo::ResourceType type,
                                         bool remoteImages)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1StringView(ReaderSchemeHandler::schemeName()) || scheme == u"data"_s)
        return true;
    if (!remoteImages || type != QWebEngineUrlRequestInfo::ResourceTypeImage)
        return false;
    if (scheme != u"http"_s && scheme != u"https"_s)
        return false;
    return !looksLikeTrackingPixel(url) && !pointsIntoLocalNetwork(url);
}

bool ReaderRequestInterceptor::pointsIntoLocalNetwork(const QUrl &url)
{
    // QUrl writes an address in any of its forms (decimal, hex, IPv4 in IPv6) the one way.
    const QString host = url.host().toLower();
    if (host == u"localhost"_s || host.endsWith(u".localhost"_s))
        return true;
    const AddressSpace::Kind space = AddressSpace::of(QByteArrayView(host.toLatin1()));
    return space != AddressSpace::Kind::Invalid && !AddressSpace::isPublic(space);
}

bool ReaderRequestInterceptor::pageAsksForImages(const QUrl &page)
{
    return page.scheme() == QLatin1StringView(ReaderSchemeHandler::schemeName()) &&
           QUrlQuery(page).queryItemValue(u"images"_s) == u"1"_s;
}

// A heuristic, not a list: the shapes newsletter and analytics services use for the invisible
// image that reports a reading. Real figures rarely look like this; when one does, the user
// loses one picture, which is the safe side to err on.
bool ReaderRequestInterceptor::looksLikeTrackingPixel(const QUrl &url)
{
    static const QSet<QString> words = {u"pixel"_s,  u"track"_s,  u"tracking"_s, u"tracker"_s,
                                        u"beacon"_s, u"open"_s,   u"openrate"_s, u"impression"_s,
                                        u"1x1"_s,    u"spacer"_s, u"blank"_s,    u"transparent"_s};
    const QStringList segments = url.path().toLower().split(u'/', Qt::SkipEmptyParts);
    for (const QString &segment : segments) {
        const QString stem = segment.section(u'.', 0, 0);
        if (words.contains(segment) || words.contains(stem))
            return true;
    }
    // A lone GIF that carries a query: the query is the report.
    if (url.path().endsWith(u".gif"_s, Qt::CaseInsensitive) && url.hasQuery())
        return true;
    static const QRegularExpression trackerHost(
        u"^(pixel|track|tracking|beacon|open|click|stats|analytics|metrics|counter)\\."_s);
    return trackerHost.match(url.host().toLower()).hasMatch();
}

void ReaderRequestInterceptor::record(const QUrl &url, QWebEngineUrlRequestInfo::ResourceType type,
                                      bool allowed)
{
    QMutexLocker lock(&m_mutex);
    if (m_log.size() >= LogCapacity)
        m_log.removeFirst();
    // A data: URL can be megabytes; its scheme and type say enough.
    const QUrl kept = url.scheme() == u"data"_s ? QUrl(u"data:"_s) : url;
    m_log.append({kept, type, allowed});
}

QList<ReaderRequestInterceptor::Decision> ReaderRequestInterceptor::log() const
{
    QMutexLocker lock(&m_mutex);
    return m_log;
}

} // namespace Lectern
