// Sync in the real window, against a real Miniflux (SyncServer): Add Account refuses a wrong
// password in the dialog and keeps nothing, then keeps the account whose login the server took;
// its sync runs in the background with its progress in the status bar, and its subscription
// shows in the side panel on a shelf named after its folder, with its unread count; a read on
// the server reaches the window at the next Sync Now; the Accounts list says when it synced.
#include "feeds/parsedfeed.h"
#include "library/ingest/feedingest.h"
#include "library/stores/feedstore.h"
#include "library/stores/syncstore.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "net/memorycredentialstore.h"
#include "sync/accountsyncer.h"
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"
#include "ui/sidepanel/feedmenu.h"
#include "ui/sync/accountsdialog.h"
#include "ui/sync/addaccountdialog.h"
#include "ui/window/windowapplication.h"
#include "windowfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestSyncWindow : public QObject, public Testing::WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void init() { setUp(); }
    void cleanup() { tearDown(); }
    void addAccountAndSync();
};

namespace {

QModelIndex findRow(const QAbstractItemModel *model, const QString &text,
                    const QModelIndex &parent = {})
{
    for (int row = 0; row < model->rowCount(parent); ++row) {
        const QModelIndex index = model->index(row, 0, parent);
        if (index.data().toString() == text)
            return index;
        if (const QModelIndex inside = findRow(model, text, index); inside.isValid())
            return inside;
    }
    return {};
}

} // namespace

void TestSyncWindow::addAccountAndSync()
{
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    QVERIFY(feeds.serveFile("/feed.rss",
                            QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"),
                            "application/rss+xml"));
    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    QVERIFY(server.follow(feeds.url(u"/feed.rss"_s), u"Compilers"_s) > 0);

    MemoryCredentialStore keychain;
    AccountSyncer syncer(m_writer.get(), &m_network, &keychain);
    LibraryEngine engine{m_writer.get(), m_subscriber.get()};
    engine.syncer = &syncer;
    auto window = makeWindow(engine);
    window->resize(1100, 700);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));

    // A wrong password: said in the dialog, nothing kept.
    AddAccountDialog dialog(window->session()->commands(), window.get());
    auto *address = dialog.findChild<QLineEdit *>(u"addressEdit"_s);
    auto *user = dialog.findChild<QLineEdit *>(u"userEdit"_s);
    auto *password = dialog.findChild<QLineEdit *>(u"passwordEdit"_s);
    auto *add = dialog.findChild<QPushButton *>(u"addAccountButton"_s);
    auto *message = dialog.findChild<QLabel *>(u"accountMessageLabel"_s);
    QVERIFY(address && user && password && add && message);
    auto *kind = dialog.findChild<QComboBox *>(u"kindCombo"_s);
    QCOMPARE(kind->currentData().toString(), u"miniflux"_s); // the first offered
    kind->setCurrentIndex(kind->findData(u"greader"_s));
    dialog.show();
    QVERIFY(!add->isEnabled());
    address->setText(server.url().toString());
    user->setText(SyncServer::googleReaderUser());
    password->setText(u"not-the-password"_s);
    QVERIFY(add->isEnabled());
    // Return in the password field adds, as the button does.
    password->setFocus();
    QTest::keyClick(password, Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(message->text().contains(u"401"_s), 10000);
    QVERIFY(dialog.isVisible());
    QVERIFY(SyncStore(m_db->connection()).accounts().isEmpty());

    // The right one: kept, its password in the keychain.
    password->setText(SyncServer::googleReaderPassword());
    QTest::mouseClick(add, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 10000);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.accountId() > 0);
    QCOMPARE(SyncStore(m_db->connection()).accounts().size(), 1);

    // Its sync in the background: progress in the status bar, then the summary.
    auto *progress = window->findChild<QProgressBar *>(u"syncProgress"_s);
    QVERIFY(progress);
    bool progressShown = false;
    connect(&syncer, &AccountSyncer::syncProgressed, this,
            [&] { progressShown = progressShown || progress->isVisible(); });
    QSignalSpy finished(&syncer, &AccountSyncer::syncFinished);
    syncer.sync(dialog.accountId());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
    QVERIFY(progressShown);
    QTRY_VERIFY(!progress->isVisible());
    QVERIFY2(window->statusBar()->currentMessage().contains(u"2 new item"_s),
             qPrintable(window->statusBar()->currentMessage()));

    // The subscription on its folder's shelf in the side panel, both items unread.
    FeedTreeModel *tree = m_sessions.back()->feedModel();
    QModelIndex shelf;
    QTRY_VERIFY((shelf = findRow(tree, u"Compilers"_s)).isValid());
    QCOMPARE(tree->rowCount(shelf), 1);
    QTRY_COMPARE(tree->index(0, 0, shelf).data(UnreadCountRole).toInt(), 2);

    // Read on the server; Sync Now brings it to the window.
    const QJsonArray entries =
        server.rest("GET", u"/v1/entries?order=id"_s)[u"entries"_s].toArray();
    server.rest("PUT", u"/v1/entries"_s,
                QJsonDocument(QJsonObject{{u"entry_ids"_s, QJsonArray{entries.at(0)[u"id"_s]}},
                                          {u"status"_s, u"read"_s}})
                    .toJson());
    auto *syncNow = window->findChild<QAction *>(u"syncNowAction"_s);
    QVERIFY(syncNow && syncNow->isEnabled());
    syncNow->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 30000);
    QVERIFY2(finished.at(1).at(1).value<AccountSync::Outcome>().error.isEmpty(),
             qPrintable(finished.at(1).at(1).value<AccountSync::Outcome>().error));
    QTRY_COMPARE(tree->index(0, 0, findRow(tree, u"Compilers"_s)).data(UnreadCountRole).toInt(), 1);

    // A feed of this library only: its menu offers the account; chosen, the server follows it
    // and the feed is the account's after the sync that follows.
    QVERIFY(feeds.serveFile("/local.rss",
                            QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"),
                            "application/rss+xml"));
    ParsedFeed local;
    local.format = FeedFormat::Rss;
    local.title = u"Compilers, here first"_s;
    const QUrl localUrl = feeds.url(u"/local.rss"_s);
    QVERIFY(FeedIngest::ingest(m_db->connection(), localUrl, local).ok);
    m_sessions.back()->reloadFeeds();
    const qint64 localId = FeedStore(m_db->connection()).idForUrl(localUrl).value_or(0);
    const QModelIndex localIndex = tree->indexForFeed(localId);
    QVERIFY(localIndex.isValid());
    QAction refresh;
    FeedMenu menu(tree->itemFor(localIndex), &refresh, false, m_sessions.back()->queries());
    auto *accountMenu = menu.findChild<QMenu *>(u"syncAccountMenu"_s);
    QVERIFY(accountMenu);
    QCOMPARE(accountMenu->actions().size(), 1);
    QSignalSpy chosen(&menu, &FeedMenu::followOnAccountRequested);
    accountMenu->actions().first()->trigger();
    QCOMPARE(chosen.size(), 1);
    std::optional<bool> queued;
    m_sessions.back()
        ->commands()
        ->subscribeOnAccount(chosen.first().at(0).toLongLong(), chosen.first().at(1).toLongLong())
        .then(this, [&](bool done) { queued = done; });
    QTRY_VERIFY(queued.has_value());
    QVERIFY(*queued);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 30000);
    QVERIFY(FeedStore(m_db->connection()).feed(localId)->synced);
    // A synced feed's menu offers no account.
    FeedMenu syncedMenu(tree->itemFor(tree->indexForFeed(localId)), &refresh, false,
                        m_sessions.back()->queries());
    QVERIFY(!syncedMenu.findChild<QMenu *>(u"syncAccountMenu"_s));

    // The Accounts list: the account, when it synced.
    AccountsDialog accounts(window->session(), window.get());
    auto *list = accounts.findChild<QTreeWidget *>(u"accountList"_s);
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(list->topLevelItem(0)->text(2), SyncServer::googleReaderUser());
    QVERIFY(list->topLevelItem(0)->text(3) != accounts.tr("never"));
    QVERIFY(accounts.findChild<QPushButton *>(u"syncAccountButton"_s)->isEnabled());
}

LECTERN_TEST_FUNCTION(tst_syncwindow)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestSyncWindow test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_syncwindow.moc"
