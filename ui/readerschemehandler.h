// Serves the reader's pages from Lectern's own URL scheme, lectern://, so that no page the
// reader shows comes from the network or the file system: articles and the welcome page from
// the PageSource, and the app's scripts, styles and fonts (lectern://app/…) from Qt resources.
#pragma once

#include <QWebEngineUrlSchemeHandler>
#include <functional>
#include <optional>

namespace Lectern {

class ReaderSchemeHandler : public QWebEngineUrlSchemeHandler
{
    Q_OBJECT
public:
    // Returns the page's HTML for a lectern:// URL, or nullopt when there is no such page.
    using PageSource = std::function<std::optional<QString>(const QUrl &)>;

    static QByteArray schemeName();
    // Must run before the application object is created.
    static void registerScheme();
    static QUrl articleUrl(qint64 articleId);
    static QUrl welcomeUrl();
    // The article id of an article URL, or 0.
    static qint64 articleIdOf(const QUrl &url);
    // Whether the URL names an app asset, lectern://app/<path> (other than the welcome page).
    static bool isAppAsset(const QUrl &url);
    // The Qt resource behind an app asset URL, or empty for a bad or unknown path.
    static QString appResourcePath(const QUrl &url);
    // The Content-Type for an app asset, or empty for a kind that is not served.
    static QByteArray mimeTypeFor(const QString &path);

    explicit ReaderSchemeHandler(PageSource source, QObject *parent = nullptr);
    void requestStarted(QWebEngineUrlRequestJob *job) override;

private:
    void serveAsset(QWebEngineUrlRequestJob *job);

    PageSource m_source;
};

} // namespace Lectern
