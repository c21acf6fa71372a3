#include "ui/readerpage.h"

#include "ui/readerschemehandler.h"

using namespace Qt::StringLiterals;

namespace Lectern {

ReaderPage::ReaderPage(QWebEngineProfile *profile, QObject *parent)
    : QWebEnginePage(profile, parent)
{
}

bool ReaderPage::acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame)
{
    if (!isMainFrame)
        return false;
    const bool ownPage = url.scheme() == QLatin1StringView(ReaderSchemeHandler::schemeName());
    if (type == NavigationTypeLinkClicked) {
        if (url.scheme() == u"http"_s || url.scheme() == u"https"_s || url.scheme() == u"mailto"_s)
            Q_EMIT externalLinkActivated(url);
        return false;
    }
    // Only Lectern itself navigates the reader, and only to its own pages.
    return ownPage && (type == NavigationTypeTyped || type == NavigationTypeReload);
}

QWebEnginePage *ReaderPage::createWindow(WebWindowType)
{
    return nullptr;
}

} // namespace Lectern
