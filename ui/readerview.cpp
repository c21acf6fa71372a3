#include "ui/readerview.h"

#include "ui/readerpage.h"
#include "ui/readerrequestinterceptor.h"

#include <QDesktopServices>
#include <QWebEngineProfile>
#include <QWebEngineSettings>

namespace Lectern {

ReaderView::ReaderView(ReaderSchemeHandler::PageSource source, QWidget *parent)
    : QWebEngineView(parent)
    , m_source(std::move(source))
    , m_profile(new QWebEngineProfile(this)) // off the record: no cookies or cache on disk
    , m_interceptor(new ReaderRequestInterceptor(this)) // outlives the profile
{
    m_profile->installUrlSchemeHandler(ReaderSchemeHandler::schemeName(),
                                       new ReaderSchemeHandler(m_source, m_profile));
    m_profile->setUrlRequestInterceptor(m_interceptor);
    m_profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);

    auto *page = new ReaderPage(m_profile, this);
    QWebEngineSettings *settings = page->settings();
    // On for the app's own scripts (math typesetting from lectern://app/). Feed scripts never
    // run: the sanitizer removes them and the page's CSP admits only the app's script URLs.
    settings->setAttribute(QWebEngineSettings::JavascriptEnabled, true);
    // Everything a page could use to leave the reader or reach the machine stays off.
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanAccessClipboard, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanPaste, false);
    settings->setAttribute(QWebEngineSettings::AllowWindowActivationFromJavaScript, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    settings->setAttribute(QWebEngineSettings::AllowRunningInsecureContent, false);
    settings->setAttribute(QWebEngineSettings::AllowGeolocationOnInsecureOrigins, false);
    settings->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    settings->setAttribute(QWebEngineSettings::PdfViewerEnabled, false);
    settings->setAttribute(QWebEngineSettings::ScreenCaptureEnabled, false);
    settings->setAttribute(QWebEngineSettings::WebGLEnabled, false);
    settings->setAttribute(QWebEngineSettings::Accelerated2dCanvasEnabled, false);
    settings->setAttribute(QWebEngineSettings::FullScreenSupportEnabled, false);
    settings->setAttribute(QWebEngineSettings::HyperlinkAuditingEnabled, false); // <a ping>
    settings->setAttribute(QWebEngineSettings::DnsPrefetchEnabled, false);
    settings->setAttribute(QWebEngineSettings::WebRTCPublicInterfacesOnly, true);
    settings->setAttribute(QWebEngineSettings::AutoLoadIconsForPage, false);
    settings->setAttribute(QWebEngineSettings::NavigateOnDropEnabled, false);
    connect(page, &ReaderPage::externalLinkActivated, this,
            [](const QUrl &url) { QDesktopServices::openUrl(url); });
    setPage(page);
    setContextMenuPolicy(Qt::NoContextMenu);
}

// The page must go before its profile: detach it, then delete it.
ReaderView::~ReaderView()
{
    QWebEnginePage *current = page();
    setPage(nullptr);
    delete current;
}

void ReaderView::showArticle(qint64 articleId)
{
    load(ReaderSchemeHandler::articleUrl(articleId));
}

void ReaderView::showWelcome()
{
    load(ReaderSchemeHandler::welcomeUrl());
}

qint64 ReaderView::currentArticleId() const
{
    return ReaderSchemeHandler::articleIdOf(url());
}

void ReaderView::setRemoteImagesAllowed(bool allowed)
{
    m_interceptor->setRemoteImagesAllowed(allowed);
}

bool ReaderView::remoteImagesAllowed() const
{
    return m_interceptor->remoteImagesAllowed();
}

} // namespace Lectern
