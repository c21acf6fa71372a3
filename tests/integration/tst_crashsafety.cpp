// Kills lectern_crashchild (ingesting feeds and changing read, star and shelf state, and adding
// highlights with notes, in a loop)
// with SIGKILL at random moments, many times over one database file, and checks after every
// kill that the file is intact, that each ingest landed whole or not at all, and that no
// acknowledged user action was lost.
//
// Power loss cannot be simulated here; the library's answer to it is WAL with
// synchronous=FULL, which syncs the WAL before a commit returns.
#include "library/database/database.h"

#include "testregistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QPair>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <optional>
#include <thread>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/types.h>
#endif

using namespace Qt::StringLiterals;

namespace {

// Fixed, so each round always gets the same child seed and kill delay (the exact point the
// kill lands still depends on timing).
constexpr quint32 seeds[] = {
    101,  202,  303,  404,  505,  606,  707,  808,  909,  1010, 1111, 1212, 1313, 1414, 1515, 1616,
    1717, 1818, 1919, 2020, 2121, 2222, 2323, 2424, 2525, 2626, 2727, 2828, 2929, 3030, 3131, 3232,
};

// Entries per ingest, as in crashchild.cpp.
constexpr int rollingEntries = 6;
constexpr int newEntries = 3;

struct Action
{
    QByteArray kind; // read, star, shelf or note
    qint64 articleId = 0;
    qint64 value = 0; // 0 or 1, the shelf id, or the number a highlight's note names
    friend bool operator==(const Action &, const Action &) = default;
};

using Membership = QPair<qint64, qint64>; // article id, shelf id

// What the library must hold. New articles are unread and unstarred, and only the child's
// actions change that, so the whole state is known, not only the acknowledged part.
struct Model
{
    QSet<qint64> read;
    QSet<qint64> starred;
    QSet<Membership> shelved;
    QSet<Membership> noted; // article id, note number: highlights added
    QSet<qint64> touched;   // every article an action was acknowledged for

    void apply(const Action &action)
    {
        touched.insert(action.articleId);
        if (action.kind == "shelf" || action.kind == "note") {
            (action.kind == "shelf" ? shelved : noted).insert({action.articleId, action.value});
            return;
        }
        QSet<qint64> &set = action.kind == "read" ? read : starred;
        if (action.value)
            set.insert(action.articleId);
        else
            set.remove(action.articleId);
    }
};

// What one child reported before it was killed.
struct Report
{
    int acks = 0;
    int ingests = 0;                // finished
    bool killedInIngest = false;    // between "ingest begin" and "ingest end"
    std::optional<Action> inFlight; // tried, not acknowledged: may or may not have landed
    QByteArray lastLine;
    QString protocolError;
};

std::optional<Action> parseAction(const QList<QByteArray> &fields)
{
    if (fields.size() != 4 ||
        (fields[1] != "read" && fields[1] != "star" && fields[1] != "shelf" && fields[1] != "note"))
        return std::nullopt;
    bool idOk = false;
    bool valueOk = false;
    Action action{fields[1], fields[2].toLongLong(&idOk), fields[3].toLongLong(&valueOk)};
    if (!idOk || !valueOk)
        return std::nullopt;
    return action;
}

Report parse(const QByteArray &output, Model &model)
{
    Report report;
    QList<QByteArray> lines = output.split('\n');
    // Lines are written whole, so anything after the last newline would be a torn write.
    if (!lines.constLast().isEmpty()) {
        report.protocolError = u"torn last line: "_s + QString::fromLatin1(lines.constLast());
        return report;
    }
    lines.removeLast();
    for (const QByteArray &line : std::as_const(lines)) {
        const QList<QByteArray> fields = line.split(' ');
        if (line == "ingest begin" && !report.killedInIngest) {
            report.killedInIngest = true;
        } else if (line == "ingest end" && report.killedInIngest) {
            report.killedInIngest = false;
            ++report.ingests;
        } else if (fields.first() == "try" && !report.inFlight && parseAction(fields)) {
            report.inFlight = parseAction(fields);
        } else if (fields.first() == "ack" && report.inFlight &&
                   parseAction(fields) == report.inFlight) {
            model.apply(*report.inFlight);
            report.inFlight.reset();
            ++report.acks;
        } else {
            report.protocolError = u"unexpected line: "_s + QString::fromLatin1(line);
            return report;
        }
        report.lastLine = line;
    }
    return report;
}

QString describe(const QSet<qint64> &set)
{
    QList<qint64> sorted = set.values();
    std::sort(sorted.begin(), sorted.end());
    QStringList text;
    for (qint64 id : std::as_const(sorted))
        text.append(QString::number(id));
    return text.join(u' ');
}

// The first column of every row of a query, as ids.
QSet<qint64> ids(const QSqlDatabase &db, const QString &sql)
{
    QSet<qint64> result;
    QSqlQuery query(db);
    if (!query.exec(sql))
        qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
    while (query.next())
        result.insert(query.value(0).toLongLong());
    return result;
}

QSet<Membership> memberships(const QSqlDatabase &db)
{
    QSet<Membership> result;
    QSqlQuery query(db);
    if (!query.exec(u"SELECT article_id, shelf_id FROM article_shelves"_s))
        qWarning("article_shelves: %s", qPrintable(query.lastError().text()));
    while (query.next())
        result.insert({query.value(0).toLongLong(), query.value(1).toLongLong()});
    return result;
}

QSet<Membership> notes(const QSqlDatabase &db)
{
    QSet<Membership> result;
    QSqlQuery query(db);
    if (!query.exec(u"SELECT article_id, CAST(substr(note, 7) AS INTEGER) FROM highlights"_s))
        qWarning("highlights: %s", qPrintable(query.lastError().text()));
    while (query.next())
        result.insert({query.value(0).toLongLong(), query.value(1).toLongLong()});
    return result;
}

QStringList column(const QSqlDatabase &db, const QString &sql)
{
    QStringList result;
    QSqlQuery query(db);
    if (!query.exec(sql))
        return {u"query failed: "_s + query.lastError().text()};
    while (query.next())
        result.append(query.value(0).toString());
    return result;
}

// The set after the in-flight action, when it is of this kind and did land.
QSet<qint64> withAction(QSet<qint64> set, const std::optional<Action> &action, const char *kind)
{
    if (action && action->kind == kind) {
        if (action->value)
            set.insert(action->articleId);
        else
            set.remove(action->articleId);
    }
    return set;
}

} // namespace

class TestCrashSafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killedChildLosesNothing();

private:
    QByteArray runAndKill(const QString &path, quint32 seed, int delayMs);
    void verify(const QString &path, Model &model, const Report &report);

    int m_inFlightLanded = 0;
};

QByteArray TestCrashSafety::runAndKill(const QString &path, quint32 seed, int delayMs)
{
    QByteArray output;
#ifdef Q_OS_UNIX
    QProcess child;
    child.setProgram(QStringLiteral(LECTERN_BINARY_DIR "/tests/bin/lectern_crashchild"));
    child.setArguments({path, QString::number(seed)});
    child.start();
    if (!child.waitForStarted()) {
        QTest::qFail(qPrintable(child.errorString()), __FILE__, __LINE__);
        return output;
    }
    QElapsedTimer timer;
    timer.start();
    // Read as it goes, so the child never blocks on a full pipe...
    const qint64 quietFrom = qMax(0, delayMs - 25);
    while (child.state() == QProcess::Running && timer.elapsed() < quietFrom) {
        child.waitForReadyRead(int(qMax<qint64>(1, quietFrom - timer.elapsed())));
        output += child.readAllStandardOutput();
    }
    if (child.state() != QProcess::Running) {
        const QString why = u"the child ended on its own: "_s +
                            QString::fromLocal8Bit(child.readAllStandardError());
        QTest::qFail(qPrintable(why), __FILE__, __LINE__);
        return output;
    }
    // ...but sleep through the last stretch: a reader woken by each line would kill the child
    // just after it printed one, never in the middle of a commit.
    const qint64 restNs = qint64(delayMs) * 1000000 - timer.nsecsElapsed();
    if (restNs > 0)
        std::this_thread::sleep_for(std::chrono::nanoseconds(restNs));
    ::kill(pid_t(child.processId()), SIGKILL);
    if (!child.waitForFinished(10000)) {
        QTest::qFail("the killed child did not end", __FILE__, __LINE__);
        return output;
    }
    if (child.exitStatus() != QProcess::CrashExit) {
        const QString why = u"the child ended on its own: "_s +
                            QString::fromLocal8Bit(child.readAllStandardError());
        QTest::qFail(qPrintable(why), __FILE__, __LINE__);
    }
    output += child.readAllStandardOutput();
#else
    Q_UNUSED(path);
    Q_UNUSED(seed);
    Q_UNUSED(delayMs);
#endif
    return output;
}

void TestCrashSafety::verify(const QString &path, Model &model, const Report &report)
{
    Lectern::Database database(path);
    QVERIFY2(database.open(), qPrintable(database.errorString()));
    const QSqlDatabase db = database.connection();

    QCOMPARE(column(db, u"PRAGMA integrity_check"_s), QStringList{u"ok"_s});
    QCOMPARE(column(db, u"PRAGMA foreign_key_check"_s), QStringList());

    // Each ingest is one transaction: its feed's generation token (the description) is on
    // every rolling entry, and all of its new entries are there.
    QCOMPARE(column(db, u"SELECT a.id FROM articles a JOIN feeds f ON f.id = a.feed_id"
                        " WHERE a.guid LIKE 'rolling-%'"
                        " AND instr(a.content, 'data-gen=\"' || f.description || '\"') = 0"_s),
             QStringList());
    QCOMPARE(
        column(db, u"SELECT f.id FROM feeds f WHERE (SELECT count(*) FROM articles a"
                   " WHERE a.feed_id = f.id AND a.guid LIKE 'rolling-%') != %1"
                   " OR (SELECT count(*) FROM articles a WHERE a.feed_id = f.id"
                   " AND a.guid LIKE 'new-' || f.description || '-%') != %2"_s.arg(rollingEntries)
                       .arg(newEntries)),
        QStringList());
    QCOMPARE(column(db, u"SELECT feed_id FROM articles WHERE guid LIKE 'new-%'"
                        " GROUP BY feed_id HAVING count(*) % %1 != 0"_s.arg(newEntries)),
             QStringList());

    const QSet<qint64> existing = ids(db, u"SELECT id FROM articles"_s);
    QVERIFY2(existing.contains(model.touched), qPrintable(u"acknowledged articles vanished: "_s +
                                                          describe(model.touched - existing)));

    // The one action in flight when the child died may have landed or not; whichever it was
    // is what the next round starts from.
    bool landed = false;
    const auto check = [&](QSet<qint64> &expected, const QString &sql, const char *kind) {
        const QSet<qint64> actual = ids(db, sql);
        const QSet<qint64> after = withAction(expected, report.inFlight, kind);
        if (actual != expected && actual == after) {
            landed = true;
            expected = after;
        }
        QVERIFY2(actual == expected, qPrintable(u"%1: lost %2; unexpected %3"_s.arg(
                                         QLatin1StringView(kind), describe(expected - actual),
                                         describe(actual - expected))));
    };
    check(model.read, u"SELECT id FROM articles WHERE read = 1"_s, "read");
    if (QTest::currentTestFailed())
        return;
    check(model.starred, u"SELECT id FROM articles WHERE starred = 1"_s, "star");
    if (QTest::currentTestFailed())
        return;

    const QSet<Membership> shelved = memberships(db);
    QSet<Membership> shelvedAfter = model.shelved;
    if (report.inFlight && report.inFlight->kind == "shelf")
        shelvedAfter.insert({report.inFlight->articleId, report.inFlight->value});
    if (shelved != model.shelved && shelved == shelvedAfter) {
        landed = true;
        model.shelved = shelvedAfter;
    }
    QVERIFY2(
        shelved == model.shelved,
        qPrintable(u"shelves: %1 acknowledged, %2 stored, %3 missing"_s.arg(model.shelved.size())
                       .arg(shelved.size())
                       .arg((model.shelved - shelved).size())));
    const QSet<Membership> noted = notes(db);
    QSet<Membership> notedAfter = model.noted;
    if (report.inFlight && report.inFlight->kind == "note")
        notedAfter.insert({report.inFlight->articleId, report.inFlight->value});
    if (noted != model.noted && noted == notedAfter) {
        landed = true;
        model.noted = notedAfter;
    }
    QVERIFY2(
        noted == model.noted,
        qPrintable(u"highlights: %1 acknowledged, %2 stored, %3 missing"_s.arg(model.noted.size())
                       .arg(noted.size())
                       .arg((model.noted - noted).size())));
    if (landed) {
        model.touched.insert(report.inFlight->articleId);
        ++m_inFlightLanded;
    }
}

void TestCrashSafety::killedChildLosesNothing()
{
#ifndef Q_OS_UNIX
    QSKIP("needs POSIX kill() to send SIGKILL");
#else
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"library.db"_s);
    Model model;
    int acks = 0;
    int ingests = 0;
    int killedInIngest = 0;
    int inFlight = 0;
    QElapsedTimer clock;
    clock.start();

    for (qsizetype round = 0; round < qsizetype(std::size(seeds)); ++round) {
        const quint32 seed = seeds[round];
        const int delayMs = 30 + int(QRandomGenerator(seed).bounded(371));
        const QByteArray output = runAndKill(path, seed, delayMs);
        if (QTest::currentTestFailed())
            break;
        const Report report = parse(output, model);
        QVERIFY2(report.protocolError.isEmpty(), qPrintable(report.protocolError));
        verify(path, model, report);
        if (QTest::currentTestFailed()) {
            // Keep the evidence.
            dir.setAutoRemove(false);
            qWarning("round %d (seed %u, killed after %d ms%s): database kept in %s", int(round),
                     seed, delayMs, report.killedInIngest ? ", inside an ingest" : "",
                     qPrintable(QDir::toNativeSeparators(path)));
            return;
        }
        acks += report.acks;
        ingests += report.ingests;
        killedInIngest += report.killedInIngest ? 1 : 0;
        inFlight += report.inFlight ? 1 : 0;
        qInfo("round %2d seed %4u: killed after %3d ms, %2d ingests, %3d acks, last line: %s",
              int(round), seed, delayMs, report.ingests, report.acks,
              report.lastLine.isEmpty() ? "(none)" : report.lastLine.constData());
    }
    qInfo("%d rounds in %lld ms: %d acks, %d ingests, %d kills inside an ingest, %d with an "
          "action in flight (%d of those landed)",
          int(std::size(seeds)), clock.elapsed(), acks, ingests, killedInIngest, inFlight,
          m_inFlightLanded);
    // The kills must have hit real work, not only start-up.
    QVERIFY2(acks >= 100, qPrintable(QString::number(acks)));
    QVERIFY2(killedInIngest >= 3, qPrintable(QString::number(killedInIngest)));
#endif
}

LECTERN_TEST_GUILESS_MAIN(tst_crashsafety, TestCrashSafety)
#include "tst_crashsafety.moc"
