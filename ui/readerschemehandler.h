// Serves the reader's pages from Lectern's own URL scheme, lectern://, so that no page the
// reader shows comes from the network or the file system.
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

    explicit ReaderSchemeHandler(PageSource source, QObject *parent = nullptr);
    void requestStarted(QWebEngineUrlRequestJob *job) override;

private:
    PageSource m_source;
};

} // namespace Lectern
