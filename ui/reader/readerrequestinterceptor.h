// The reader's network gate: every request a page makes passes here. Only Lectern's own
// scheme and inline data load; remote images only when the user allows them, and never what
// looks like a tracking pixel. Everything else is blocked, so no page can reach the network.
#pragma once

#include <QList>
#include <QMutex>
#include <QUrl>
#include <QWebEngineUrlRequestInfo>
#include <QWebEngineUrlRequestInterceptor>

namespace Lectern {

class ReaderRequestInterceptor : public QWebEngineUrlRequestInterceptor
{
    Q_OBJECT
public:
    struct Decision
    {
        QUrl url;
        QWebEngineUrlRequestInfo::ResourceType type;
        bool allowed;
    };
    // The log keeps the most recent requests only.
    static constexpr qsizetype LogCapacity = 500;

    explicit ReaderRequestInterceptor(QObject *parent = nullptr);

    void setRemoteImagesAllowed(bool allowed);
    bool remoteImagesAllowed() const;

    void interceptRequest(QWebEngineUrlRequestInfo &info) override;

    // What was decided, oldest first; for tests and diagnostics.
    QList<Decision> log() const;

    static bool isAllowed(const QUrl &url, QWebEngineUrlRequestInfo::ResourceType type,
                          bool remoteImages);
    static bool looksLikeTrackingPixel(const QUrl &url);
    // A remote image whose address is written into the person's own network (or names this
    // machine), refused even where remote images are allowed. A name that resolves there cannot
    // be seen from here: the browser engine resolves it, and the capture's guard keeps such
    // images from ever being stored.
    static bool pointsIntoLocalNetwork(const QUrl &url);
    // Whether a reader page asks for its remote images (lectern://article/ID?images=1, the link
    // of an image placeholder), whatever the setting for all articles says.
    static bool pageAsksForImages(const QUrl &page);

private:
    void record(const QUrl &url, QWebEngineUrlRequestInfo::ResourceType type, bool allowed);

    mutable QMutex m_mutex; // requests may be intercepted off the UI thread in some versions
    bool m_remoteImages = false;
    QList<Decision> m_log;
};

} // namespace Lectern
