// Smoke test of the window on a small library: side panel, article list and a rendered
// article whose code is coloured by KSyntaxHighlighting, and where no feed script runs.
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/articlewrites.h"
#include "library/writes/librarywriter.h"
#include "library/writes/shelfwrites.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "reading/readersettingsstore.h"
#include "reading/uilanguage.h"
#include "testhttpserver.h"
#include "ui/articles/articletitledelegate.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"
#include "ui/sidepanel/feedmenu.h"
#include "ui/sidepanel/feedremoval.h"
#include "ui/sidepanel/savedsearcheditor.h"
#include "ui/sidepanel/shelfeditor.h"
#include "ui/subscribing/addfeeddialog.h"
#include "ui/subscribing/subscriptionflow.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/mainwindow.h"
#include "ui/window/searchbar.h"
#include "ui/window/windowapplication.h"

#include "net/httpclient.h"
#include "pagescript.h"
#include "testregistry.h"
#include "windowfixture.h"
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QWebEnginePage>
#include <QWebEngineScript>
#include <optional>

using namespace Qt::StringLiterals;
using namespace Lectern;
using Lectern::Testing::evaluate;
using Lectern::Testing::WindowFixture;

class TestMainWindow : public QObject, protected WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void emptyLibraryShowsWelcome();
    void anEmptyShelfSaysSoInTheReader();
    void homeShowsTheLibraryAndLeadsToAFeed();
    void threePanesShowFeedArticlesAndHighlightedCode();
    void refreshAllFillsTheWindow();
    void refreshFeedActsOnTheSelectedFeed();
    void aRefreshShowsNewArticlesInTheListShown();
    void searchFieldListsWhatItFindsAsYouType();
    void titleDelegateFindsTheWordsToMark();
    void readingKeysMoveMarkAndGo();
    void layoutIsKeptAcrossWindows();
    void aLongListIsReadAPageAtATime();
    void languageChangesTheWindowAtOnce();
};

void TestMainWindow::init()
{
    setUp();
}

void TestMainWindow::cleanup()
{
    tearDown();
}

void TestMainWindow::emptyLibraryShowsWelcome()
{
    auto window = makeWindow();
    // The engine starts after the window's first paint; the welcome waits for it. No page of
    // QWebEngineView's own either (its hide event asked for one, with the default profile).
    QVERIFY(!window->readerView()->hasPage());
    QVERIFY(window->readerView()->findChildren<QWebEnginePage *>().isEmpty());
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::welcomeUrl());
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    QElapsedTimer shown;
    shown.start();
    window->show();
    QVERIFY(!window->readerView()->hasPage());
    QTRY_VERIFY(window->readerView()->hasPage());
    QCOMPARE(window->readerView()->findChildren<QWebEnginePage *>(),
             QList<QWebEnginePage *>{window->readerView()->page()});
    QVERIFY2(shown.elapsed() < ReaderView::StartAfterMs,
             qPrintable(QString::number(shown.elapsed())));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QVERIFY(loaded.first().at(0).toBool());
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::welcomeUrl());
    QCOMPARE(window->feedView()->model()->rowCount(), 6); // the smart shelves only
    const QString text =
        evaluate(window->readerView()->page(), u"document.body.innerText"_s).toString();
    QVERIFY2(text.contains(u"Add a feed"_s), qPrintable(text));
    QVERIFY(text.contains(u"OPML"_s));
}

void TestMainWindow::anEmptyShelfSaysSoInTheReader()
{
    fillLibrary();
    auto window = makeWindow();
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->show();
    // At start nothing is opened, or read: the library's home page.
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::homeUrl());
    QCOMPARE(window->readerView()->currentArticleId(), 0);
    QVERIFY(!window->articleView()->currentIndex().isValid());
    window->articleView()->setCurrentIndex(window->articleView()->model()->index(0, 0));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QVERIFY(window->readerView()->currentArticleId() > 0);
    const qint64 first = window->readerView()->currentArticleId();

    // Starred holds nothing: the reader no longer shows the last article, but what this is.
    auto *feeds = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->feedView()->setCurrentIndex(feeds->indexOfKind(FeedTreeItem::Kind::Starred));
    QCOMPARE(window->articleView()->model()->rowCount(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 20000);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::emptyListUrl());
    const QString text =
        evaluate(window->readerView()->page(), u"document.body.innerText"_s).toString();
    QVERIFY2(text.contains(u"Nothing is here yet"_s), qPrintable(text));
    QCOMPARE(evaluate(window->readerView()->page(), u"document.querySelector('h1').innerText"_s)
                 .toString(),
             u"Starred"_s);

    // Back to All Articles: its list with nothing chosen, and the home page in place of the
    // empty shelf's; choosing the first article opens it again.
    window->feedView()->setCurrentIndex(feeds->allArticlesIndex());
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 4, 20000);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::homeUrl());
    QVERIFY(!window->articleView()->currentIndex().isValid());
    window->articleView()->setCurrentIndex(window->articleView()->model()->index(0, 0));
    QTRY_COMPARE_WITH_TIMEOUT(window->readerView()->currentArticleId(), first, 20000);
}

void TestMainWindow::homeShowsTheLibraryAndLeadsToAFeed()
{
    fillLibrary();
    auto window = makeWindow();
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->show();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);

    // Home: the feed (on no shelf) as a card with its newest articles.
    auto *home = window->findChild<QAction *>(u"homeAction"_s);
    QVERIFY(home);
    home->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QCOMPARE(window->readerView()->url(), ReaderSchemeHandler::homeUrl());
    QWebEnginePage *page = window->readerView()->page();
    QCOMPARE(evaluate(page, u"document.querySelector('.card h2').innerText"_s).toString(),
             u"Compiler Field Notes"_s);
    QCOMPARE(evaluate(page, u"document.querySelectorAll('.card li a').length"_s).toInt(), 2);

    // Its title leads to the feed in the side panel; the page itself stays.
    auto *feeds = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->feedView()->setCurrentIndex(feeds->allArticlesIndex());
    evaluate(page, u"document.querySelector('.card h2 a').click()"_s);
    QTRY_COMPARE(feeds->itemFor(window->feedView()->currentIndex())->kind(),
                 FeedTreeItem::Kind::Feed);
}

void TestMainWindow::threePanesShowFeedArticlesAndHighlightedCode()
{
    fillLibrary();
    auto window = makeWindow();
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->show();

    // Side panel: the smart shelves, then the feed with two unread (one turns read once shown).
    QAbstractItemModel *feeds = window->feedView()->model();
    QCOMPARE(feeds->rowCount(), 7);
    QCOMPARE(feeds->index(6, 0).data().toString(), u"Compiler Field Notes"_s);

    // Article list: both articles, newest first, none chosen yet and none read.
    QAbstractItemModel *articles = window->articleView()->model();
    QCOMPARE(articles->rowCount(), 2);
    QCOMPARE(articles->index(0, 0).data().toString(), u"How the inliner decides"_s);
    QVERIFY(!window->articleView()->currentIndex().isValid());
    QVERIFY(!articles->index(0, 0).data(ReadRole).toBool());
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000); // the home page
    window->articleView()->setCurrentIndex(articles->index(0, 0));

    // Reader: the article chosen, with coloured code and no script run.
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    QVERIFY(loaded.last().at(0).toBool());
    QWebEnginePage *page = window->readerView()->page();
    QCOMPARE(evaluate(page, u"document.querySelector('h1').innerText"_s).toString(),
             u"How the inliner decides"_s);
    QCOMPARE(evaluate(page, u"document.querySelector('pre code').innerText"_s).toString(),
             u"int inlineCost(const Call &call) {\n    return call.size() * 3; // guess\n}"_s);
    const int spans =
        evaluate(page, u"document.querySelectorAll('pre code span').length"_s).toInt();
    QVERIFY2(spans >= 3, qPrintable(QString::number(spans)));
    const QStringList colours =
        evaluate(page, u"Array.from(new Set(Array.from(document.querySelectorAll('pre code span'))"
                       ".map(s => getComputedStyle(s).color)))"_s)
            .toStringList();
    QVERIFY2(colours.size() >= 2,
             qPrintable(colours.join(u", "_s))); // keywords, comments... differ
    QVERIFY(evaluate(page, u"document.title"_s).toString() != u"pwned"_s);
    // Only the app's own scripts are in the page; nothing of the feed's.
    QCOMPARE(
        evaluate(
            page,
            u"document.querySelectorAll('script:not([src^=\"lectern://app/\"]), [onerror]').length"_s)
            .toInt(),
        0);

    // Reading marked the article read (through the writer); the panel and the list followed.
    QTRY_COMPARE(feeds->index(6, 1).data().toInt(), 1);
    QTRY_VERIFY(articles->index(0, 0).data(ReadRole).toBool());
    QCOMPARE(feeds->index(0, 1).data().toInt(), 1); // All Articles: one left to read
}

void TestMainWindow::refreshAllFillsTheWindow()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    server.serveBody("/feed.rss", fixture.readAll(), "application/rss+xml");
    QVERIFY(FeedStore(m_db->connection())
                .addUnfetched(server.url(u"/feed.rss"_s), u"Not fetched yet"_s, {}, 0));

    FeedRefresher refresher(m_db->connection(), m_writer.get(), m_fetcher.get());
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    auto window = makeWindow(&refresher, &scheduler);
    window->show();
    QAbstractItemModel *feeds = window->feedView()->model();
    QCOMPARE(feeds->rowCount(), 7);
    QVERIFY(!feeds->index(6, 1).data().isValid()); // nothing to read yet

    auto *refresh = window->findChild<QAction *>(u"refreshAllAction"_s);
    QVERIFY(refresh && refresh->isEnabled());
    refresh->trigger();
    QVERIFY(!refresh->isEnabled()); // one refresh at a time
    QTRY_VERIFY_WITH_TIMEOUT(refresh->isEnabled(), 15000);
    QVERIFY2(window->statusBar()->currentMessage().contains(u"2 new article"_s),
             qPrintable(window->statusBar()->currentMessage()));
    QTRY_COMPARE(feeds->index(6, 1).data().toInt(), 2);
    QCOMPARE(feeds->index(6, 0).data().toString(), u"Compiler Field Notes"_s);
}

void TestMainWindow::refreshFeedActsOnTheSelectedFeed()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray body = fixture.readAll();
    server.serveBody("/a.rss", body, "application/rss+xml");
    server.serveBody("/b.rss", body, "application/rss+xml");
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(server.url(u"/a.rss"_s), u"A"_s, {}, 0));
    QVERIFY(feeds.addUnfetched(server.url(u"/b.rss"_s), u"B"_s, {}, 0));
    const qint64 b = feeds.idForUrl(server.url(u"/b.rss"_s)).value_or(0);

    FeedRefresher refresher(m_db->connection(), m_writer.get(), m_fetcher.get());
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    auto window = makeWindow(&refresher, &scheduler);
    window->show();
    auto *refreshFeed = window->findChild<QAction *>(u"refreshCurrentAction"_s);
    QVERIFY(refreshFeed);
    QVERIFY(!refreshFeed->isEnabled()); // All Articles is selected: no feed or shelf
    auto *model = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->feedView()->setCurrentIndex(model->indexForFeed(b));
    QVERIFY(refreshFeed->isEnabled());
    refreshFeed->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!refresher.isRunning(), 15000);
    QCOMPARE(server.requests().size(), 1);
    QCOMPARE(server.requests().first().path, QByteArray("/b.rss"));
}

void TestMainWindow::aRefreshShowsNewArticlesInTheListShown()
{
    TestHttpServer server;
    QVERIFY(server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray body = fixture.readAll();
    server.serveBody("/feed.rss", body, "application/rss+xml");
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(server.url(u"/feed.rss"_s), u"Compilers"_s, {}, 0));
    const qint64 feedId = feeds.idForUrl(server.url(u"/feed.rss"_s)).value_or(0);

    FeedRefresher refresher(m_db->connection(), m_writer.get(), m_fetcher.get());
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    auto window = makeWindow(&refresher, &scheduler);
    window->show();
    auto *model = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->feedView()->setCurrentIndex(model->indexForFeed(feedId));
    QAbstractItemModel *list = window->articleView()->model();
    QCOMPARE(list->rowCount(), 0);
    auto *refresh = window->findChild<QAction *>(u"refreshAllAction"_s);
    refresh->trigger();
    // The feed shown fills without choosing it again, its count with it.
    QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 2, 15000);
    QTRY_COMPARE(model->indexForFeed(feedId).data(UnreadCountRole).toInt(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(refresh->isEnabled(), 15000);
    window->articleView()->setCurrentIndex(list->index(1, 0));
    const qint64 chosen = list->index(1, 0).data(ArticleIdRole).toLongLong();

    // The feed gains a post: it shows at the top and the article chosen stays chosen.
    QByteArray next = body;
    next.replace("    <item>", "    <item>\n      <title>Register allocation, live</title>\n"
                               "      <guid>urn:lectern-test:regalloc</guid>\n"
                               "      <pubDate>Wed, 04 Mar 2026 08:00:00 GMT</pubDate>\n"
                               "      <description>Linear scan.</description>\n    </item>\n"
                               "    <item>");
    server.serveBody("/feed.rss", next, "application/rss+xml");
    refresh->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(list->rowCount(), 3, 15000);
    QCOMPARE(list->index(0, 0).data().toString(), u"Register allocation, live"_s);
    QCOMPARE(window->articleView()->currentIndex().data(ArticleIdRole).toLongLong(), chosen);
    QCOMPARE(window->articleView()->currentIndex().row(), 2);
    QTRY_COMPARE(model->indexForFeed(feedId).data(UnreadCountRole).toInt(), 2); // one was read
    QTRY_VERIFY_WITH_TIMEOUT(refresh->isEnabled(), 15000);
}

void TestMainWindow::searchFieldListsWhatItFindsAsYouType()
{
    fillLibrary();
    auto window = makeWindow();
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QAbstractItemModel *list = window->articleView()->model();
    const int everything = list->rowCount();
    QVERIFY(everything > 1);
    // "/" from the list puts the cursor in the field.
    window->articleView()->setFocus();
    QTest::keyClick(window->articleView(), Qt::Key_Slash);
    QLineEdit *field = window->searchBar()->field();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, u"inliner"_s);
    QCOMPARE(field->text(), u"inliner"_s); // the slash was not typed into it
    QTRY_COMPARE(list->rowCount(), 1);
    QCOMPARE(list->index(0, 0).data().toString(), u"How the inliner decides"_s);
    QVERIFY(!window->articleView()->currentIndex().isValid()); // nothing opened, nothing read
    QTest::keyClick(field, Qt::Key_Escape);
    QCOMPARE(field->text(), QString());
    QTRY_COMPARE(list->rowCount(), everything);
    QVERIFY(window->articleView()->hasFocus());
    // Ctrl+F too; a word nowhere in the library lists nothing.
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, u"zyzzyva"_s);
    QTRY_COMPARE(list->rowCount(), 0);
    QVERIFY(window->statusBar()->currentMessage().contains(u"zyzzyva"_s));
}

void TestMainWindow::readingKeysMoveMarkAndGo()
{
    fillLibrary();
    auto window = makeWindow();
    window->show();
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTreeView *list = window->articleView();
    list->setFocus();
    // All Articles is shown with nothing chosen, even once the list has the focus.
    QVERIFY(!list->currentIndex().isValid());
    QVERIFY(!list->model()->index(0, 0).data(ReadRole).toBool());
    const auto key = [&](Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(list, k, modifiers);
    };
    key(Qt::Key_J); // the newest first
    QCOMPARE(list->currentIndex().row(), 0);
    key(Qt::Key_J);
    QCOMPARE(list->currentIndex().row(), 1);
    key(Qt::Key_J); // the last row: stays
    QCOMPARE(list->currentIndex().row(), 1);
    key(Qt::Key_K);
    QCOMPARE(list->currentIndex().row(), 0);
    QTRY_VERIFY(list->currentIndex().data(ReadRole).toBool()); // opened, so read
    key(Qt::Key_M);
    QTRY_VERIFY(!list->currentIndex().data(ReadRole).toBool());
    key(Qt::Key_S);
    QTRY_VERIFY(list->currentIndex().data(StarredRole).toBool());
    auto *feeds = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    const QModelIndex starred = feeds->indexOfKind(FeedTreeItem::Kind::Starred);
    QTRY_COMPARE(starred.data(TotalCountRole).toInt(), 1);
    // g then s: the Starred shelf, holding that one article.
    key(Qt::Key_G);
    key(Qt::Key_S);
    QCOMPARE(window->feedView()->currentIndex(), starred);
    QTRY_COMPARE(list->model()->rowCount(), 1);
    key(Qt::Key_G);
    key(Qt::Key_A);
    QCOMPARE(window->feedView()->currentIndex(), feeds->allArticlesIndex());
    // n: the next unread below (the second article, read by j above, made unread again);
    // Shift+A: everything in the list read.
    m_writer->articles().setRead({list->model()->index(1, 0).data(ArticleIdRole).toLongLong()},
                                 false);
    QTRY_VERIFY(!list->model()->index(1, 0).data(ReadRole).toBool());
    QVERIFY(!list->currentIndex().isValid()); // a shelf chosen opens nothing
    key(Qt::Key_J);
    QCOMPARE(list->currentIndex().row(), 0);
    key(Qt::Key_N);
    QCOMPARE(list->currentIndex().row(), 1);
    key(Qt::Key_K);
    key(Qt::Key_M); // the first unread again
    QTRY_VERIFY(!list->model()->index(0, 0).data(ReadRole).toBool());
    key(Qt::Key_A, Qt::ShiftModifier);
    QTRY_COMPARE(feeds->allArticlesIndex().data(UnreadCountRole).toInt(), 0);
    QTRY_VERIFY(list->model()->index(0, 0).data(ReadRole).toBool());
    // ?: every key listed.
    bool listed = false;
    QTimer::singleShot(0, window.get(), [&] {
        auto *box = window->findChild<QMessageBox *>(u"shortcutsDialog"_s);
        if (!box)
            return;
        listed = box->text().contains(u"Next unread article"_s) && box->text().contains(u"G, U"_s);
        box->accept();
    });
    QTest::keyClick(list, Qt::Key_Question);
    QVERIFY(listed);
}

void TestMainWindow::layoutIsKeptAcrossWindows()
{
    QSettings layout(m_dir.filePath(u"layout.ini"_s), QSettings::IniFormat);
    QList<int> sizes;
    {
        auto window = makeWindow();
        window->keepLayoutIn(&layout);
        window->resize(760, 540); // within the offscreen screen, which restoring keeps to
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *panel = window->findChild<QSplitter *>(u"panelSplitter"_s);
        QVERIFY(panel);
        panel->setSizes({333, 420});
        sizes = panel->sizes();
        QVERIFY(window->close());
    }
    auto window = makeWindow();
    window->keepLayoutIn(&layout);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QCOMPARE(window->size(), QSize(760, 540));
    QCOMPARE(window->findChild<QSplitter *>(u"panelSplitter"_s)->sizes(), sizes);
}

void TestMainWindow::aLongListIsReadAPageAtATime()
{
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = u"Long"_s;
    for (int i = 0; i < 650; ++i) {
        ParsedEntry entry;
        entry.id = u"long-%1"_s.arg(i);
        entry.title = u"Part %1"_s.arg(i);
        entry.published = QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::UTC).addSecs(i * 60);
        feed.entries.append(entry);
    }
    QVERIFY(
        FeedIngest::ingest(m_db->connection(), QUrl(u"http://127.0.0.1:9/long.xml"_s), feed).ok);
    auto window = makeWindow();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QTest::qWait(300);
    // A page or two (the view's first layout asks for one more), not the whole library paged
    // in: a view kept scrolling to its chosen row read every page, 9 minutes for 200,000.
    const QAbstractItemModel *list = window->articleView()->model();
    QVERIFY2(list->rowCount() <= 400, qPrintable(QString::number(list->rowCount())));
    const int shown = list->rowCount();
    window->articleView()->setCurrentIndex(list->index(150, 0));
    QTest::qWait(100);
    QCOMPARE(list->rowCount(), shown);
}

void TestMainWindow::titleDelegateFindsTheWordsToMark()
{
    using Matches = QList<std::pair<int, int>>;
    QCOMPARE(ArticleTitleDelegate::matches(u"How the Inliner decides"_s, {u"inliner"_s}),
             Matches({{8, 7}}));
    // Overlapping needles make one mark; every occurrence is found.
    QCOMPARE(ArticleTitleDelegate::matches(u"SSA and ssa form"_s, {u"ss"_s, u"sa"_s}),
             Matches({{0, 3}, {8, 3}}));
    QCOMPARE(ArticleTitleDelegate::matches(u"内存屏障与内存模型"_s, {u"内存"_s}),
             Matches({{0, 2}, {5, 2}}));
    QVERIFY(ArticleTitleDelegate::matches(u"anything"_s, {}).isEmpty());
}

void TestMainWindow::languageChangesTheWindowAtOnce()
{
    fillLibrary();
    auto window = makeWindow();
    QSignalSpy loaded(window->readerView(), &QWebEngineView::loadFinished);
    window->show();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000); // the home page
    QAbstractItemModel *feeds = window->feedView()->model();
    QAbstractItemModel *articles = window->articleView()->model();
    window->articleView()->setCurrentIndex(articles->index(0, 0));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 20000);
    auto *library = window->menuBar()->actions().constFirst();
    QCOMPARE(library->text(), u"&Library"_s);
    const QModelIndex selected = window->articleView()->currentIndex();

    // The .qm files the program's build made (it has them as resources).
    UiLanguage language(m_settingsFile.get(), QStringLiteral(LECTERN_BINARY_DIR));
    language.choose(UiLanguage::Choice::Chinese);
    QTRY_COMPARE(library->text(), u"\u4e66\u5e93(&L)"_s);
    QCOMPARE(feeds->index(0, 0).data().toString(), u"\u5168\u90e8\u6587\u7ae0"_s);
    QCOMPARE(articles->headerData(0, Qt::Horizontal).toString(), u"\u6807\u9898"_s);
    QCOMPARE(window->viewMenu()->title(), u"\u89c6\u56fe(&V)"_s);
    // Nothing else moved: the same article selected, the feed still there.
    QCOMPARE(window->articleView()->currentIndex(), selected);
    QCOMPARE(feeds->index(6, 0).data().toString(), u"Compiler Field Notes"_s);
    // The page shown is made again in the new language.
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 20000);
    const QString byline = evaluate(window->readerView()->page(),
                                    u"document.querySelector('.reading-time').innerText"_s)
                               .toString();
    QVERIFY2(byline.contains(u"\u5206\u949f"_s), qPrintable(byline));

    language.choose(UiLanguage::Choice::English);
    QTRY_COMPARE(library->text(), u"&Library"_s);
    QCOMPARE(feeds->index(0, 0).data().toString(), u"All Articles"_s);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 4, 20000);
    QCOMPARE(evaluate(window->readerView()->page(),
                      u"document.querySelector('.reading-time').innerText"_s)
                 .toString(),
             u"1 min read"_s);
    QLocale::setDefault(QLocale::c());
}

LECTERN_TEST_FUNCTION(tst_mainwindow)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mainwindow.moc"
