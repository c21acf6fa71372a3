#include "ui/reader/readerschemehandler.h"

#include "library/stores/assetstore.h"
#include "models/librarysession.h"
#include "ui/reader/readerrequestinterceptor.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUrlQuery>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

ReaderSchemeHandler::ReaderSchemeHandler(PageSource source, const AssetStore *assets,
                                         QObject *parent)
    : QWebEngineUrlSchemeHandler(parent)
    , m_source(std::move(source))
    , m_assets(assets)
{
}

QByteArray ReaderSchemeHandler::schemeName()
{
    return "lectern"_ba;
}

void ReaderSchemeHandler::registerScheme()
{
    QWebEngineUrlScheme scheme(schemeName());
    scheme.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    // Secure and local: pages are trusted like https, and no web page can link into them.
    // Local access: an article (lectern://article) loads the app's scripts from lectern://app;
    // file: stays out through the CSP and the reader's request interceptor. CORS: and KaTeX's
    // fonts, which are fetched in CORS mode.
    scheme.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::LocalScheme |
                    QWebEngineUrlScheme::LocalAccessAllowed | QWebEngineUrlScheme::CorsEnabled);
    QWebEngineUrlScheme::registerScheme(scheme);
}

QUrl ReaderSchemeHandler::articleUrl(qint64 articleId)
{
    return QUrl(u"lectern://article/%1"_s.arg(articleId));
}

QUrl ReaderSchemeHandler::welcomeUrl()
{
    return QUrl(u"lectern://app/welcome"_s);
}

QUrl ReaderSchemeHandler::emptyListUrl()
{
    return QUrl(u"lectern://app/empty-list"_s);
}

QUrl ReaderSchemeHandler::homeUrl()
{
    return QUrl(u"lectern://app/home"_s);
}

QUrl ReaderSchemeHandler::highlightsUrl()
{
    return QUrl(u"lectern://app/highlights"_s);
}

ReaderSchemeHandler::PageSource ReaderSchemeHandler::pagesOf(const LibrarySession *session)
{
    return [session](const QUrl &url) -> std::optional<QString> {
        if (url == welcomeUrl())
            return session->welcomePage();
        if (url == emptyListUrl())
            return session->emptyListPage();
        if (url == homeUrl())
            return session->homePage();
        if (url == highlightsUrl())
            return session->highlightsPage();
        const qint64 articleId = articleIdOf(url);
        if (articleId <= 0)
            return std::nullopt;
        // ?images=1 comes from a placeholder's link; the interceptor lets this page's images by.
        const QUrlQuery query(url);
        LibrarySession::PageRequest request;
        request.feedVersion = query.queryItemValue(u"version"_s) == u"feed"_s;
        request.inFull = query.queryItemValue(u"full"_s) == u"1"_s;
        request.remoteImages = ReaderRequestInterceptor::pageAsksForImages(url);
        return session->articlePage(articleId, request);
    };
}

qint64 ReaderSchemeHandler::articleIdOf(const QUrl &url)
{
    if (url.scheme() != QLatin1StringView(schemeName()) || url.host() != u"article"_s)
        return 0;
    bool ok = false;
    const qint64 id = url.path().mid(1).toLongLong(&ok);
    return ok ? id : 0;
}

bool ReaderSchemeHandler::isAppAsset(const QUrl &url)
{
    // The app's own pages are made by the session, not read from its resources.
    const QUrl page = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    const QUrl pages[] = {welcomeUrl(), emptyListUrl(), homeUrl(), highlightsUrl()};
    return url.scheme() == QLatin1StringView(schemeName()) && url.host() == u"app"_s &&
           std::find(std::begin(pages), std::end(pages), page) == std::end(pages);
}

QString ReaderSchemeHandler::appResourcePath(const QUrl &url)
{
    if (!isAppAsset(url) || url.hasQuery() || !url.userInfo().isEmpty() || url.port() != -1)
        return {};
    // Plain names only, checked on the still-encoded path: no "%2e%2e", no "." or ".."
    // segments, no backslashes, so the path cannot leave :/lectern/app.
    static const QRegularExpression safe(u"^(/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){1,6}$"_s);
    const QString path = url.path(QUrl::FullyEncoded);
    if (!safe.match(path).hasMatch() || mimeTypeFor(path).isEmpty())
        return {};
    const QString resource = u":/lectern/app"_s + path;
    return QFileInfo(resource).isFile() ? resource : QString();
}

QByteArray ReaderSchemeHandler::mimeTypeFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    if (suffix == u"js"_s)
        return "text/javascript;charset=utf-8"_ba;
    if (suffix == u"css"_s)
        return "text/css;charset=utf-8"_ba;
    if (suffix == u"woff2"_s)
        return "font/woff2"_ba;
    if (suffix == u"svg"_s)
        return "image/svg+xml"_ba;
    return {};
}

void ReaderSchemeHandler::serveAsset(QWebEngineUrlRequestJob *job)
{
    const QString resource = appResourcePath(job->requestUrl());
    if (resource.isEmpty()) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly)) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    auto *buffer = new QBuffer(job);
    buffer->setData(file.readAll());
    buffer->open(QIODevice::ReadOnly);
    // Fonts are fetched in CORS mode from the article's origin; these files are public anyway.
    job->setAdditionalResponseHeaders(
        {{"Access-Control-Allow-Origin"_ba, "*"_ba}, {"X-Content-Type-Options"_ba, "nosniff"_ba}});
    job->reply(mimeTypeFor(resource), buffer);
}

void ReaderSchemeHandler::serveStoredImage(QWebEngineUrlRequestJob *job)
{
    const QUrl url = job->requestUrl();
    const QString name = url.path().mid(1);
    // A paper's PDF is shown by the paper view, never by the browser engine.
    const auto bytes = m_assets && !url.hasQuery() && AssetStore::isValidName(name) &&
                               AssetStore::mimeTypeOf(name).startsWith(u"image/"_s)
                           ? m_assets->read(name)
                           : std::nullopt;
    if (!bytes) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    auto *buffer = new QBuffer(job);
    buffer->setData(*bytes);
    buffer->open(QIODevice::ReadOnly);
    // An SVG opened on its own would be a document: it may do nothing but draw.
    job->setAdditionalResponseHeaders(
        {{"X-Content-Type-Options"_ba, "nosniff"_ba},
         {"Content-Security-Policy"_ba, "default-src 'none'; style-src 'unsafe-inline'"_ba}});
    job->reply(AssetStore::mimeTypeOf(name).toLatin1(), buffer);
}

void ReaderSchemeHandler::requestStarted(QWebEngineUrlRequestJob *job)
{
    if (job->requestMethod() != "GET") {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
        return;
    }
    if (job->requestUrl().host() == u"asset"_s) {
        serveStoredImage(job);
        return;
    }
    if (isAppAsset(job->requestUrl())) {
        serveAsset(job);
        return;
    }
    const std::optional<QString> page = m_source(job->requestUrl());
    if (!page) {
        job->fail(QWebEngineUrlRequestJob::UrlNotFound);
        return;
    }
    auto *buffer = new QBuffer(job);
    buffer->setData(page->toUtf8());
    buffer->open(QIODevice::ReadOnly);
    job->reply("text/html;charset=utf-8", buffer);
}

} // namespace Lectern
