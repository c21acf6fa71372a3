// Saving pages in the real window: an address dropped from a browser on a shelf is saved
// there and captured for offline reading, and shows with the smart shelves.
#include "capture/backgroundcapture.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"
#include "library/stores/capturestore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedsubscriber.h"
#include "net/httpclient.h"
#include "net/pagesaver.h"
#include "reading/readersettingsstore.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "ui/offscreen/webpageextractor.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemView>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSavePages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aPageDroppedOnAShelfIsSavedThereAndCaptured();
};

void TestSavePages::aPageDroppedOnAShelfIsSavedThereAndCaptured()
{
    QByteArray paragraphs;
    for (int i = 0; i < 6; ++i)
        paragraphs += "<p>Paragraph " + QByteArray::number(i) +
                      " on log replication: the leader appends the entry, sends it to every "
                      "follower and commits it once a majority has it.</p>";
    TestHttpServer server;
    QVERIFY(server.start());
    server.serveBody("/posts/raft/",
                     "<html lang=\"en\"><head><title>Raft, read slowly | Notes</title>"
                     "<meta name=\"author\" content=\"Mei Chen\"></head><body>"
                     "<nav><a href=\"/\">Home</a></nav><article><h1>Raft, read slowly</h1>" +
                         paragraphs + "</article></body></html>",
                     "text/html; charset=utf-8");

    QTemporaryDir dir;
    Database database(dir.filePath(u"library.sqlite"_s));
    QVERIFY(database.open());
    LibraryWriter writer(database.path());
    QVERIFY(writer.start());
    const qint64 shelfId = ShelfStore(database.connection()).addPath(u"Reading"_s).value_or(0);
    HttpClient http;
    FeedFetcher fetcher(&http);
    FeedSubscriber subscriber(&writer, &fetcher);
    PageSaver saver(&writer, &fetcher);
    BackgroundCapture capture(database.connection(), &writer, &http, dir.path(),
                              [] { return std::make_unique<WebPageExtractor>(); });
    CodeHighlighter highlighter;
    ArticlePageRenderer renderer(&highlighter);
    QSettings settingsFile(dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    ReaderSettingsStore settings(&settingsFile);
    LibraryEngine engine{&writer, &subscriber};
    engine.capture = &capture;
    engine.saver = &saver;
    LibrarySession session(database.connection(), engine, &renderer, settings.load());
    {
        MainWindow window(&session, WindowPreferences{&settings});
        window.show();
        auto *tree = qobject_cast<FeedTreeModel *>(window.feedView()->model());

        QSignalSpy saved(session.commands(), &LibraryCommands::pagesSaved);
        // What a browser gives when a link is dragged out of it.
        QMimeData dragged;
        dragged.setUrls({server.url(u"/posts/raft/"_s)});
        QVERIFY(
            tree->canDropMimeData(&dragged, Qt::CopyAction, -1, -1, tree->indexForShelf(shelfId)));
        tree->dropMimeData(&dragged, Qt::CopyAction, -1, -1, tree->indexForShelf(shelfId));

        // Saved, on the shelf and with the smart shelves, and then kept in full.
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 20000);
        const auto pages = saved.first().at(0).value<QList<PageSaver::Saved>>();
        QCOMPARE(pages.size(), 1);
        QCOMPARE(pages.first().title, u"Raft, read slowly"_s); // <title> less the site's name
        CaptureStore captures(database.connection());
        QTRY_COMPARE_WITH_TIMEOUT(captures.state(1), CaptureState::Done, 30000);
        QTRY_VERIFY(tree->indexForShelf(shelfId).siblingAtColumn(1).data().toInt() == 1);
        QModelIndex savedPages;
        QTRY_VERIFY((savedPages = tree->indexForFeed(1)).isValid());
        QVERIFY(!savedPages.parent().isValid());
        QCOMPARE(savedPages.row(), tree->indexOfKind(FeedTreeItem::Kind::Highlights).row() + 1);
        window.feedView()->setCurrentIndex(tree->indexForShelf(shelfId));
        QTRY_COMPARE(window.articleView()->model()->rowCount(), 1);
        QCOMPARE(window.articleView()->model()->index(0, 0).data().toString(),
                 u"Raft, read slowly"_s);
        // Its offline copy links the summary the page gave, not a feed's version it never had.
        const auto page = session.articlePage(1, {});
        QVERIFY(page && page->contains(u"Page summary"_s));
        QVERIFY(!page->contains(u"Feed version"_s));
    }
}

LECTERN_TEST_MAIN(tst_savepages, TestSavePages)
#include "tst_savepages.moc"
