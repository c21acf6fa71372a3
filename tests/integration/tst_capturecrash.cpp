// Kills lectern_capturecrashchild (storing and removing offline captures in a loop) with
// SIGKILL at random moments, then checks that every capture landed whole or not at all: an
// article is captured exactly when its job says done, with every image row it was given, each
// row's file on disk; and what was acknowledged is there.
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/stores/assetstore.h"
#include "testregistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <thread>
#ifdef Q_OS_UNIX
#include <csignal>
#endif

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestCaptureCrash : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedCaptureLandsWholeOrNotAtAll();

private:
    QByteArray runAndKill(const QString &dir, quint32 seed, int delayMs);
};

QByteArray TestCaptureCrash::runAndKill(const QString &dir, quint32 seed, int delayMs)
{
    QByteArray output;
#ifdef Q_OS_UNIX
    QProcess child;
    child.setProgram(QStringLiteral(LECTERN_BINARY_DIR "/tests/bin/lectern_capturecrashchild"));
    child.setArguments({dir, QString::number(seed)});
    child.start();
    if (!child.waitForStarted())
        return output;
    QElapsedTimer timer;
    timer.start();
    while (child.state() == QProcess::Running && timer.elapsed() < delayMs - 20) {
        child.waitForReadyRead(5);
        output += child.readAllStandardOutput();
    }
    // Asleep for the last stretch, so the kill does not follow a printed line by habit.
    std::this_thread::sleep_for(
        std::chrono::milliseconds(qMax<qint64>(0, delayMs - timer.elapsed())));
    ::kill(pid_t(child.processId()), SIGKILL);
    child.waitForFinished(10000);
    output += child.readAllStandardOutput();
    if (child.exitStatus() != QProcess::CrashExit)
        qWarning("the child ended on its own: %s", child.readAllStandardError().constData());
#else
    Q_UNUSED(dir);
    Q_UNUSED(seed);
    Q_UNUSED(delayMs);
#endif
    return output;
}

void TestCaptureCrash::killedCaptureLandsWholeOrNotAtAll()
{
#ifndef Q_OS_UNIX
    QSKIP("needs POSIX kill() to send SIGKILL");
#endif
    QTemporaryDir dir;
    // What each article should be after the acknowledged writes: images kept, or 0 removed.
    QHash<qint64, int> expected;
    int acks = 0;
    const int delays[] = {260, 410, 330, 520, 290, 470, 380, 600};
    for (quint32 round = 0; round < std::size(delays); ++round) {
        const QByteArray output = runAndKill(dir.path(), 100 + round, delays[round]);
        qint64 inFlight = 0;
        for (const QByteArray &line : output.split('\n')) {
            const QList<QByteArray> parts = line.split(' ');
            if (parts.size() < 3)
                continue;
            const qint64 id = parts[2].toLongLong();
            if (parts[0] == "try") {
                inFlight = id;
            } else if (parts[0] == "ack") {
                inFlight = 0;
                ++acks;
                expected[id] = parts[1] == "capture" ? parts.value(3).toInt() : 0;
            }
        }
        // The write in flight may have landed or not, each whole: either is right.
        if (inFlight != 0)
            expected.remove(inFlight);

        Database database(LibraryLocation::databasePath(dir.path()));
        QVERIFY2(database.open(), qPrintable(database.errorString()));
        QSqlQuery query(database.connection());
        QVERIFY(query.exec(u"PRAGMA integrity_check"_s) && query.next());
        QCOMPARE(query.value(0).toString(), u"ok"_s);
        QVERIFY(query.exec(u"SELECT a.id, a.captured_at IS NOT NULL, coalesce(a.captured_html, ''),"
                           " coalesce(j.state, ''), (SELECT count(*) FROM article_assets u WHERE "
                           "u.article_id = a.id)"
                           " FROM articles a LEFT JOIN capture_jobs j ON j.article_id = a.id"_s));
        static const QRegularExpression imagesOf(u"data-images=\"(\\d+)\""_s);
        while (query.next()) {
            const qint64 id = query.value(0).toLongLong();
            const bool captured = query.value(1).toBool();
            const int rows = query.value(4).toInt();
            QCOMPARE(captured, query.value(3).toString() == u"done"_s);
            const int declared =
                captured ? imagesOf.match(query.value(2).toString()).captured(1).toInt() : 0;
            QCOMPARE(rows, declared);
            if (expected.contains(id))
                QCOMPARE(rows, expected.value(id));
        }
        // Every image row has its file.
        const AssetStore assets(dir.path());
        QVERIFY(query.exec(u"SELECT DISTINCT asset_hash FROM article_assets"_s));
        while (query.next())
            QVERIFY2(QFile::exists(assets.pathOf(query.value(0).toString())),
                     qPrintable(query.value(0).toString()));
    }
    QVERIFY2(acks > 20, qPrintable(QString::number(acks))); // the kills hit real work
}

LECTERN_TEST_GUILESS_MAIN(tst_capturecrash, TestCaptureCrash)
#include "tst_capturecrash.moc"
