// The window keeping the library in order: saved searches, OPML in and out, shelves made,
// renamed and removed, feeds moved, unsubscribing with Undo, a feed added onto a shelf.
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
using Lectern::Testing::WindowFixture;

class TestWindowLibrary : public QObject, protected WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void aSearchIsSavedAsASmartShelf();
    void opmlGoesInAndOutThroughTheMenu();
    void shelvesAreMadeRenamedAndRemovedAndFeedsMoved();
    void unsubscribingCanBeUndone();
    void addFeedPutsTheFeedOnTheShelfSelectedAndChoosesIt();
};

void TestWindowLibrary::aSearchIsSavedAsASmartShelf()
{
    fillLibrary();
    auto window = makeWindow();
    window->show();
    QTest::keyClicks(window->searchBar()->field(), u"inliner"_s);
    QTRY_COMPARE(window->articleView()->model()->rowCount(), 1);
    // Save asks for a name (the query at first) and the side panel then shows the search.
    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->textValue(), u"inliner"_s);
        dialog->setTextValue(u"Inlining"_s);
        dialog->accept();
    });
    window->findChild<QToolButton *>(u"saveSearchButton"_s)->click();
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    QTRY_COMPARE(tree->itemFor(window->feedView()->currentIndex())->kind(),
                 FeedTreeItem::Kind::SavedSearch);
    const QModelIndex saved = window->feedView()->currentIndex();
    QCOMPARE(saved.data().toString(), u"Inlining"_s);
    QCOMPARE(window->searchBar()->text(), QString()); // the shelf holds the search now
    QCOMPARE(window->articleView()->model()->rowCount(), 1);
    QCOMPARE(window->articleView()->model()->index(0, 0).data().toString(),
             u"How the inliner decides"_s);
    // Another shelf and back: the search runs again.
    window->feedView()->setCurrentIndex(tree->allArticlesIndex());
    QCOMPARE(window->articleView()->model()->rowCount(), 2);
    window->feedView()->setCurrentIndex(saved);
    QCOMPARE(window->articleView()->model()->rowCount(), 1);
    window->savedSearches()->remove(saved.data(SavedSearchIdRole).toLongLong());
    QTRY_COMPARE(tree->rowCount(), 7); // the smart shelves and the feed
}

void TestWindowLibrary::opmlGoesInAndOutThroughTheMenu()
{
    const QString in = m_dir.filePath(u"in.opml"_s);
    QFile file(in);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"(<?xml version="1.0"?><opml version="2.0"><head><title>Mine</title></head><body>
<outline text="GPU"><outline type="rss" text="Warp Notes" xmlUrl="http://127.0.0.1:9/warp.xml"/>
<outline type="rss" text="Kernel Diary" xmlUrl="http://127.0.0.1:9/kernel.xml"/></outline>
</body></opml>)");
    file.close();
    auto window = makeWindow();
    window->show();
    auto *feeds = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->libraryFiles()->importOpml(in);
    // The shelf and its feeds show at once (unfetched: no scheduler in this test).
    QTRY_VERIFY(feeds->indexForShelf(1).isValid());
    const QModelIndex shelf = feeds->indexForShelf(1);
    QCOMPARE(shelf.data().toString(), u"GPU"_s);
    QCOMPARE(feeds->rowCount(shelf), 2);
    QTRY_VERIFY2(window->statusBar()->currentMessage().contains(u"2 new feed"_s),
                 qPrintable(window->statusBar()->currentMessage()));

    const QString out = m_dir.filePath(u"out.opml"_s);
    window->libraryFiles()->exportOpml(out);
    QFile written(out);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray opml = written.readAll();
    QVERIFY(opml.contains("xmlUrl=\"http://127.0.0.1:9/warp.xml\""));
    QVERIFY(opml.contains("text=\"GPU\""));
    QVERIFY(window->findChild<QAction *>(u"importOpmlAction"_s));
    QVERIFY(window->findChild<QAction *>(u"exportOpmlAction"_s));
}

void TestWindowLibrary::shelvesAreMadeRenamedAndRemovedAndFeedsMoved()
{
    fillLibrary();
    auto window = makeWindow();
    window->show();
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    const qint64 feedId = tree->index(6, 0).data(FeedIdRole).toLongLong();
    QVERIFY(feedId > 0);
    window->shelfEditor()->addShelf(u"Compilers"_s);
    QTRY_VERIFY(tree->indexForShelf(1).isValid());
    window->shelfEditor()->addShelf(u"Backends/LLVM"_s,
                                    1); // a slash is part of the name, not a path
    QTRY_VERIFY(tree->indexForShelf(2).isValid());
    QCOMPARE(tree->indexForShelf(2).parent(), tree->indexForShelf(1));
    QCOMPARE(tree->indexForShelf(2).data().toString(), u"Backends\u2215LLVM"_s);

    // The feed's menu moves it onto a shelf.
    window->feedView()->setCurrentIndex(tree->indexForFeed(feedId));
    const FeedTreeItem *feedItem = tree->itemFor(tree->indexForFeed(feedId));
    const LibraryQueries queries(m_db->connection());
    FeedMenu menu(feedItem, new QAction(window.get()), false, queries, window.get());
    connect(&menu, &FeedMenu::moveFeedRequested, this, [this](qint64 feedId, qint64 shelfId) {
        m_writer->shelves().moveFeed(feedId, shelfId);
    });
    auto *move = menu.findChild<QAction *>(u"moveToShelf-2"_s);
    QVERIFY(move);
    QVERIFY(menu.findChild<QAction *>(u"moveToShelf-0"_s)->isChecked()); // on no shelf now
    move->trigger();
    QTRY_COMPARE(tree->indexForFeed(feedId).parent(), tree->indexForShelf(2));
    // The feed chosen stays chosen in the new tree.
    QCOMPARE(window->feedView()->currentIndex(), tree->indexForFeed(feedId));
    // Counts follow: the outer shelf holds what the feed holds.
    QCOMPARE(tree->indexForShelf(1).data(TotalCountRole).toInt(), 2);
    QCOMPARE(tree->indexForShelf(1).data(UnreadCountRole),
             tree->indexForFeed(feedId).data(UnreadCountRole));

    m_writer->shelves().rename(1, u"Compiler Notes"_s);
    QTRY_COMPARE(tree->indexForShelf(1).data().toString(), u"Compiler Notes"_s);
    // Deleting a shelf keeps what was on it: the feed and the inner shelf move up a level.
    // An article dragged onto the outer shelf: it counts there too (put on it, not moved).
    QMimeData picked;
    picked.setData(
        FeedTreeModel::articleMimeType(),
        QByteArray::number(
            window->articleView()->model()->index(0, 0).data(ArticleIdRole).toLongLong()));
    tree->dropMimeData(&picked, Qt::CopyAction, -1, -1, tree->indexForShelf(1));
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(u"put on Compiler Notes"_s));
    QCOMPARE(tree->indexForShelf(1).data(TotalCountRole).toInt(), 2); // already there via its feed
    window->shelfEditor()->remove(2);
    QTRY_VERIFY(!tree->indexForShelf(2).isValid());
    QCOMPARE(tree->indexForFeed(feedId).parent(), tree->indexForShelf(1));
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(u"deleted"_s));
    window->shelfEditor()->remove(1);
    QTRY_VERIFY(!tree->indexForShelf(1).isValid());
    QVERIFY(!tree->indexForFeed(feedId).parent().isValid());
}

void TestWindowLibrary::unsubscribingCanBeUndone()
{
    fillLibrary();
    auto window = makeWindow();
    window->show();
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    const QModelIndex feedRow = tree->index(6, 0);
    const qint64 feedId = feedRow.data(FeedIdRole).toLongLong();
    auto *undo = window->findChild<QPushButton *>(u"undoUnsubscribeButton"_s);
    QVERIFY(undo && undo->isHidden());
    window->feedRemoval()->unsubscribe(feedId);
    QVERIFY(feedRow.data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(!undo->isHidden());
    QVERIFY(window->statusBar()->currentMessage().contains(u"10 seconds"_s));
    undo->click();
    QVERIFY(!feedRow.data(Qt::FontRole).value<QFont>().strikeOut());
    QVERIFY(undo->isHidden());
    QCOMPARE(window->feedRemoval()->pending(), 0);
    QTest::qWait(50);
    QVERIFY(FeedStore(m_db->connection()).feed(feedId).has_value());

    // Not undone: it goes when its time is up, or at once when the window closes.
    window->feedRemoval()->unsubscribe(feedId);
    window->close();
    QTRY_VERIFY(!FeedStore(m_db->connection()).feed(feedId).has_value());
    QTRY_COMPARE(ArticleStore(m_db->connection()).count({}).total, 0); // its articles too
}

void TestWindowLibrary::addFeedPutsTheFeedOnTheShelfSelectedAndChoosesIt()
{
    // What a second `lectern feed://...` hands over waits in Add Feed, on the shelf selected.
    TestHttpServer server;
    QVERIFY(server.start());
    QFile feed(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(feed.open(QIODevice::ReadOnly));
    server.serveBody("/feed.rss", feed.readAll(), "application/rss+xml");
    const qint64 shelfId = ShelfStore(m_db->connection()).addPath(u"Compilers"_s).value_or(0);
    auto window = makeWindow();
    window->show();
    auto *tree = qobject_cast<FeedTreeModel *>(window->feedView()->model());
    window->feedView()->setCurrentIndex(tree->indexForShelf(shelfId));

    window->findChild<QAction *>(u"addFeedAction"_s)->trigger();
    AddFeedDialog *dialog = window->subscriptions()->dialog();
    QVERIFY(dialog && dialog->isVisible());
    QCOMPARE(dialog->shelfId(), shelfId);
    dialog->reject();
    window->askForFeed(server.url(u"/feed.rss"_s));
    dialog = window->subscriptions()->dialog();
    QCOMPARE(dialog->address(), server.url(u"/feed.rss"_s));
    QVERIFY(FeedStore(m_db->connection()).feeds().isEmpty()); // not before the user says so
    dialog->findChild<QPushButton *>(u"addFeedButton"_s)->click();

    // Added, on the shelf, and chosen in the side panel with its articles listed.
    QTRY_VERIFY_WITH_TIMEOUT(!window->subscriptions()->dialog(), 15000);
    const qint64 feedId =
        FeedStore(m_db->connection()).idForUrl(server.url(u"/feed.rss"_s)).value_or(0);
    QTRY_COMPARE(tree->indexForFeed(feedId).parent(), tree->indexForShelf(shelfId));
    QTRY_COMPARE(window->feedView()->currentIndex(), tree->indexForFeed(feedId));
    QTRY_COMPARE(window->articleView()->model()->rowCount(), 2);
    // Nothing in it is chosen or read until the reader picks an article.
    QTest::qWait(200);
    QVERIFY(!window->articleView()->currentIndex().isValid());
    QCOMPARE(ArticleStore(m_db->connection()).count(ArticleFilter::forFeed(feedId)).unread, 2);
}

LECTERN_TEST_FUNCTION(tst_windowlibrary)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestWindowLibrary test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_windowlibrary.moc"
