#include "readerprobe.h"

#include "feeds/parsedfeed.h"
#include "library/database/librarylocation.h"
#include "library/ingest/feedingest.h"
#include "pagescript.h"
#include "reading/articlepageloader.h"
#include "ui/reader/readerpage.h"
#include "ui/reader/readerrequestinterceptor.h"
#include "ui/reader/readerview.h"

#include <QApplication>
#include <QDesktopServices>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebEngineScript>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::evaluate;

ReaderProbe::ReaderProbe(const QString &libraryDir)
    : m_dir(libraryDir)
{
    for (const char *scheme : {"http", "https", "mailto"})
        QDesktopServices::setUrlHandler(QString::fromLatin1(scheme), this, "openExternal");
}

ReaderProbe::~ReaderProbe()
{
    for (const char *scheme : {"http", "https", "mailto"})
        QDesktopServices::unsetUrlHandler(QString::fromLatin1(scheme));
}

bool ReaderProbe::start()
{
    // Anything that reaches the network lands here; a hostile page must never get through.
    if (!m_beacon.listen(QHostAddress::LocalHost))
        return false;
    connect(&m_beacon, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_beacon.nextPendingConnection()) {
            beaconHits.append(u"connection"_s);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                beaconHits.append(QString::fromLatin1(socket->readLine(300)).trimmed());
                socket->abort();
            });
        }
    });
    m_db = std::make_unique<Database>(LibraryLocation::databasePath(m_dir));
    m_renderer = std::make_unique<ArticlePageRenderer>(&m_highlighter);
    return m_db->open();
}

qint64 ReaderProbe::addArticle(const QString &key, const QString &html)
{
    // One feed per article keeps the ids trivially known.
    const QString port = QString::number(beaconPort());
    ParsedFeed feed;
    feed.format = FeedFormat::Atom;
    feed.title = u"Hostile %1"_s.arg(key);
    ParsedEntry entry;
    entry.id = u"urn:lectern:security:%1:%2"_s.arg(key).arg(++m_entries);
    entry.title = key;
    entry.link = QUrl(u"http://127.0.0.1:%1/posts/%2"_s.arg(port).arg(m_entries));
    entry.published = QDateTime(QDate(2026, 3, 3), QTime(9, 30), QTimeZone::UTC);
    entry.content = QString(html).replace(u"{{PORT}}"_s, port);
    feed.entries = {entry};
    const QUrl feedUrl(u"http://127.0.0.1:%1/feed-%2.atom"_s.arg(port).arg(m_entries));
    const IngestResult stored = FeedIngest::ingest(m_db->connection(), feedUrl, feed);
    if (!stored.ok)
        return 0;
    // By its entry, not by the feed's list: a mutant near an earlier one is stored as its copy
    // (schema 30), which no list shows, and it is this row the reader must be given.
    return stored.articleByGuid.value(entry.id);
}

std::unique_ptr<ReaderView> ReaderProbe::makeView()
{
    auto view = std::make_unique<ReaderView>([this](const QUrl &url) -> std::optional<QString> {
        const qint64 id = ReaderSchemeHandler::articleIdOf(url);
        if (id <= 0)
            return std::nullopt;
        return ArticlePageLoader(m_db->connection(), m_renderer.get()).render(id, {});
    });
    view->resize(900, 700);
    view->show();
    return view;
}

bool ReaderProbe::loadArticle(ReaderView *view, qint64 articleId)
{
    QSignalSpy loaded(view, &QWebEngineView::loadFinished);
    view->showArticle(articleId);
    if (!loaded.wait(20000))
        return false;
    return loaded.first().at(0).toBool();
}

QStringList ReaderProbe::probe(qint64 articleId, int waitMs)
{
    QStringList problems;
    beaconHits.clear();
    opened.clear();
    auto view = makeView();
    const int windowsBefore = int(QApplication::topLevelWidgets().size()); // the view is one
    auto *page = qobject_cast<ReaderPage *>(view->page());
    if (!page)
        return {u"the reader has no page"_s};
    QSignalSpy refusedWindows(page, &ReaderPage::windowRefused);
    QSignalSpy dialogs(page, &ReaderPage::dialogRefused);
    if (!loadArticle(view.get(), articleId))
        return {u"the article did not load"_s};
    const QUrl articleUrl = ReaderSchemeHandler::articleUrl(articleId);

    // Let refreshes, animations, lazy images and focus handlers have their moment.
    QTest::qWait(waitMs);
    if (!opened.isEmpty())
        problems.append(u"a link opened without a click: "_s + opened.first().toString());
    // Then click everything clickable, as a curious reader would.
    evaluate(page, u"for (const e of document.querySelectorAll("
                   "'a, area, button, input, summary, label, [onclick], svg *, math *'))"
                   " { try { e.dispatchEvent(new MouseEvent('click', "
                   "{bubbles: true, cancelable: true, view: window})); } catch (x) {} } true"_s);
    QTest::qWait(waitMs * 3 / 4);

    // No script of the article ran.
    const QString title = evaluate(page, u"document.title"_s).toString();
    if (title.contains(u"pwned"_s))
        problems.append(u"a script set the title: "_s + title);
    if (!evaluate(page, u"window.name"_s).toString().isEmpty())
        problems.append(u"a script set window.name"_s);
    if (evaluate(page, u"document.documentElement.hasAttribute('data-pwned')"_s).toBool())
        problems.append(u"a script marked the document"_s);
    if (evaluate(page, u"typeof window.__pwned"_s, QWebEngineScript::MainWorld).toString() !=
        u"undefined"_s)
        problems.append(u"a script set window.__pwned"_s);
    if (!dialogs.isEmpty())
        problems.append(u"a dialog: "_s + dialogs.value(0).value(0).toString());
    const int leftover =
        evaluate(page, u"document.querySelectorAll('script:not([src^=\"lectern:\"]), "
                       "iframe, frame, object, embed, base, "
                       "meta[http-equiv]:not([http-equiv=\"Content-Security-Policy\"]), "
                       "link:not([href^=\"lectern:\"])').length"_s)
            .toInt();
    if (leftover != 0)
        problems.append(
            u"%1 script, frame, object, base, meta or link element(s) in the page"_s.arg(leftover));
    // Nothing outside lectern: and data: was let through, and nothing reached the beacon.
    for (const auto &decision : view->requestInterceptor()->log()) {
        const QString scheme = decision.url.scheme();
        if (decision.allowed && scheme != u"lectern"_s && scheme != u"data"_s)
            problems.append(u"a request let through: %1 (type %2)"_s.arg(decision.url.toString())
                                .arg(decision.type));
    }
    if (!beaconHits.isEmpty())
        problems.append(u"the beacon heard: "_s + beaconHits.join(u"; "_s));
    // No window, and the reader is still on the article.
    if (QApplication::topLevelWidgets().size() != windowsBefore)
        problems.append(u"a window opened"_s);
    if (!refusedWindows.isEmpty())
        qInfo("%d window request(s) refused", int(refusedWindows.size()));
    if (view->url() != articleUrl)
        problems.append(u"the reader left the article for "_s + view->url().toString());
    for (const QUrl &url : std::as_const(opened)) {
        if (url.scheme() != u"http"_s && url.scheme() != u"https"_s && url.scheme() != u"mailto"_s)
            problems.append(u"a click opened "_s + url.toString());
    }
    return problems;
}
