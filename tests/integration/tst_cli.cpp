// Runs the real lectern program headless, as a script would.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void helpAndVersion();
    void addThenList();
    void libraryFromEnvironment();
    void addFailureExitsNonZero();
    void unknownCommand();
    void corruptLibraryIsLeftAlone();
    void shelvesAndMarks();
    void importAndExportOpml();
    void searchFindsArticles();
    void highlightsFromScripts();
    void addIndexesWhatItStored();
    void refreshReportsAndFailsOnlyWhenNothingWorked();
    void refreshPrivateFeedWithPasswordFromStdin();
    void refreshDeadlineOption();
    void proxySettingIsKeptAndUsed();
    void parseFileAsJson();
    void parseUrl();
    void parseFailuresAreClear();
    void parseBenchmarkEndsWithJson();

private:
    using Run = LecternRun;
    static Run lectern(const QStringList &arguments,
                       const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                       const QByteArray &input = {});

    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

void TestCli::initTestCase()
{
    QVERIFY(m_server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    m_server.serveBody("/feed.rss", fixture.readAll(), "application/rss+xml");
}

TestCli::Run TestCli::lectern(const QStringList &arguments, const QProcessEnvironment &env,
                              const QByteArray &input)
{
    return LecternRun::run(arguments, env, input);
}

void TestCli::helpAndVersion()
{
    const Run help = lectern({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(u"--library DIR"_s));
    QVERIFY(help.out.contains(u"add URL"_s));
    const Run version = lectern({u"--version"_s});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.out.startsWith(u"Lectern "_s), qPrintable(version.out));
    QVERIFY(help.out.contains(u"--verbose"_s));

    // Without a UTF-8 locale (a bare shell, a CI job) nothing is said but the answer: Qt's
    // four lines about switching to C.UTF-8 never reach the terminal.
    QProcessEnvironment bare = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANG"_s, u"LC_ALL"_s, u"LC_CTYPE"_s, u"LANGUAGE"_s})
        bare.remove(name);
    bare.insert(u"LC_ALL"_s, u"C"_s);
    const Run plain = lectern({u"--version"_s}, bare);
    QCOMPARE(plain.exitCode, 0);
    QVERIFY2(plain.err.isEmpty(), qPrintable(plain.err));
    QVERIFY(plain.out.startsWith(u"Lectern "_s));
}

void TestCli::addThenList()
{
    const QString library = m_dir.filePath(u"lib-option"_s);
    const Run add =
        lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/feed.rss"_s).toString()});
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    QVERIFY2(add.out.contains(u"Compiler Field Notes"_s), qPrintable(add.out));
    QVERIFY(QFile::exists(library + u"/library.sqlite"_s));

    const Run list = lectern({u"--library"_s, library, u"list"_s, u"--json"_s});
    QCOMPARE(list.exitCode, 0);
    const QJsonArray articles = QJsonDocument::fromJson(list.out.toUtf8()).array();
    QCOMPARE(articles.size(), 2);
    const QJsonObject first = articles.first().toObject();
    QCOMPARE(first.value(u"title"_s).toString(), u"How the inliner decides"_s);
    QCOMPARE(first.value(u"published"_s).toString(), u"2026-03-03T09:30:00Z"_s);
    QCOMPARE(first.value(u"read"_s).toBool(), false);
    QVERIFY(first.value(u"shelves"_s).isArray());
}

void TestCli::libraryFromEnvironment()
{
    const QString library = m_dir.filePath(u"lib-env"_s);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"LECTERN_LIBRARY_DIR"_s, library);
    const Run add = lectern({u"add"_s, m_server.url(u"/feed.rss"_s).toString()}, env);
    QVERIFY2(add.exitCode == 0, qPrintable(add.err));
    QVERIFY(QFile::exists(library + u"/library.sqlite"_s));
}

void TestCli::addFailureExitsNonZero()
{
    const QString library = m_dir.filePath(u"lib-fail"_s);
    const Run add =
        lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/missing.xml"_s).toString()});
    QCOMPARE(add.exitCode, 1);
    QVERIFY2(add.err.contains(u"404"_s), qPrintable(add.err));
    const Run notWeb = lectern({u"--library"_s, library, u"add"_s, u"ftp://127.0.0.1/x"_s});
    QCOMPARE(notWeb.exitCode, 1);
    QVERIFY(notWeb.err.contains(u"not an http or https address"_s));
}

void TestCli::unknownCommand()
{
    const Run run = lectern({u"--library"_s, m_dir.filePath(u"x"_s), u"frobnicate"_s});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.contains(u"frobnicate"_s));
}

void TestCli::corruptLibraryIsLeftAlone()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"library.sqlite"_s);
    const QByteArray garbage = QByteArray("not sqlite at all ").repeated(100);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    const Run list = lectern({u"--library"_s, dir.path(), u"list"_s});
    QCOMPARE(list.exitCode, 1);
    QVERIFY2(list.err.contains(path), qPrintable(list.err));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), garbage);
}

void TestCli::shelvesAndMarks()
{
    const QString library = m_dir.filePath(u"lib-shelves"_s);
    const auto run = [&](const QStringList &args) {
        return lectern(QStringList{u"--library"_s, library} + args);
    };
    QCOMPARE(run({u"add"_s, m_server.url(u"/feed.rss"_s).toString()}).exitCode, 0);
    const Run added = run({u"shelf"_s, u"add"_s, u"Systems/Compilers"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QVERIFY(added.out.contains(u"Systems/Compilers"_s));
    QCOMPARE(run({u"shelf"_s, u"feed"_s, u"1"_s, u"Systems/Compilers"_s}).exitCode, 0);
    QCOMPARE(run({u"shelf"_s, u"add"_s, u"Read later"_s}).exitCode, 0);

    QJsonArray articles =
        QJsonDocument::fromJson(
            run({u"list"_s, u"--shelf"_s, u"Systems"_s, u"--json"_s}).out.toUtf8())
            .array();
    QCOMPARE(articles.size(), 2);
    QCOMPARE(articles[0].toObject().value(u"shelves"_s).toArray().first().toString(),
             u"Compilers"_s);
    const QString first = QString::number(articles[0].toObject().value(u"id"_s).toInteger());
    const QString second = QString::number(articles[1].toObject().value(u"id"_s).toInteger());

    QCOMPARE(run({u"shelf"_s, u"put"_s, second, u"Read later"_s}).exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(
                 run({u"list"_s, u"--shelf"_s, u"Read later"_s, u"--json"_s}).out.toUtf8())
                 .array()
                 .size(),
             1);

    QCOMPARE(run({u"mark"_s, u"read"_s, first}).exitCode, 0);
    QCOMPARE(run({u"mark"_s, u"star"_s, second}).exitCode, 0);
    articles =
        QJsonDocument::fromJson(run({u"list"_s, u"--unread"_s, u"--json"_s}).out.toUtf8()).array();
    QCOMPARE(articles.size(), 1);
    QCOMPARE(QString::number(articles[0].toObject().value(u"id"_s).toInteger()), second);
    QVERIFY(articles[0].toObject().value(u"starred"_s).toBool());
    QCOMPARE(QJsonDocument::fromJson(run({u"list"_s, u"--starred"_s, u"--json"_s}).out.toUtf8())
                 .array()
                 .size(),
             1);

    // A bad id changes nothing, not even the good ones beside it.
    const Run bad = run({u"mark"_s, u"unread"_s, first, u"99999"_s});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY(bad.err.contains(u"99999"_s));
    QCOMPARE(QJsonDocument::fromJson(run({u"list"_s, u"--unread"_s, u"--json"_s}).out.toUtf8())
                 .array()
                 .size(),
             1);

    QCOMPARE(run({u"shelf"_s, u"retention"_s, u"Systems"_s, u"30"_s}).exitCode, 0);
    QCOMPARE(run({u"shelf"_s, u"retention"_s, u"Systems"_s, u"soon"_s}).exitCode, 1);
    QCOMPARE(run({u"shelf"_s, u"retention"_s, u"Systems"_s, u"keep"_s}).exitCode, 0);

    // A feed's own retention, shown by feed list.
    const auto feedList = [&] {
        return QJsonDocument::fromJson(run({u"feed"_s, u"list"_s, u"--json"_s}).out.toUtf8())
            .array();
    };
    QCOMPARE(feedList().size(), 1);
    const QString feedId = QString::number(feedList()[0].toObject().value(u"id"_s).toInteger());
    QVERIFY(feedList()[0].toObject().value(u"retention_days"_s).isNull());
    QCOMPARE(feedList()[0].toObject().value(u"total"_s).toInt(), 2);
    QCOMPARE(run({u"feed"_s, u"retention"_s, feedId, u"30"_s}).exitCode, 0);
    QCOMPARE(feedList()[0].toObject().value(u"retention_days"_s).toInt(), 30);
    const Run badDays = run({u"feed"_s, u"retention"_s, feedId, u"-3"_s});
    QCOMPARE(badDays.exitCode, 1);
    QVERIFY2(badDays.err.contains(u"number of days"_s), qPrintable(badDays.err));
    const Run noFeed = run({u"feed"_s, u"retention"_s, u"4242"_s, u"7"_s});
    QCOMPARE(noFeed.exitCode, 1);
    QVERIFY2(noFeed.err.contains(u"4242"_s), qPrintable(noFeed.err));
    QCOMPARE(run({u"feed"_s, u"retention"_s, feedId, u"keep"_s}).exitCode, 0);
    QCOMPARE(run({u"feed"_s, u"interval"_s, feedId, u"90"_s}).exitCode, 0);
    QCOMPARE(feedList()[0].toObject().value(u"interval_minutes"_s).toInt(), 90);
    const Run tooOften = run({u"feed"_s, u"interval"_s, feedId, u"1"_s});
    QCOMPARE(tooOften.exitCode, 1);
    QVERIFY2(tooOften.err.contains(u"minutes"_s), qPrintable(tooOften.err));
    QCOMPARE(run({u"feed"_s, u"interval"_s, feedId, u"auto"_s}).exitCode, 0);
    QVERIFY(feedList()[0].toObject().value(u"interval_minutes"_s).isNull());
    QVERIFY(feedList()[0].toObject().value(u"retention_days"_s).isNull());
    const QString plain = run({u"feed"_s, u"list"_s}).out;
    QVERIFY2(plain.startsWith(feedId + u'\t') && plain.contains(u"/2\t"_s), qPrintable(plain));
    QCOMPARE(run({u"shelf"_s, u"move"_s, u"Systems/Compilers"_s, u"/"_s}).exitCode, 0);
    QCOMPARE(run({u"shelf"_s, u"rename"_s, u"Compilers"_s, u"Toolchains"_s}).exitCode, 0);
    const Run cycle = run({u"shelf"_s, u"move"_s, u"Systems"_s, u"Systems"_s});
    QCOMPARE(cycle.exitCode, 1);
    const Run listed = run({u"shelf"_s, u"list"_s});
    QVERIFY2(listed.out.contains(u"Toolchains\t1/2"_s), qPrintable(listed.out));
    QCOMPARE(run({u"shelf"_s, u"remove"_s, u"Toolchains"_s}).exitCode, 0);
    QCOMPARE(run({u"list"_s, u"--shelf"_s, u"Toolchains"_s}).exitCode, 1);
    QCOMPARE(QJsonDocument::fromJson(run({u"list"_s, u"--json"_s}).out.toUtf8()).array().size(), 2);

    // Unsubscribing: the feed and its articles go; an unknown feed is an error.
    const Run removed = run({u"feed"_s, u"remove"_s, feedId});
    QCOMPARE(removed.exitCode, 0);
    QVERIFY2(removed.out.contains(u"2 articles"_s), qPrintable(removed.out));
    QCOMPARE(feedList().size(), 0);
    QCOMPARE(QJsonDocument::fromJson(run({u"list"_s, u"--json"_s}).out.toUtf8()).array().size(), 0);
    QCOMPARE(run({u"feed"_s, u"remove"_s, feedId}).exitCode, 1);
}

void TestCli::searchFindsArticles()
{
    const QString library = m_dir.filePath(u"lib-search"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/feed.rss"_s).toString()})
                 .exitCode,
             0);
    const Run found = lectern({u"--library"_s, library, u"search"_s, u"cost"_s, u"--json"_s});
    QVERIFY2(found.exitCode == 0, qPrintable(found.err));
    const QJsonArray hits = QJsonDocument::fromJson(found.out.toUtf8()).array();
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits[0].toObject().value(u"title"_s).toString(), u"How the inliner decides"_s);
    QVERIFY(hits[0].toObject().value(u"snippet"_s).toString().contains(u"<mark>"_s));
    const Run filtered =
        lectern({u"--library"_s, library, u"search"_s, u"has:code"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(filtered.out.toUtf8()).array().size(), 1);
    const Run none = lectern({u"--library"_s, library, u"search"_s, u"quantum"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(none.out.toUtf8()).array().size(), 0);
}

// A highlight made from a quote (white space as the reader counts it), with a note: listed,
// searched, exported with its article and with every other; refused when the article does not
// hold the quote; removed.
void TestCli::highlightsFromScripts()
{
    const QString library = m_dir.filePath(u"lib-highlights"_s);
    const auto run = [&](QStringList arguments) {
        return lectern(QStringList{u"--library"_s, library} + arguments);
    };
    QCOMPARE(run({u"add"_s, m_server.url(u"/feed.rss"_s).toString()}).exitCode, 0);
    const QJsonArray articles =
        QJsonDocument::fromJson(run({u"list"_s, u"--json"_s}).out.toUtf8()).array();
    const QString inliner = QString::number(articles.at(0)[u"id"_s].toInteger());
    const QString ssa = QString::number(articles.at(1)[u"id"_s].toInteger());

    const Run added =
        run({u"highlight"_s, u"add"_s, inliner, u"--quote"_s, u"callee()->size()  * 3"_s,
             u"--note"_s, u"why **three**?"_s, u"--color"_s, u"green"_s});
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    const QString id = added.out.trimmed();
    QVERIFY(id.toLongLong() > 0);
    QCOMPARE(run({u"highlight"_s, u"add"_s, ssa, u"--quote"_s, u"Phi nodes"_s}).exitCode, 0);
    const Run missing = run({u"highlight"_s, u"add"_s, ssa, u"--quote"_s, u"dominators"_s});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"does not contain"_s), qPrintable(missing.err));
    QCOMPARE(run({u"highlight"_s, u"add"_s, ssa, u"--quote"_s, u"Phi"_s, u"--color"_s, u"red"_s})
                 .exitCode,
             1);

    const Run listed = run({u"highlights"_s, u"--article"_s, inliner, u"--json"_s});
    QVERIFY2(listed.exitCode == 0, qPrintable(listed.err));
    const QJsonArray highlights = QJsonDocument::fromJson(listed.out.toUtf8()).array();
    QCOMPARE(highlights.size(), 1);
    QCOMPARE(highlights[0][u"quote"_s].toString(), u"callee()->size() * 3"_s);
    QCOMPARE(highlights[0][u"note"_s].toString(), u"why **three**?"_s);
    QCOMPARE(highlights[0][u"color"_s].toString(), u"green"_s);
    QCOMPARE(highlights[0][u"found"_s].toBool(), true);
    QCOMPARE(highlights[0][u"articleTitle"_s].toString(), u"How the inliner decides"_s);
    QVERIFY(run({u"highlights"_s}).out.contains(u"“Phi nodes”"_s));

    const Run found = run({u"search"_s, u"note:three"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(found.out.toUtf8()).array().size(), 1);
    QCOMPARE(
        QJsonDocument::fromJson(run({u"search"_s, u"has:highlights"_s, u"--json"_s}).out.toUtf8())
            .array()
            .size(),
        2);

    const QString article = m_dir.filePath(u"inliner.md"_s);
    QCOMPARE(run({u"export"_s, inliner, u"--format"_s, u"md"_s, u"-o"_s, article}).exitCode, 0);
    QFile articleFile(article);
    QVERIFY(articleFile.open(QIODevice::ReadOnly));
    const QString articleText = QString::fromUtf8(articleFile.readAll());
    QVERIFY2(
        articleText.contains(u"## Highlights\n\n> callee()->size() \\* 3\n\nwhy **three**?\n"_s),
        qPrintable(articleText));

    const Run all = run({u"export"_s, u"--highlights"_s, u"-o"_s, u"-"_s});
    QVERIFY2(all.exitCode == 0, qPrintable(all.err));
    QVERIFY2(all.out.startsWith(
                 u"# Highlights\n\n## [SSA in forty lines](<http://127.0.0.1/posts/ssa>)"_s),
             qPrintable(all.out));
    QVERIFY(all.out.contains(u"## [How the inliner decides](<http://127.0.0.1/posts/inliner>)"_s));
    QVERIFY(all.out.contains(u"*Compiler Field Notes*"_s));

    QCOMPARE(run({u"highlight"_s, u"note"_s, id, u"inlining budget"_s}).exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run({u"search"_s, u"budget"_s, u"--json"_s}).out.toUtf8())
                 .array()
                 .size(),
             1);
    QCOMPARE(run({u"highlight"_s, u"remove"_s, id}).exitCode, 0);
    QCOMPARE(run({u"highlight"_s, u"remove"_s, id}).exitCode, 1);
    QCOMPARE(
        QJsonDocument::fromJson(run({u"highlights"_s, u"--json"_s}).out.toUtf8()).array().size(),
        1);
}

void TestCli::addIndexesWhatItStored()
{
    // 20,000 articles are many batches of the writer's background indexing: add indexes them
    // all before it exits, so that no search has to scan a queue of unindexed articles.
    TestHttpServer server;
    QVERIFY(server.start());
    QByteArray items;
    for (int i = 0; i < 20000; ++i)
        items += "<item><guid>g" + QByteArray::number(i) + "</guid><title>Note " +
                 QByteArray::number(i) + "</title><description>pipeline stage " +
                 QByteArray::number(i) + "</description></item>";
    server.serveBody("/many.rss",
                     "<rss version=\"2.0\"><channel><title>Many</title>" + items +
                         "</channel></rss>",
                     "application/rss+xml");
    const QString library = m_dir.filePath(u"lib-indexed"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"add"_s, server.url(u"/many.rss"_s).toString()})
                 .exitCode,
             0);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"search-queue"_s);
        db.setDatabaseName(library + u"/library.sqlite"_s);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QVERIFY(db.open());
        QSqlQuery queued(
            u"SELECT (SELECT count(*) FROM articles), (SELECT count(*) FROM search_queue)"_s, db);
        QVERIFY(queued.next());
        QCOMPARE(queued.value(0).toInt(), 20000);
        QCOMPARE(queued.value(1).toInt(), 0);
    }
    QSqlDatabase::removeDatabase(u"search-queue"_s);
    const Run found = lectern({u"--library"_s, library, u"search"_s, u"19999"_s, u"--json"_s});
    QCOMPARE(QJsonDocument::fromJson(found.out.toUtf8()).array().size(), 1);
}

void TestCli::refreshReportsAndFailsOnlyWhenNothingWorked()
{
    const QString library = m_dir.filePath(u"lib-refresh"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/feed.rss"_s).toString()})
                 .exitCode,
             0);
    const Run ok = lectern({u"--library"_s, library, u"refresh"_s});
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    QVERIFY2(ok.out.contains(u"Refreshed 1 feed:"_s), qPrintable(ok.out));

    const QString broken = m_dir.filePath(u"lib-refresh-broken"_s);
    const QString opml = m_dir.filePath(u"dead.opml"_s);
    {
        QFile file(opml);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<opml version=\"2.0\"><body><outline text=\"Dead\" xmlUrl=\"" +
                   m_server.url(u"/gone.rss"_s).toEncoded() + "\"/></body></opml>");
    }
    QCOMPARE(lectern({u"--library"_s, broken, u"import-opml"_s, opml}).exitCode, 0);
    const Run failed = lectern({u"--library"_s, broken, u"refresh"_s});
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains(u"404"_s), qPrintable(failed.err));
    QVERIFY(failed.out.contains(u"1 failed"_s));
}

void TestCli::refreshDeadlineOption()
{
    // A server that answers in 7 s: a 5 s deadline ends the fetch with an error that says so,
    // and a deadline out of range is refused before anything is fetched.
    const QString library = m_dir.filePath(u"lib-deadline"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"add"_s, m_server.url(u"/feed.rss"_s).toString()})
                 .exitCode,
             0);
    const Run refused = lectern({u"--library"_s, library, u"refresh"_s, u"--deadline"_s, u"2"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"--deadline needs a number of seconds from 5 to 3600"_s),
             qPrintable(refused.err));
    TestHttpServer slow;
    QVERIFY(slow.start());
    TestHttpServer::Response late;
    late.headers = {{"Content-Type", "application/rss+xml"}};
    late.body = "<rss version=\"2.0\"><channel><title>Late</title></channel></rss>";
    late.delayMs = 7000;
    slow.serve("/late.rss", late);
    const QString opml = m_dir.filePath(u"late.opml"_s);
    {
        QFile file(opml);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<opml version=\"2.0\"><body><outline text=\"Late\" xmlUrl=\"" +
                   slow.url(u"/late.rss"_s).toEncoded() + "\"/></body></opml>");
    }
    const QString lateLibrary = m_dir.filePath(u"lib-deadline-late"_s);
    QCOMPARE(lectern({u"--library"_s, lateLibrary, u"import-opml"_s, opml}).exitCode, 0);
    const Run cut = lectern({u"--library"_s, lateLibrary, u"refresh"_s, u"--deadline"_s, u"5"_s});
    QCOMPARE(cut.exitCode, 1);
    QVERIFY2(cut.err.contains(u"took longer than 5 s"_s), qPrintable(cut.err));
}

void TestCli::refreshPrivateFeedWithPasswordFromStdin()
{
    TestHttpServer::Response locked;
    locked.basicAuth = "reader:open sesame";
    locked.headers = {{"Content-Type", "application/rss+xml"}};
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    locked.body = fixture.readAll();
    m_server.serve("/private.rss", locked);
    const QString library = m_dir.filePath(u"lib-private"_s);
    const QString opml = m_dir.filePath(u"private.opml"_s);
    {
        QFile file(opml);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<opml version=\"2.0\"><body><outline text=\"Private\" xmlUrl=\"" +
                   m_server.url(u"/private.rss"_s).toEncoded() + "\"/></body></opml>");
    }
    QCOMPARE(lectern({u"--library"_s, library, u"import-opml"_s, opml}).exitCode, 0);

    const Run refused = lectern({u"--library"_s, library, u"refresh"_s});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(u"needs a user name and password"_s), qPrintable(refused.err));

    // Named by id, the feed is fetched although it now waits after its failure.
    const Run opened = lectern({u"--library"_s, library, u"refresh"_s, u"--feed"_s, u"1"_s,
                                u"--user"_s, u"reader"_s, u"--password-stdin"_s},
                               QProcessEnvironment::systemEnvironment(), "open sesame\n");
    QVERIFY2(opened.exitCode == 0, qPrintable(opened.err));
    QVERIFY2(opened.out.contains(u"1 with news"_s), qPrintable(opened.out));

    const Run needsId = lectern({u"--library"_s, library, u"refresh"_s, u"--password-stdin"_s});
    QCOMPARE(needsId.exitCode, 1);
    QVERIFY2(needsId.err.contains(u"need --feed"_s), qPrintable(needsId.err));

    // Logging in keeps the password in the system keychain, or says why it could not.
    const Run noPassword =
        lectern({u"--library"_s, library, u"feed"_s, u"login"_s, u"1"_s, u"reader"_s});
    QCOMPARE(noPassword.exitCode, 1);
    QVERIFY2(noPassword.err.contains(u"standard input"_s), qPrintable(noPassword.err));
    const Run login = lectern({u"--library"_s, library, u"feed"_s, u"login"_s, u"1"_s, u"reader"_s},
                              QProcessEnvironment::systemEnvironment(), "open sesame\n");
    if (login.exitCode == 0) {
        // A machine with a keychain: refreshes find the password there.
        const Run stored = lectern({u"--library"_s, library, u"refresh"_s, u"--feed"_s, u"1"_s});
        QVERIFY2(stored.exitCode == 0, qPrintable(stored.err));
        QCOMPARE(lectern({u"--library"_s, library, u"feed"_s, u"logout"_s, u"1"_s}).exitCode, 0);
    } else {
        // No keychain here (the build sandbox has no Secret Service): nothing is written
        // anywhere else, and the message names the keychain.
        QCOMPARE(login.exitCode, 1);
        QVERIFY2(login.err.contains(u"could not be stored"_s) && login.err.contains(u"keychain"_s),
                 qPrintable(login.err));
    }
    QCOMPARE(
        lectern({u"--library"_s, library, u"feed"_s, u"login"_s, u"99"_s, u"reader"_s}).exitCode,
        1);

    // Subscribing to a private feed: refused without its login, stored with it.
    const QString fresh = m_dir.filePath(u"lib-private-add"_s);
    const QString address = m_server.url(u"/private.rss"_s).toString();
    const Run locked401 = lectern({u"--library"_s, fresh, u"add"_s, address});
    QCOMPARE(locked401.exitCode, 1);
    QVERIFY2(locked401.err.contains(u"needs a user name and password"_s),
             qPrintable(locked401.err));
    const Run added = lectern(
        {u"--library"_s, fresh, u"add"_s, address, u"--user"_s, u"reader"_s, u"--password-stdin"_s},
        QProcessEnvironment::systemEnvironment(), "open sesame\n");
    QVERIFY2(added.out.contains(u"2 new articles"_s), qPrintable(added.out + added.err));
    // Kept for later refreshes where a keychain answers; said so where none does.
    QVERIFY2(added.exitCode == 0 || added.err.contains(u"login was not kept"_s),
             qPrintable(added.err));
    const Run halfUsage =
        lectern({u"--library"_s, fresh, u"add"_s, address, u"--user"_s, u"reader"_s});
    QCOMPARE(halfUsage.exitCode, 1);
    QVERIFY2(halfUsage.err.contains(u"usage"_s), qPrintable(halfUsage.err));
}

void TestCli::proxySettingIsKeptAndUsed()
{
    // The setting lives in the user's configuration: give the runs a folder of their own.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    env.remove(u"http_proxy"_s);
    env.remove(u"HTTP_PROXY"_s);
    const Run shown = lectern({u"proxy"_s}, env);
    QCOMPARE(shown.exitCode, 0);
    QVERIFY2(shown.out.contains(u"proxy: system"_s), qPrintable(shown.out));
    const Run bad = lectern({u"proxy"_s, u"ftp://x:1"_s}, env);
    QCOMPARE(bad.exitCode, 1);
    QVERIFY2(bad.err.contains(u"is not system, none"_s), qPrintable(bad.err));
    const Run noPort = lectern({u"proxy"_s, u"http://proxy.example.org"_s}, env);
    QCOMPARE(noPort.exitCode, 1);
    QVERIFY2(noPort.err.contains(u"no port"_s), qPrintable(noPort.err));

    // The test server plays the proxy: a feed on a host that does not exist comes through it.
    const QString proxy = u"http://127.0.0.1:%1"_s.arg(m_server.url({}).port());
    const Run set = lectern({u"proxy"_s, proxy}, env);
    QVERIFY2(set.exitCode == 0, qPrintable(set.err));
    QVERIFY2(lectern({u"proxy"_s}, env).out.contains(proxy), qPrintable(set.out));
    const QString library = m_dir.filePath(u"lib-proxy"_s);
    const Run added = lectern(
        {u"--library"_s, library, u"add"_s, u"http://feeds.example.invalid/feed.rss"_s}, env);
    QVERIFY2(added.exitCode == 0, qPrintable(added.err));
    QCOMPARE(m_server.requestsFor("/feed.rss").last().target,
             "http://feeds.example.invalid/feed.rss"_ba);
    const Run refreshed = lectern({u"--library"_s, library, u"refresh"_s}, env);
    QVERIFY2(refreshed.exitCode == 0, qPrintable(refreshed.err));
    QCOMPARE(m_server.requestsFor("/feed.rss").last().target,
             "http://feeds.example.invalid/feed.rss"_ba);
    const qsizetype before = m_server.requestsFor("/feed.rss").size();
    const Run parsed = lectern({u"parse"_s, u"http://feeds.example.invalid/feed.rss"_s}, env);
    QVERIFY2(parsed.exitCode == 0, qPrintable(parsed.err));
    QCOMPARE(m_server.requestsFor("/feed.rss").size(), before + 1);
    // A password needs a user to go with.
    const Run noUser = lectern({u"proxy"_s, proxy, u"--password-stdin"_s}, env);
    QCOMPARE(noUser.exitCode, 1);
    QVERIFY2(noUser.err.contains(u"user name"_s), qPrintable(noUser.err));
    QCOMPARE(lectern({u"proxy"_s, u"none"_s}, env).exitCode, 0);
    QVERIFY(lectern({u"proxy"_s}, env).out.contains(u"proxy: none"_s));
}

void TestCli::importAndExportOpml()
{
    const QString library = m_dir.filePath(u"lib-opml"_s);
    const QString opml = QStringLiteral(LECTERN_TEST_DATA "/feeds/opml/nested.opml");
    const Run imported = lectern({u"--library"_s, library, u"import-opml"_s, opml});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY2(imported.out.contains(u"5 new feeds"_s), qPrintable(imported.out));
    const Run shelves = lectern({u"--library"_s, library, u"shelf"_s, u"list"_s});
    QVERIFY(shelves.out.contains(u"Technology/Compilers"_s));

    const QString exportedPath = m_dir.filePath(u"out.opml"_s);
    QCOMPARE(lectern({u"--library"_s, library, u"export-opml"_s, exportedPath}).exitCode, 0);
    const QString other = m_dir.filePath(u"lib-opml-2"_s);
    const Run again = lectern({u"--library"_s, other, u"import-opml"_s, exportedPath});
    QVERIFY2(again.out.contains(u"5 new feeds"_s), qPrintable(again.out));
    const Run stdoutExport = lectern({u"--library"_s, other, u"export-opml"_s, u"-"_s});
    QFile first(exportedPath);
    QVERIFY(first.open(QIODevice::ReadOnly));
    QCOMPARE(stdoutExport.out.toUtf8(), first.readAll());

    const Run notOpml = lectern({u"--library"_s, library, u"import-opml"_s,
                                 QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss")});
    QCOMPARE(notOpml.exitCode, 1);
    QVERIFY2(notOpml.err.contains(u"compilers.rss"_s), qPrintable(notOpml.err));
}

void TestCli::parseFileAsJson()
{
    const Run run = lectern(
        {u"parse"_s, QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"), u"--json"_s});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject feed = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(feed.value(u"format"_s).toString(), u"rss"_s);
    QCOMPARE(feed.value(u"version"_s).toString(), u"2.0"_s);
    QCOMPARE(feed.value(u"title"_s).toString(), u"Compiler Field Notes"_s);
    QCOMPARE(feed.value(u"recovered"_s).toBool(), false);
    const QJsonArray entries = feed.value(u"entries"_s).toArray();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries[1].toObject().value(u"published"_s).toString(), u"2026-03-01T17:00:00Z"_s);
}

void TestCli::parseUrl()
{
    const Run run = lectern({u"parse"_s, m_server.url(u"/feed.rss"_s).toString()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.out.contains(u"How the inliner decides"_s));
    QVERIFY(run.out.contains(u"2 entries"_s));
}

void TestCli::parseFailuresAreClear()
{
    const Run missing = lectern({u"parse"_s, m_dir.filePath(u"no-such-file.xml"_s)});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains(u"cannot read"_s), qPrintable(missing.err));

    const QString page = m_dir.filePath(u"page.html"_s);
    {
        QFile file(page);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<!DOCTYPE html><html><head><title>Blog</title></head><body>Hi</body></html>");
    }
    const Run html = lectern({u"parse"_s, page});
    QCOMPARE(html.exitCode, 1);
    QVERIFY2(html.err.contains(u"HTML"_s), qPrintable(html.err));
}

void TestCli::parseBenchmarkEndsWithJson()
{
    const Run run =
        lectern({u"parse"_s, u"--bench"_s, QStringLiteral(LECTERN_TEST_DATA "/integration")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QString last = run.out.trimmed().split(u'\n').last();
    const QJsonObject summary = QJsonDocument::fromJson(last.toUtf8()).object();
    QCOMPARE(summary.value(u"files"_s).toInt(), 1);
    QVERIFY(summary.value(u"bytes"_s).toInt() > 500);
    QVERIFY(summary.value(u"seconds"_s).toDouble() >= 2.0);
    QVERIFY(summary.value(u"mbps"_s).toDouble() > 0.0);
}

LECTERN_TEST_GUILESS_MAIN(tst_cli, TestCli)
#include "tst_cli.moc"
