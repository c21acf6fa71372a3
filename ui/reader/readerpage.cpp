#include "ui/reader/readerpage.h"

#include "ui/reader/readerschemehandler.h"

#include <QWebEngineDesktopMediaRequest>
#include <QWebEngineFileSystemAccessRequest>
#include <QWebEnginePermission>
#include <QWebEngineRegisterProtocolHandlerRequest>

using namespace Qt::StringLiterals;

namespace Lectern {

ReaderPage::ReaderPage(QWebEngineProfile *profile, QObject *parent)
    : QWebEnginePage(profile, parent)
{
    // An article has no use for the camera, location, notifications, files or the screen.
    connect(this, &QWebEnginePage::permissionRequested, this,
            [](QWebEnginePermission permission) { permission.deny(); });
    connect(this, &QWebEnginePage::fileSystemAccessRequested, this,
            [](QWebEngineFileSystemAccessRequest request) { request.reject(); });
    connect(this, &QWebEnginePage::registerProtocolHandlerRequested, this,
            [](QWebEngineRegisterProtocolHandlerRequest request) { request.reject(); });
    connect(this, &QWebEnginePage::desktopMediaRequested, this,
            [](const QWebEngineDesktopMediaRequest &request) { request.cancel(); });
}

bool ReaderPage::acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame)
{
    if (!isMainFrame)
        return false;
    const bool ownPage = url.scheme() == QLatin1StringView(ReaderSchemeHandler::schemeName());
    if (type == NavigationTypeLinkClicked) {
        // The page's own links between an article's two versions (captured and feed). Feed
        // HTML cannot hold them: the sanitizer keeps http, https and mailto links only.
        if (ReaderSchemeHandler::articleIdOf(url) > 0) {
            Q_EMIT ownPageAccepted(url);
            return true;
        }
        if (ownPage && url.host() == u"highlight"_s) {
            if (const auto request = HighlightRequest::fromUrl(url))
                Q_EMIT highlightRequested(*request);
            return false;
        }
        if (ownPage && (url.host() == u"shelf"_s || url.host() == u"feed"_s)) {
            bool ok = false;
            const qint64 id = url.path().mid(1).toLongLong(&ok);
            if (ok && id > 0) {
                if (url.host() == u"shelf"_s)
                    Q_EMIT shelfLinkActivated(id);
                else
                    Q_EMIT feedLinkActivated(id);
            }
            return false;
        }
        if (url.scheme() == u"http"_s || url.scheme() == u"https"_s || url.scheme() == u"mailto"_s)
            Q_EMIT externalLinkActivated(url);
        return false;
    }
    // Only Lectern itself navigates the reader, and only to its own pages.
    const bool accepted = ownPage && (type == NavigationTypeTyped || type == NavigationTypeReload);
    if (accepted)
        Q_EMIT ownPageAccepted(url);
    return accepted;
}

QWebEnginePage *ReaderPage::createWindow(WebWindowType type)
{
    Q_EMIT windowRefused(type);
    return nullptr;
}

// No dialog: a modal box over the reader is the last thing a hostile page should get.
void ReaderPage::javaScriptAlert(const QUrl &, const QString &msg)
{
    Q_EMIT dialogRefused(msg);
}

bool ReaderPage::javaScriptConfirm(const QUrl &, const QString &msg)
{
    Q_EMIT dialogRefused(msg);
    return false;
}

bool ReaderPage::javaScriptPrompt(const QUrl &, const QString &msg, const QString &, QString *)
{
    Q_EMIT dialogRefused(msg);
    return false;
}

} // namespace Lectern
