// Subscribing from the window, without the window: Add Feed against a local HTTP server (a
// feed, a site with several feeds, a failure, a page without a feed, a private feed) and the
// login of a feed in the library.
#include "library/database/database.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedlogins.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "net/memorycredentialstore.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "ui/subscribing/addfeeddialog.h"
#include "ui/subscribing/feedlogindialog.h"
#include "ui/subscribing/pagefeeddialog.h"
#include "ui/subscribing/subscriptionflow.h"

#include "net/httpclient.h"
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA) + u'/' + QLatin1StringView(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The comments feed a site links beside its posts.
const QByteArray commentsAtom =
    "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>Comments on Compiler Field Notes</title>"
    "<id>urn:test:comments</id><updated>2026-03-04T10:00:00Z</updated>"
    "<entry><title>Re: How the inliner decides</title><id>urn:test:c1</id>"
    "<updated>2026-03-04T10:00:00Z</updated><content>Thresholds!</content></entry></feed>";

} // namespace

class TestSubscriptionFlow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void aFeedIsAddedOntoTheShelfChosen();
    void theFeedsASiteLinksAreOfferedToChooseFrom();
    void aHandedOverSiteWithSeveralFeedsOpensTheDialog();
    void aFailureIsSaidInTheDialogAndCanBeMended();
    void aPageWithoutAFeedIsPreviewedThenFollowed();
    void aPageOfSectionsIsFollowedSectionBySection();
    void anotherListOfThePageCanBeFollowedInstead();
    void addingAPrivateFeedAsksForItsLogin();
    void loginOpensAPrivateFeed();

private:
    // Serves the compilers fixture at path, to the user "ann" with the password "s3cret" only.
    static void serveLocked(TestHttpServer &server, const QByteArray &path);
    static void click(QWidget *dialog, const QString &button);
    // The flow, on a session whose engine holds these parts beside the writer and subscriber.
    void useEngine(FeedRefresher *refresher = nullptr, FeedScheduler *scheduler = nullptr,
                   FeedLogins *logins = nullptr);

    QTemporaryDir m_dir;
    TestHttpServer m_server;
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    HttpClient m_network;
    std::unique_ptr<FeedFetcher> m_fetcher;
    std::unique_ptr<FeedSubscriber> m_subscriber;
    std::unique_ptr<QWidget> m_window;
    QStatusBar *m_status = nullptr;
    std::unique_ptr<LibrarySession> m_session;
    std::unique_ptr<SubscriptionFlow> m_flow;
};

void TestSubscriptionFlow::init()
{
    static int n = 0;
    m_db = std::make_unique<Database>(m_dir.filePath(u"library-%1.sqlite"_s.arg(++n)));
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    m_writer = std::make_unique<LibraryWriter>(m_db->path());
    QVERIFY(m_writer->start());
    m_fetcher = std::make_unique<FeedFetcher>(&m_network);
    m_subscriber = std::make_unique<FeedSubscriber>(m_writer.get(), m_fetcher.get());
    m_window = std::make_unique<QWidget>();
    m_status = new QStatusBar(m_window.get());
    m_window->show();
    useEngine();
    if (m_server.port() == 0) {
        QVERIFY(m_server.start());
        m_server.serveBody("/feed.rss", fixture("integration/compilers.rss"),
                           "application/rss+xml; charset=utf-8");
        m_server.serveBody("/comments.atom", commentsAtom, "application/atom+xml");
        m_server.serveBody(
            "/site/",
            "<!DOCTYPE html><html><head><title>Notes</title>"
            "<link rel=\"alternate\" type=\"application/rss+xml\" title=\"Posts\" "
            "href=\"/feed.rss\"><link rel=\"alternate\" type=\"application/atom+xml\" "
            "title=\"Comments\" href=\"/comments.atom\"></head><body></body></html>",
            "text/html; charset=utf-8");
        m_server.serveBody("/library/", fixture("pages/bilingual-library.html"),
                           "text/html; charset=utf-8");
    }
}

void TestSubscriptionFlow::useEngine(FeedRefresher *refresher, FeedScheduler *scheduler,
                                     FeedLogins *logins)
{
    m_flow.reset();
    m_session.reset();
    const LibraryEngine engine{m_writer.get(), m_subscriber.get(), refresher, scheduler, nullptr,
                               logins};
    m_session =
        std::make_unique<LibrarySession>(m_db->connection(), engine, nullptr, ReaderSettings());
    m_flow = std::make_unique<SubscriptionFlow>(nullptr, m_status, m_session.get());
}

void TestSubscriptionFlow::cleanup()
{
    m_flow.reset();
    m_session.reset();
    m_window.reset();
    m_subscriber.reset();
    m_fetcher.reset();
    m_writer.reset();
    m_db.reset();
}

void TestSubscriptionFlow::serveLocked(TestHttpServer &server, const QByteArray &path)
{
    TestHttpServer::Response locked;
    locked.body = fixture("integration/compilers.rss");
    locked.headers = {{"Content-Type", "application/rss+xml"}};
    locked.basicAuth = "ann:s3cret";
    server.serve(path, locked);
}

void TestSubscriptionFlow::click(QWidget *dialog, const QString &button)
{
    auto *pushButton = dialog->findChild<QPushButton *>(button);
    QVERIFY2(pushButton && pushButton->isEnabled(), qPrintable(button));
    pushButton->click();
}

void TestSubscriptionFlow::aFeedIsAddedOntoTheShelfChosen()
{
    ShelfStore shelves(m_db->connection());
    const qint64 systems = shelves.addPath(u"Systems"_s).value_or(0);
    const qint64 gpu = shelves.addPath(u"Systems/GPU"_s).value_or(0);
    QSignalSpy added(m_flow.get(), &SubscriptionFlow::feedAdded);

    m_flow->ask({}, systems);
    AddFeedDialog *dialog = m_flow->dialog();
    QVERIFY(dialog && dialog->isVisible());
    auto *shelf = dialog->findChild<QComboBox *>(u"feedShelf"_s);
    // "No Shelf", then every shelf by its path; the one asked for is chosen.
    QCOMPARE(shelf->count(), 3);
    QCOMPARE(shelf->itemText(2), u"Systems/GPU"_s);
    QCOMPARE(shelf->currentData().toLongLong(), systems);
    QVERIFY(!dialog->findChild<QPushButton *>(u"addFeedButton"_s)->isEnabled()); // no address
    auto *address = dialog->findChild<QLineEdit *>(u"feedAddress"_s);
    QTest::keyClicks(address, m_server.url(u"/feed.rss"_s).toString());
    shelf->setCurrentIndex(2);
    click(dialog, u"addFeedButton"_s);
    QVERIFY(!address->isEnabled()); // fetching

    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 15000);
    QVERIFY(!m_flow->dialog()); // closed once added
    const qint64 feedId = added.first().at(0).toLongLong();
    QCOMPARE(added.first().at(1).toInt(), 2);
    QCOMPARE(FeedStore(m_db->connection()).feed(feedId)->shelfId, gpu);
    // (Plurals come from the English translation, which the application installs.)
    QVERIFY2(m_status->currentMessage().contains(u"2 new article"_s),
             qPrintable(m_status->currentMessage()));
}

void TestSubscriptionFlow::theFeedsASiteLinksAreOfferedToChooseFrom()
{
    const qint64 notes = ShelfStore(m_db->connection()).addPath(u"Notes"_s).value_or(0);
    QSignalSpy added(m_flow.get(), &SubscriptionFlow::feedAdded);
    m_flow->ask(m_server.url(u"/site/"_s), notes);
    AddFeedDialog *dialog = m_flow->dialog();
    click(dialog, u"addFeedButton"_s);

    // The site's two feeds, titled and typed, the first checked; nothing stored yet.
    auto *candidates = dialog->findChild<QTreeWidget *>(u"feedCandidates"_s);
    QTRY_VERIFY_WITH_TIMEOUT(candidates->isVisible(), 15000);
    QCOMPARE(candidates->topLevelItemCount(), 2);
    QCOMPARE(candidates->topLevelItem(0)->text(0), u"Posts"_s);
    QCOMPARE(candidates->topLevelItem(0)->text(1), u"RSS"_s);
    QCOMPARE(candidates->topLevelItem(0)->checkState(0), Qt::Checked);
    QCOMPARE(candidates->topLevelItem(1)->text(0), u"Comments"_s);
    QCOMPARE(candidates->topLevelItem(1)->text(1), u"Atom"_s);
    QCOMPARE(candidates->topLevelItem(1)->checkState(0), Qt::Unchecked);
    QVERIFY(FeedStore(m_db->connection()).feeds().isEmpty());
    auto *message = dialog->findChild<QLabel *>(u"addFeedMessage"_s);
    QVERIFY2(message->text().contains(u"links 2 feed"_s), qPrintable(message->text()));

    // Nothing checked, nothing to subscribe to.
    candidates->topLevelItem(0)->setCheckState(0, Qt::Unchecked);
    QVERIFY(!dialog->findChild<QPushButton *>(u"addFeedButton"_s)->isEnabled());
    candidates->topLevelItem(0)->setCheckState(0, Qt::Checked);
    candidates->topLevelItem(1)->setCheckState(0, Qt::Checked);
    click(dialog, u"addFeedButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 2, 15000);
    QTRY_VERIFY(!m_flow->dialog());
    const auto feeds = FeedStore(m_db->connection()).feeds();
    QCOMPARE(feeds.size(), 2);
    for (const auto &feed : feeds)
        QCOMPARE(feed.shelfId, notes);
}

void TestSubscriptionFlow::aHandedOverSiteWithSeveralFeedsOpensTheDialog()
{
    // An address added without the dialog (handed over by a second instance, say) that turns
    // out to be a site with two feeds: the dialog opens with them, nothing is stored.
    m_flow->add(m_server.url(u"/site/"_s));
    QTRY_VERIFY_WITH_TIMEOUT(m_flow->dialog(), 15000);
    AddFeedDialog *dialog = m_flow->dialog();
    QCOMPARE(dialog->address(), m_server.url(u"/site/"_s));
    QCOMPARE(dialog->findChild<QTreeWidget *>(u"feedCandidates"_s)->topLevelItemCount(), 2);
    QVERIFY(FeedStore(m_db->connection()).feeds().isEmpty());
    dialog->reject();
    QTRY_VERIFY(!m_flow->dialog());
}

void TestSubscriptionFlow::aFailureIsSaidInTheDialogAndCanBeMended()
{
    QSignalSpy added(m_flow.get(), &SubscriptionFlow::feedAdded);
    m_flow->ask(m_server.url(u"/no-such-feed.rss"_s));
    AddFeedDialog *dialog = m_flow->dialog();
    click(dialog, u"addFeedButton"_s);
    auto *message = dialog->findChild<QLabel *>(u"addFeedMessage"_s);
    auto *address = dialog->findChild<QLineEdit *>(u"feedAddress"_s);
    // The dialog stays, says what went wrong, and takes another address.
    QTRY_VERIFY_WITH_TIMEOUT(address->isEnabled(), 15000);
    QVERIFY2(message->text().contains(u"404"_s), qPrintable(message->text()));
    QVERIFY(dialog->isVisible());
    QVERIFY(!QApplication::activeModalWidget() ||
            QApplication::activeModalWidget() == dialog); // no message box on top
    address->clear();
    QTest::keyClicks(address, m_server.url(u"/feed.rss"_s).toString());
    QVERIFY(message->text().isEmpty());
    click(dialog, u"addFeedButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 15000);
    QTRY_VERIFY(!m_flow->dialog());
}

void TestSubscriptionFlow::aPageWithoutAFeedIsPreviewedThenFollowed()
{
    const qint64 reading = ShelfStore(m_db->connection()).addPath(u"Reading"_s).value_or(0);
    int shown = -1;
    // The preview comes up once discovery has tried the usual feed places; it is accepted.
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *preview = qobject_cast<PageFeedDialog *>(QApplication::activeModalWidget());
        if (!preview)
            return;
        poll.stop();
        shown = preview->findChild<QTreeWidget *>(u"pageItems"_s)->topLevelItemCount();
        preview->findChild<QPushButton *>(u"followPageButton"_s)->click();
    });
    poll.start(50);
    m_flow->ask(m_server.url(u"/library/"_s), reading);
    click(m_flow->dialog(), u"addFeedButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(shown, 8, 15000);
    QVERIFY(!m_flow->dialog()); // the preview took its place
    FeedStore feeds(m_db->connection());
    QTRY_VERIFY_WITH_TIMEOUT(feeds.idForUrl(m_server.url(u"/library/"_s)).has_value(), 15000);
    const qint64 feedId = *feeds.idForUrl(m_server.url(u"/library/"_s));
    QCOMPARE(feeds.feed(feedId)->totalCount, 8);
    QTRY_COMPARE(feeds.feed(feedId)->shelfId, reading);
}

// Seed 004's shape: a library page of headed lists. Ticking "Follow each section as its own
// feed" keeps the page's map: a shelf named after the page (inside the shelf chosen), one feed
// per section with its articles.
void TestSubscriptionFlow::aPageOfSectionsIsFollowedSectionBySection()
{
    const qint64 reading = ShelfStore(m_db->connection()).addPath(u"Reading"_s).value_or(0);
    QString offered;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *preview = qobject_cast<PageFeedDialog *>(QApplication::activeModalWidget());
        if (!preview)
            return;
        poll.stop();
        auto *box = preview->findChild<QCheckBox *>(u"bySectionBox"_s);
        if (!box)
            return;
        offered = box->text();
        box->setChecked(true);
        preview->findChild<QPushButton *>(u"followPageButton"_s)->click();
    });
    poll.start(50);
    QSignalSpy added(m_flow.get(), &SubscriptionFlow::feedAdded);
    m_flow->ask(m_server.url(u"/library/"_s), reading);
    click(m_flow->dialog(), u"addFeedButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 15000);
    QVERIFY2(offered.contains(u"Paper Readings"_s), qPrintable(offered));
    ShelfStore shelves(m_db->connection());
    qint64 pageShelf = 0;
    for (const auto &[path, id] : shelves.paths()) {
        if (path.startsWith(u"Reading/"_s))
            pageShelf = id;
    }
    QVERIFY(pageShelf > 0);
    FeedStore feeds(m_db->connection());
    QStringList titles;
    int articles = 0;
    for (const FeedRecord &feed : feeds.feeds()) {
        QCOMPARE(feed.shelfId, pageShelf);
        titles.append(feed.title);
        articles += feed.totalCount;
    }
    QCOMPARE(titles.size(), 4);
    QVERIFY2(titles.contains(u"Paper Readings 论文阅读"_s), qPrintable(titles.join(u", "_s)));
    QCOMPARE(articles, 8);
}

// A page whose first list is cards of series (long titles, summaries) above its posts: the
// preview offers the series; "Not These? Use Another List" turns to the posts, which are then
// followed, with the rule that reads that list again.
void TestSubscriptionFlow::anotherListOfThePageCanBeFollowedInstead()
{
    // Series cards above four posts, which go on at "Older posts" with three more.
    const auto page = [](int firstPost, int lastPost) -> QByteArray {
        QByteArray series, posts;
        for (int i = 1; i <= 4; ++i) {
            const QByteArray n = QByteArray::number(i);
            series += "<div class=\"series-card\"><h3><a href=\"/alloc/series/s" + n +
                      "/\">A long series on memory allocators and their trade-offs, volume " + n +
                      "</a></h3><p>Every part of the series, with the measurements behind it."
                      "</p></div>";
        }
        for (int i = firstPost; i <= lastPost; ++i) {
            const QByteArray n = QByteArray::number(i);
            posts +=
                "<li><a href=\"/alloc/posts/" + n + "/\">Part " + n + " of the slab story</a></li>";
        }
        return "<!DOCTYPE html><html><head><title>Allocators</title></head><body><main>"
               "<section class=\"series\">" +
               series + "</section><section class=\"latest\"><ul>" + posts +
               "</ul></section></main><nav><a href=\"/alloc/page/2/\">Older posts</a></nav>"
               "</body></html>";
    };
    m_server.serveBody("/alloc/", page(1, 4), "text/html");
    m_server.serveBody("/alloc/page/2/", page(5, 7), "text/html");
    QStringList firstTitles, otherTitles;
    QString otherIntro;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *preview = qobject_cast<PageFeedDialog *>(QApplication::activeModalWidget());
        if (!preview)
            return;
        poll.stop();
        auto *items = preview->findChild<QTreeWidget *>(u"pageItems"_s);
        firstTitles.append(items->topLevelItem(0)->text(0));
        preview->findChild<QPushButton *>(u"anotherListButton"_s)->click();
        for (int row = 0; row < items->topLevelItemCount(); ++row)
            otherTitles.append(items->topLevelItem(row)->text(0));
        otherIntro = preview->findChild<QLabel *>(u"pageIntro"_s)->text();
        preview->findChild<QPushButton *>(u"followPageButton"_s)->click();
    });
    poll.start(50);
    m_flow->ask(m_server.url(u"/alloc/"_s), 0);
    click(m_flow->dialog(), u"addFeedButton"_s);
    QTRY_COMPARE_WITH_TIMEOUT(otherTitles.size(), 4, 15000);
    QVERIFY2(firstTitles.first().startsWith(u"A long series"_s), qPrintable(firstTitles.first()));
    QCOMPARE(otherTitles.first(), u"Part 1 of the slab story"_s);
    // The preview says that following it reads its older posts too; the feed then holds them.
    QVERIFY2(otherIntro.contains(m_server.url(u"/alloc/page/2/"_s).toDisplayString()),
             qPrintable(otherIntro));
    FeedStore feeds(m_db->connection());
    QTRY_VERIFY_WITH_TIMEOUT(feeds.idForUrl(m_server.url(u"/alloc/"_s)).has_value(), 15000);
    const qint64 feedId = *feeds.idForUrl(m_server.url(u"/alloc/"_s));
    QTRY_COMPARE(feeds.feed(feedId)->totalCount, 7);
    QTRY_COMPARE(feeds.feed(feedId)->pageRule.item, u"section.latest ul > li"_s);
}

void TestSubscriptionFlow::addingAPrivateFeedAsksForItsLogin()
{
    TestHttpServer server;
    QVERIFY(server.start());
    serveLocked(server, "/members.rss");
    MemoryCredentialStore credentials;
    FeedLogins logins(m_writer.get(), &credentials);
    useEngine(nullptr, nullptr, &logins);
    // The dialog opens once the first try is refused: fill it in whenever it shows.
    int dialogs = 0;
    QTimer filler;
    connect(&filler, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<FeedLoginDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        ++dialogs;
        auto *message = dialog->findChild<QLabel *>(u"loginMessageLabel"_s);
        QVERIFY2(message && message->text().contains(u"user name and password"_s),
                 qPrintable(message ? message->text() : QString()));
        dialog->findChild<QLineEdit *>(u"userEdit"_s)->setText(u"ann"_s);
        auto *password = dialog->findChild<QLineEdit *>(u"passwordEdit"_s);
        password->setText(u"s3cret"_s);
        // Return logs in as the button does (Cancel took it while Log In was disabled).
        QTest::keyClick(password, Qt::Key_Return);
    });
    filler.start(20);
    const QUrl url = server.url(u"/members.rss"_s);
    m_flow->add(url);
    FeedStore feeds(m_db->connection());
    QTRY_VERIFY_WITH_TIMEOUT(feeds.idForUrl(url).has_value(), 15000);
    const qint64 feedId = *feeds.idForUrl(url);
    QTRY_COMPARE(feeds.fetchStates({feedId}).value(0).authUser, u"ann"_s);
    QCOMPARE(dialogs, 1);
    QCOMPARE(feeds.feed(feedId)->totalCount, 2);
    PasswordLookup kept;
    credentials.readPassword(CredentialStore::keyFor(url, u"ann"_s),
                             [&](const PasswordLookup &lookup) { kept = lookup; });
    QCOMPARE(kept.password, u"s3cret"_s);
}

void TestSubscriptionFlow::loginOpensAPrivateFeed()
{
    TestHttpServer server;
    QVERIFY(server.start());
    serveLocked(server, "/private.rss");
    FeedStore feeds(m_db->connection());
    QVERIFY(feeds.addUnfetched(server.url(u"/private.rss"_s), u"Private"_s, {}, 0));
    const qint64 feedId = feeds.idForUrl(server.url(u"/private.rss"_s)).value_or(0);

    FeedRefresher refresher(m_db->connection(), m_writer.get(), m_fetcher.get());
    MemoryCredentialStore credentials;
    refresher.setCredentialStore(&credentials);
    FeedScheduler scheduler(m_db->connection(), &refresher, SchedulerClock::system());
    FeedLogins logins(m_writer.get(), &credentials);
    useEngine(&refresher, &scheduler, &logins);

    // The dialog as a user fills it: Log In stays off until both fields are set.
    bool filled = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<FeedLoginDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto *logIn = dialog->findChild<QPushButton *>(u"logInButton"_s);
        QVERIFY(logIn && !logIn->isEnabled());
        QVERIFY(!dialog->findChild<QPushButton *>(u"logOutButton"_s)); // no user yet
        dialog->findChild<QLineEdit *>(u"userEdit"_s)->setText(u"ann"_s);
        QVERIFY(!logIn->isEnabled());
        dialog->findChild<QLineEdit *>(u"passwordEdit"_s)->setText(u"s3cret"_s);
        QVERIFY(logIn->isEnabled());
        filled = true;
        logIn->click();
    });
    m_flow->editLogin(feedId);
    QVERIFY(filled);
    // Logged in, then refreshed with the password from the store.
    QTRY_VERIFY_WITH_TIMEOUT(!server.requestsFor("/private.rss").isEmpty(), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(!refresher.isRunning(), 15000);
    QCOMPARE(feeds.fetchStates({feedId}).value(0).authUser, u"ann"_s);
    QCOMPARE(server.requestsFor("/private.rss").last().headers.value("authorization"),
             "Basic " + QByteArray("ann:s3cret").toBase64());
    QTRY_COMPARE(feeds.feed(feedId)->totalCount, 2);

    // Log Out forgets the user name.
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<FeedLoginDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(u"userEdit"_s)->text(), u"ann"_s);
        dialog->findChild<QPushButton *>(u"logOutButton"_s)->click();
    });
    m_flow->editLogin(feedId);
    QTRY_COMPARE(feeds.fetchStates({feedId}).value(0).authUser, QString());
}

LECTERN_TEST_MAIN(tst_subscriptionflow, TestSubscriptionFlow)
#include "tst_subscriptionflow.moc"
