#include "ui/readerview.h"

#include "ui/readerpage.h"

#include <QDesktopServices>
#include <QWebEngineProfile>
#include <QWebEngineSettings>

namespace Lectern {

ReaderView::ReaderView(ReaderSchemeHandler::PageSource source, QWidget *parent)
    : QWebEngineView(parent)
    , m_profile(new QWebEngineProfile(this)) // off the record: no cookies or cache on disk
{
    m_profile->installUrlSchemeHandler(ReaderSchemeHandler::schemeName(),
                                       new ReaderSchemeHandler(std::move(source), m_profile));
    m_profile->setHttpCacheType(QWebEngineProfile::MemoryHttpCache);
    m_profile->setPersistentCookiesPolicy(QWebEngineProfile::NoPersistentCookies);

    auto *page = new ReaderPage(m_profile, this);
    QWebEngineSettings *settings = page->settings();
    settings->setAttribute(QWebEngineSettings::JavascriptEnabled, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    settings->setAttribute(QWebEngineSettings::PluginsEnabled, false);
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

} // namespace Lectern
