// A library taken along by the real lectern program, as a script would: lectern backup and
// restore (the same articles and highlights in the new library, refusals that name what was
// wrong), and highlights into a vault folder, Readwise's CSV and Web Annotations, and a Readwise
// CSV back into another library.
#include "lecternrun.h"
#include "testhttpserver.h"
#include "testregistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliBackup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void backUpAndRestore();
    void highlightsOutAndIn();

private:
    // lectern --library library arguments…
    static LecternRun in(const QString &library, const QStringList &arguments)
    {
        return LecternRun::run(QStringList{u"--library"_s, library} + arguments);
    }
    // A library with the fixture feed and a highlight with a note; the inliner article's id.
    QString makeLibrary(const QString &library);
    static QString readAll(const QString &path);

    TestHttpServer m_server;
    QTemporaryDir m_dir;
};

void TestCliBackup::initTestCase()
{
    QVERIFY(m_server.start());
    QFile fixture(QStringLiteral(LECTERN_TEST_DATA "/integration/compilers.rss"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    m_server.serveBody("/feed.rss", fixture.readAll(), "application/rss+xml");
}

QString TestCliBackup::makeLibrary(const QString &library)
{
    const LecternRun added = in(library, {u"add"_s, m_server.url(u"/feed.rss"_s).toString()});
    if (added.exitCode != 0)
        return {};
    const QJsonArray articles =
        QJsonDocument::fromJson(in(library, {u"list"_s, u"--json"_s}).out.toUtf8()).array();
    return QString::number(articles.at(0)[u"id"_s].toInteger());
}

QString TestCliBackup::readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void TestCliBackup::backUpAndRestore()
{
    const QString library = m_dir.filePath(u"original"_s);
    const QString inliner = makeLibrary(library);
    QVERIFY(!inliner.isEmpty());
    QCOMPARE(in(library, {u"highlight"_s, u"add"_s, inliner, u"--quote"_s, u"size()  * 3"_s,
                          u"--note"_s, u"a **guess**"_s})
                 .exitCode,
             0);
    QCOMPARE(in(library, {u"mark"_s, u"read"_s, inliner}).exitCode, 0);

    const QString file = m_dir.filePath(u"original.lectern-backup"_s);
    const LecternRun backedUp = in(library, {u"backup"_s, file});
    QVERIFY2(backedUp.exitCode == 0, qPrintable(backedUp.err));
    QVERIFY2(backedUp.out.startsWith(u"Backed up 1 feeds, 2 articles, 1 highlights"_s),
             qPrintable(backedUp.out));

    // Restored into a new folder: the same articles, states and highlights.
    const QString copy = m_dir.filePath(u"copy"_s);
    const LecternRun restored = LecternRun::run({u"restore"_s, file, u"--library"_s, copy});
    QVERIFY2(restored.exitCode == 0, qPrintable(restored.err));
    QVERIFY2(restored.out.startsWith(u"Restored 1 feeds, 2 articles, 1 highlights"_s),
             qPrintable(restored.out));
    for (const QStringList &query :
         {QStringList{u"list"_s, u"--json"_s}, QStringList{u"highlights"_s, u"--json"_s},
          QStringList{u"search"_s, u"inliner"_s, u"--json"_s}}) {
        const LecternRun before = in(library, query);
        const LecternRun after = in(copy, query);
        QCOMPARE(after.exitCode, 0);
        QVERIFY(!QJsonDocument::fromJson(after.out.toUtf8()).array().isEmpty());
        QCOMPARE(after.out, before.out);
    }

    // Never over a library; a file that is not a backup, or a damaged one, named as such.
    const LecternRun over = LecternRun::run({u"restore"_s, file, u"--library"_s, copy});
    QCOMPARE(over.exitCode, 1);
    QVERIFY2(over.err.contains(u"holds a library"_s), qPrintable(over.err));
    const QString text = m_dir.filePath(u"text.lectern-backup"_s);
    {
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a shopping list\n");
    }
    const LecternRun foreign =
        LecternRun::run({u"restore"_s, text, u"--library"_s, m_dir.filePath(u"none"_s)});
    QCOMPARE(foreign.exitCode, 1);
    QVERIFY2(foreign.err.contains(text), qPrintable(foreign.err));
    QVERIFY(!QFile::exists(m_dir.filePath(u"none/library.sqlite"_s)));
    QFile damaged(file);
    QVERIFY(damaged.open(QIODevice::ReadWrite));
    QVERIFY(damaged.seek(damaged.size() / 2));
    damaged.write(QByteArray(8192, '\x5a'));
    damaged.close();
    const LecternRun broken =
        LecternRun::run({u"restore"_s, file, u"--library"_s, m_dir.filePath(u"none"_s)});
    QCOMPARE(broken.exitCode, 1);
    QVERIFY(!broken.err.isEmpty());
    QVERIFY(!QFile::exists(m_dir.filePath(u"none/library.sqlite"_s)));
    QCOMPARE(in(library, {u"backup"_s}).exitCode, 1); // the usage, said
}

void TestCliBackup::highlightsOutAndIn()
{
    const QString library = m_dir.filePath(u"notes"_s);
    const QString inliner = makeLibrary(library);
    QVERIFY(!inliner.isEmpty());
    QCOMPARE(in(library, {u"highlight"_s, u"add"_s, inliner, u"--quote"_s, u"cost model"_s,
                          u"--note"_s, u"see *Muchnick*"_s, u"--color"_s, u"blue"_s})
                 .exitCode,
             0);

    // A vault: one note with its front matter; run again after an edit below the marker and a
    // new highlight, one new quote and the edit kept.
    const QString vault = m_dir.filePath(u"vault"_s);
    const QStringList toVault{u"export"_s,   u"--highlights"_s, u"--format"_s,
                              u"obsidian"_s, u"-o"_s,           vault};
    const LecternRun first = in(library, toVault);
    QVERIFY2(first.exitCode == 0, qPrintable(first.err));
    const QStringList notes = QDir(vault).entryList({u"*.md"_s}, QDir::Files);
    QCOMPARE(notes.size(), 1);
    const QString note = QDir(vault).filePath(notes.first());
    QString written = readAll(note);
    QVERIFY2(written.startsWith(u"---\ntitle: "_s) && written.contains(u"lectern-id: "_s) &&
                 written.contains(u"> cost model"_s) && written.contains(u"see *Muchnick*"_s),
             qPrintable(written));
    {
        QFile file(note);
        QVERIFY(file.open(QIODevice::Append));
        file.write("\nRead chapter 15 next.\n");
    }
    QCOMPARE(in(library, {u"highlight"_s, u"add"_s, inliner, u"--quote"_s, u"guess"_s}).exitCode,
             0);
    QCOMPARE(in(library, toVault).exitCode, 0);
    written = readAll(note);
    QCOMPARE(written.count(u"> cost model"_s), 1);
    QCOMPARE(written.count(u"> guess"_s), 1);
    QVERIFY2(written.endsWith(u"Read chapter 15 next.\n"_s), qPrintable(written));

    // Web Annotations: one per highlight, anchored by quote and position.
    const LecternRun annotations = in(library, {u"export"_s, u"--highlights"_s, u"--format"_s,
                                                u"annotations"_s, u"-o"_s, u"-"_s});
    QVERIFY2(annotations.exitCode == 0, qPrintable(annotations.err));
    const QJsonObject collection = QJsonDocument::fromJson(annotations.out.toUtf8()).object();
    QCOMPARE(collection[u"total"_s].toInt(), 2);
    const QJsonArray items = collection[u"first"_s][u"items"_s].toArray();
    QCOMPARE(items.size(), 2);
    const QJsonArray selectors = items.at(0)[u"target"_s][u"selector"_s].toArray();
    QCOMPARE(selectors.size(), 2);
    QCOMPARE(selectors.at(0)[u"type"_s].toString(), u"TextQuoteSelector"_s);
    QCOMPARE(selectors.at(1)[u"type"_s].toString(), u"TextPositionSelector"_s);

    // Readwise's CSV, imported into another library holding the same feed: placed there, and
    // again changes nothing.
    const QString csv = m_dir.filePath(u"readwise.csv"_s);
    QCOMPARE(
        in(library, {u"export"_s, u"--highlights"_s, u"--format"_s, u"readwise"_s, u"-o"_s, csv})
            .exitCode,
        0);
    QVERIFY(readAll(csv).startsWith(u"Highlight,Title,Author,URL,Note,Location,Date"_s));
    const QString other = m_dir.filePath(u"other"_s);
    QVERIFY(!makeLibrary(other).isEmpty());
    const LecternRun imported = in(other, {u"import"_s, csv});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY2(imported.out.startsWith(u"Imported 2 highlights onto 1 article"_s),
             qPrintable(imported.out));
    const QJsonArray placed =
        QJsonDocument::fromJson(in(other, {u"highlights"_s, u"--json"_s}).out.toUtf8()).array();
    QCOMPARE(placed.size(), 2);
    bool noted = false;
    for (const QJsonValue &highlight : placed) {
        QVERIFY(highlight[u"found"_s].toBool());
        noted |= highlight[u"quote"_s].toString() == u"cost model"_s &&
                 highlight[u"note"_s].toString() == u"see *Muchnick*"_s;
    }
    QVERIFY(noted);
    const LecternRun again = in(other, {u"import"_s, csv});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains(u"(2 already there)"_s), qPrintable(again.out));
    QCOMPARE(QJsonDocument::fromJson(in(other, {u"highlights"_s, u"--json"_s}).out.toUtf8())
                 .array()
                 .size(),
             2);
}

LECTERN_TEST_GUILESS_MAIN(tst_clibackup, TestCliBackup)
#include "tst_clibackup.moc"
