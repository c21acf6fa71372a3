#include "ui/readerschemehandler.h"

#include <QBuffer>
#include <QWebEngineUrlRequestJob>
#include <QWebEngineUrlScheme>

using namespace Qt::StringLiterals;

namespace Lectern {

QByteArray ReaderSchemeHandler::schemeName()
{
    return "lectern"_ba;
}

void ReaderSchemeHandler::registerScheme()
{
    QWebEngineUrlScheme scheme(schemeName());
    scheme.setSyntax(QWebEngineUrlScheme::Syntax::Host);
    // Secure and local: pages are trusted like https, and no web page can link into them.
    scheme.setFlags(QWebEngineUrlScheme::SecureScheme | QWebEngineUrlScheme::LocalScheme);
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

qint64 ReaderSchemeHandler::articleIdOf(const QUrl &url)
{
    if (url.scheme() != QLatin1StringView(schemeName()) || url.host() != u"article"_s)
        return 0;
    bool ok = false;
    const qint64 id = url.path().mid(1).toLongLong(&ok);
    return ok ? id : 0;
}

ReaderSchemeHandler::ReaderSchemeHandler(PageSource source, QObject *parent)
    : QWebEngineUrlSchemeHandler(parent)
    , m_source(std::move(source))
{
}

void ReaderSchemeHandler::requestStarted(QWebEngineUrlRequestJob *job)
{
    if (job->requestMethod() != "GET") {
        job->fail(QWebEngineUrlRequestJob::RequestDenied);
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
