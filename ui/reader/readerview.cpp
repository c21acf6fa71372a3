#include "ui/reader/readerview.h"

#include "ui/reader/readerpage.h"
#include "ui/reader/readerrequestinterceptor.h"

#include <QDesktopServices>
#include <QFile>
#include <QPointer>
#include <QTimer>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>
#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace Lectern {

ReaderView::ReaderView(ReaderSchemeHandler::PageSource source, const AssetStore *assets,
                       QWidget *parent)
    : QWebEngineView(parent)
    , m_source(std::move(source))
    , m_assets(assets)
    , m_interceptor(new ReaderRequestInterceptor(this)) // outlives the profile
{

    setContextMenuPolicy(Qt::NoContextMenu);
    connect(this, &QWebEngineView::loadFinished, this, &ReaderView::restorePosition);
    // Never painted (a view not shown): the engine starts soon all the same.
    QTimer::singleShot(StartAfterMs, this, &ReaderView::ensurePage);
}

void ReaderView::ensurePage()
{
    if (m_page)
        return;

    m_profile = new QWebEngineProfile(this); // off the record: no cookies or cache on disk
    m_profile->installUrlSchemeHandler(ReaderSchemeHandler::schemeName(),
                                       new ReaderSchemeHandler(m_source, m_assets, m_profile));
    m_profile->setUrlRequestInterceptor(m_interceptor);
    m_profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);

    auto *page = new ReaderPage(m_profile, this);
    // An article asked for with its images (?images=1, from a placeholder's link) may reach
    // remote URLs like every article when the setting is on; any other page falls back to it.
    connect(page, &ReaderPage::ownPageAccepted, this, [this, page](const QUrl &url) {
        page->settings()->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls,
                                       m_interceptor->remoteImagesAllowed() ||
                                           ReaderRequestInterceptor::pageAsksForImages(url));
    });
    QWebEngineSettings *settings = page->settings();
    // On for the app's own scripts (math typesetting from lectern://app/). Feed scripts never
    // run: the sanitizer removes them and the page's CSP admits only the app's script URLs.
    settings->setAttribute(QWebEngineSettings::JavascriptEnabled, true);
    // Everything a page could use to leave the reader or reach the machine stays off.
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    // Writing the clipboard is on for the copy buttons reader.js puts on code blocks. Only
    // Lectern's own scripts can use it: the sanitizer removes every script and handler from
    // feed content, and the page's CSP admits scripts from lectern://app alone. Reading the
    // clipboard (paste) stays off.
    settings->setAttribute(QWebEngineSettings::JavascriptCanAccessClipboard, true);
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
    connect(page, &ReaderPage::shelfLinkActivated, this, &ReaderView::shelfLinkActivated);
    connect(page, &ReaderPage::feedLinkActivated, this, &ReaderView::feedLinkActivated);
    connect(page, &ReaderPage::highlightRequested, this, &ReaderView::highlightRequested);
    // The highlights' script, in the application's world of every page: the page's own world
    // (reader.js alone) can neither see it nor call it.
    QFile script(u":/lectern/reader/highlights.js"_s);
    if (script.open(QIODevice::ReadOnly)) {
        QWebEngineScript highlights;
        highlights.setName(u"lectern-highlights"_s);
        highlights.setWorldId(QWebEngineScript::ApplicationWorld);
        highlights.setInjectionPoint(QWebEngineScript::DocumentReady);
        highlights.setRunsOnSubFrames(false);
        highlights.setSourceCode(QString::fromUtf8(script.readAll()));
        page->scripts().insert(highlights);
    }
    setPage(page);
    m_page = page;
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls,
                           m_interceptor->remoteImagesAllowed());
    setZoomFactor(m_zoom);
    if (const QUrl waiting = std::exchange(m_waiting, {}); !waiting.isEmpty())
        load(waiting);
}

// The page must go before its profile: detach it, then delete it.
ReaderView::~ReaderView()
{
    m_destroying = true; // the page answers pending scripts as it goes; nobody is listening
    if (!m_page)
        return;
    setPage(nullptr);
    delete m_page;
}

void ReaderView::showArticle(qint64 articleId, double scrollFraction)
{
    m_restore = {articleId,
                 std::isfinite(scrollFraction) ? std::clamp(scrollFraction, 0.0, 1.0) : 0.0};
    open(ReaderSchemeHandler::articleUrl(articleId));
}

// The scripts run in the application world: the page's own world (where only reader.js runs)
// cannot see or fake the marker that says the position was restored.
void ReaderView::restorePosition(bool loaded)
{
    // Chromium keeps a zoom level per host; the reader's zoom holds for every page.
    if (!qFuzzyCompare(zoomFactor(), m_zoom))
        setZoomFactor(m_zoom);
    const qint64 articleId = currentArticleId();
    if (!loaded || articleId <= 0)
        return;
    const double fraction = m_restore.articleId == articleId ? m_restore.fraction : 0.0;
    const QString script =
        u"(() => { const range = Math.max(0, document.documentElement.scrollHeight - "
        "window.innerHeight); window.scrollTo(0, %1 * range); "
        "window.lecternPositionRestored = location.href; return true; })()"_s.arg(fraction, 0, 'f',
                                                                                  6);
    page()->runJavaScript(script, QWebEngineScript::ApplicationWorld,
                          [this, guard = QPointer<ReaderView>(this), articleId](const QVariant &) {
                              if (guard && !m_destroying)
                                  Q_EMIT articleReady(articleId);
                          });
}

void ReaderView::readScrollPosition(std::function<void(std::optional<ScrollPosition>)> done)
{
    // The page says which document it measured: by the time the answer comes, another article
    // may have started loading.
    const QString script =
        u"(() => { if (window.lecternPositionRestored !== location.href) return null; "
        "const range = Math.max(0, document.documentElement.scrollHeight - window.innerHeight); "
        "return [location.href, range > 0 ? Math.min(1, Math.max(0, window.scrollY / range)) : "
        "0]; })()"_s;
    if (!m_page) { // nothing shown yet
        done(std::nullopt);
        return;
    }
    m_page->runJavaScript(
        script, QWebEngineScript::ApplicationWorld,
        [this, guard = QPointer<ReaderView>(this), done = std::move(done)](const QVariant &value) {
            if (!guard || m_destroying)
                return;
            const QVariantList answer = value.toList();
            const qint64 articleId = answer.size() == 2
                                         ? ReaderSchemeHandler::articleIdOf(
                                               QUrl(answer.at(0).toString(), QUrl::StrictMode))
                                         : 0;
            if (articleId <= 0) {
                done(std::nullopt);
                return;
            }
            done(ScrollPosition{articleId, answer.at(1).toDouble()});
        });
}

void ReaderView::pageDown(std::function<void(bool atEnd)> done)
{
    static const QString script =
        u"(function () { var e = document.scrollingElement || document.documentElement;"
        " if (e.scrollTop + window.innerHeight >= e.scrollHeight - 2) return true;"
        " window.scrollBy(0, Math.round(window.innerHeight * 0.9)); return false; })()"_s;
    if (!m_page) {
        done(true);
        return;
    }
    m_page->runJavaScript(
        script, QWebEngineScript::ApplicationWorld,
        [guard = QPointer<ReaderView>(this), done = std::move(done)](const QVariant &atEnd) {
            if (guard && !guard->m_destroying)
                done(atEnd.toBool());
        });
}

void ReaderView::setZoom(double factor)
{
    m_zoom = factor;
    if (m_page)
        setZoomFactor(factor);
}

void ReaderView::showWelcome()
{
    open(ReaderSchemeHandler::welcomeUrl());
}

void ReaderView::showEmptyList()
{
    open(ReaderSchemeHandler::emptyListUrl());
}

void ReaderView::showHome()
{
    open(ReaderSchemeHandler::homeUrl());
}

void ReaderView::showHighlights()
{
    open(ReaderSchemeHandler::highlightsUrl());
}

void ReaderView::open(const QUrl &url)
{
    if (m_page)
        load(url);
    else
        m_waiting = url; // shown once the engine has started
}

QUrl ReaderView::url() const
{
    return m_page ? QWebEngineView::url() : m_waiting;
}

QWebEnginePage *ReaderView::page() const
{
    const_cast<ReaderView *>(this)->ensurePage();
    return m_page;
}

void ReaderView::showEvent(QShowEvent *event)
{
    if (m_page)
        QWebEngineView::showEvent(event);
    else
        QWidget::showEvent(event);
}

void ReaderView::hideEvent(QHideEvent *event)
{
    if (m_page)
        QWebEngineView::hideEvent(event);
    else
        QWidget::hideEvent(event);
}

void ReaderView::closeEvent(QCloseEvent *event)
{
    if (m_page)
        QWebEngineView::closeEvent(event);
    else
        QWidget::closeEvent(event);
}

qint64 ReaderView::currentArticleId() const
{
    return ReaderSchemeHandler::articleIdOf(url());
}

void ReaderView::setRemoteImagesAllowed(bool allowed)
{
    m_interceptor->setRemoteImagesAllowed(allowed);
    // lectern: is a local scheme, and QtWebEngine keeps local pages from every remote URL unless
    // this is on. On, the gates stay the page's CSP (remote URLs in img-src only) and the
    // interceptor (images only, never tracking pixels); scripts, frames, styles, fonts and
    // media remain refused by both.
    if (m_page)
        m_page->settings()->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls,
                                         allowed);
}

bool ReaderView::remoteImagesAllowed() const
{
    return m_interceptor->remoteImagesAllowed();
}

} // namespace Lectern
