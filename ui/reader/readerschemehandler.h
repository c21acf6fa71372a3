// Serves the reader's pages from Lectern's own URL scheme, lectern://, so that no page the
// reader shows comes from the network or the file system: articles and the welcome page from
// the PageSource, the app's scripts, styles and fonts (lectern://app/…) from Qt resources, and
// the images of captured articles (lectern://asset/…) from the library's AssetStore.
#pragma once

#include <QWebEngineUrlSchemeHandler>
#include <functional>
#include <optional>

namespace Lectern {

class AssetStore;
class LibrarySession;

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
    // The page for a list with no article in it (LibrarySession::emptyListPage).
    static QUrl emptyListUrl();
    // The home page: the shelves as cards (LibrarySession::homePage).
    static QUrl homeUrl();
    // Every highlight (LibrarySession::highlightsPage).
    static QUrl highlightsUrl();
    // The article id of an article URL, or 0.
    static qint64 articleIdOf(const QUrl &url);
    // Whether the URL names an app asset, lectern://app/<path> (other than the welcome page).
    static bool isAppAsset(const QUrl &url);
    // The Qt resource behind an app asset URL, or empty for a bad or unknown path.
    static QString appResourcePath(const QUrl &url);
    // The pages of a library session: lectern://article/ID (with ?version=feed, ?full=1 and
    // ?images=1) and the welcome page. session must outlive the source.
    static PageSource pagesOf(const LibrarySession *session);
    // The Content-Type for an app asset, or empty for a kind that is not served.
    static QByteArray mimeTypeFor(const QString &path);

    // assets: the stored images of captured articles (lectern://asset/<name>); may be null.
    explicit ReaderSchemeHandler(PageSource source, const AssetStore *assets = nullptr,
                                 QObject *parent = nullptr);
    void requestStarted(QWebEngineUrlRequestJob *job) override;

private:
    void serveAsset(QWebEngineUrlRequestJob *job);
    void serveStoredImage(QWebEngineUrlRequestJob *job);

    PageSource m_source;
    const AssetStore *m_assets;
};

} // namespace Lectern
