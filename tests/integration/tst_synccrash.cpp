// kill -9 during a sync loses nothing acknowledged: a read made here before the sync is on the
// server or still queued; every batch of items landed whole (each article linked to its item);
// the library is intact; the next sync ends what the killed one began, without duplicates.
// The sync runs in the real lectern program against a real Miniflux (SyncServer), and is
// killed once its first items have landed.
#include "lecternrun.h"
#include "syncserver.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

class TestSyncCrash : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedSyncLosesNothing();
};

namespace {

QByteArray feedOf(const QByteArray &name, int items)
{
    QByteArray xml = "<?xml version=\"1.0\"?><rss version=\"2.0\"><channel><title>" + name +
                     "</title><link>http://127.0.0.1/</link>";
    for (int i = 0; i < items; ++i) {
        const QByteArray n = name + '-' + QByteArray::number(i);
        xml += "<item><title>" + n + "</title><link>http://127.0.0.1/" + n +
               "</link><guid>urn:" + n + "</guid><description>&lt;p&gt;Paragraph of " + n +
               ", long enough to be a summary of a post.&lt;/p&gt;</description></item>";
    }
    return xml + "</channel></rss>";
}

qint64 scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
}

} // namespace

void TestSyncCrash::killedSyncLosesNothing()
{
    if (!SyncServer::isAvailable())
        QSKIP("Miniflux and PostgreSQL are not installed (Debian: miniflux postgresql)");
    TestHttpServer feeds;
    QVERIFY(feeds.start());
    feeds.serveBody("/small.rss", feedOf("small", 2), "application/rss+xml");
    feeds.serveBody("/large.rss", feedOf("large", 4000), "application/rss+xml");
    SyncServer server;
    QVERIFY2(server.start(), qPrintable(server.errorString()));
    const auto follow = [&](const QString &path) { return server.follow(feeds.url(path)); };
    QVERIFY(follow(u"/small.rss"_s) > 0);

    QTemporaryDir dir;
    const QString library = dir.filePath(u"library"_s);
    const QStringList base{u"--library"_s, library};
    const QByteArray password = SyncServer::googleReaderPassword().toUtf8() + '\n';
    const auto lectern = [&](const QStringList &arguments, const QByteArray &input = {}) {
        return LecternRun::run(base + arguments, QProcessEnvironment::systemEnvironment(), input);
    };
    const LecternRun added =
        lectern({u"account"_s, u"add"_s, u"greader"_s, server.url().toString(), u"--user"_s,
                 SyncServer::googleReaderUser(), u"--password-stdin"_s},
                password);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const QStringList syncArguments{u"sync"_s, u"--account"_s, added.out.trimmed(),
                                    u"--password-stdin"_s};
    const LecternRun first = lectern(syncArguments, password);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));

    // Read here; then the server gains a large feed, and the next sync is killed mid-way.
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"watch"_s);
    db.setDatabaseName(library + u"/library.sqlite"_s);
    QVERIFY(db.open());
    const qint64 readHere = scalar(db, u"SELECT min(id) FROM articles"_s);
    QVERIFY(readHere > 0);
    const LecternRun marked = lectern({u"mark"_s, u"read"_s, QString::number(readHere)});
    QVERIFY2(marked.exitCode == 0, qPrintable(marked.err));
    const qint64 itemId =
        scalar(db, u"SELECT item_id FROM synced_articles WHERE article_id = %1"_s.arg(readHere));
    QCOMPARE(scalar(db, u"SELECT count(*) FROM sync_changes"_s), 1);
    QVERIFY(follow(u"/large.rss"_s) > 0);

    QProcess child;
    child.start(QStringLiteral(LECTERN_BINARY_DIR "/bin/lectern"), base + syncArguments);
    QVERIFY(child.waitForStarted());
    child.write(password);
    child.closeWriteChannel();
    QElapsedTimer timer;
    timer.start();
    bool killed = false;
    while (child.state() == QProcess::Running && timer.elapsed() < 60000) {
        if (scalar(db, u"SELECT count(*) FROM synced_articles"_s) > 2) {
            ::kill(pid_t(child.processId()), SIGKILL);
            killed = true;
            break;
        }
        QTest::qWait(2); // the feed server answers Miniflux from this thread
    }
    QVERIFY(child.waitForFinished(10000));
    if (!killed)
        QSKIP("the sync ended before its first items landed; nothing was killed");
    const qint64 landed = scalar(db, u"SELECT count(*) FROM synced_articles"_s);
    qInfo("killed with %lld of 4002 items stored", landed);

    // Intact, every article of the account linked (batches whole), the read kept somewhere.
    QCOMPARE(
        scalar(db, u"SELECT count(*) FROM pragma_integrity_check WHERE integrity_check = 'ok'"_s),
        1);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM articles a JOIN feeds f ON f.id = a.feed_id"
                        " WHERE f.sync_account_id IS NOT NULL"
                        " AND a.id NOT IN (SELECT article_id FROM synced_articles)"_s),
             0);
    const auto readThere = [&] {
        return server.rest("GET", u"/v1/entries/%1"_s.arg(itemId))[u"status"_s].toString() ==
               u"read"_s;
    };
    QVERIFY2(readThere() || scalar(db, u"SELECT count(*) FROM sync_changes"_s) == 1,
             "the read made here is neither on the server nor queued");
    QCOMPARE(scalar(db, u"SELECT read FROM articles WHERE id = %1"_s.arg(readHere)), 1);

    // The next sync ends it: everything once, the read on the server, nothing queued.
    const LecternRun again = lectern(syncArguments, password);
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(scalar(db, u"SELECT count(*) FROM synced_articles"_s), 4002);
    QCOMPARE(scalar(db, u"SELECT count(*) FROM articles"_s), 4002);
    QVERIFY(readThere());
    QCOMPARE(scalar(db, u"SELECT count(*) FROM sync_changes"_s), 0);
    QCOMPARE(scalar(db, u"SELECT read FROM articles WHERE id = %1"_s.arg(readHere)), 1);
    db.close();
    db = {};
    QSqlDatabase::removeDatabase(u"watch"_s);
}

LECTERN_TEST_GUILESS_MAIN(tst_synccrash, TestSyncCrash)
#include "tst_synccrash.moc"
