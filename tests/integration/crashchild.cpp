// Run by tst_crashsafety, which kills it with SIGKILL at a random moment: ingests synthetic
// feeds and changes user state in a loop, forever.
//
// Usage: lectern_crashchild DBPATH SEED
//
// Each line on stdout is one whole write, flushed at once, so the parent sees exactly what
// happened before the kill:
//   ingest begin / ingest end      around each FeedIngest::ingest call
//   try <kind> <id> <value>        before a user action (only one is ever in flight)
//   ack <kind> <id> <value>        after it returned true, i.e. was committed
// where kind is read or star (value 0 or 1), shelf (value: the shelf id) or note (a highlight
// added with a note naming value, a number no other child uses).
//
// Every ingest tags its feed and all the entries it writes with a generation token (the feed
// description, and data-gen="..." in each body), so the parent can tell whether a commit was
// all-or-nothing.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlestore.h"
#include "library/stores/highlightstore.h"
#include "library/stores/shelfstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QStringList>
#include <QTimeZone>
#include <cstdio>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

constexpr int feedCount = 3;
constexpr int rollingEntries = 6; // rewritten by every batch of a feed
constexpr int newEntries = 3;     // added by every batch of a feed

void emitLine(const QByteArray &line)
{
    // One fwrite of a short line plus fflush is one write(2): a kill cannot cut it in half.
    const QByteArray whole = line + '\n';
    std::fwrite(whole.constData(), 1, size_t(whole.size()), stdout);
    std::fflush(stdout);
}

[[noreturn]] void die(const QString &why)
{
    std::fprintf(stderr, "lectern_crashchild: %s\n", qPrintable(why));
    std::fflush(stderr);
    std::exit(2);
}

const QStringList words = {
    u"compiler"_s, u"kernel"_s,   u"latency"_s, u"shader"_s,     u"allocator"_s, u"garbage"_s,
    u"register"_s, u"pipeline"_s, u"vector"_s,  u"branch"_s,     u"cache"_s,     u"thread"_s,
    u"mutex"_s,    u"sqlite"_s,   u"journal"_s, u"checkpoint"_s, u"fsync"_s,     u"durable"_s,
    u"atomic"_s,   u"library"_s,  u"reader"_s,  u"offline"_s,    u"shelf"_s,     u"article"_s,
};

// A body of 4-16 KB with a varied vocabulary, so writing and indexing it takes real time.
QString body(QRandomGenerator &rng, const QString &generation)
{
    QString html = u"<article data-gen=\"%1\">"_s.arg(generation);
    const int paragraphs = 10 + int(rng.bounded(30));
    for (int p = 0; p < paragraphs; ++p) {
        html += u"<p>"_s;
        for (int w = 0; w < 40; ++w) {
            html += words.at(rng.bounded(int(words.size())));
            // Made-up words keep the full-text index growing, as real prose does.
            html += QString::number(rng.bounded(5000u), 36);
            html += u' ';
        }
        html += u"</p>"_s;
    }
    return html + u"</article>"_s;
}

Lectern::ParsedFeed batch(QRandomGenerator &rng, int feed, const QString &generation)
{
    Lectern::ParsedFeed parsed;
    parsed.format = Lectern::FeedFormat::Atom;
    // The title stays fixed: renaming a feed re-indexes all its articles.
    parsed.title = u"Crash feed %1"_s.arg(feed);
    parsed.subtitle = generation;
    parsed.link = QUrl(u"https://example.com/crash/%1/"_s.arg(feed));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto entry = [&](const QString &guid, int age) {
        Lectern::ParsedEntry e;
        e.id = guid;
        e.title = u"%1 (%2)"_s.arg(guid, generation);
        e.link = QUrl(u"https://example.com/crash/%1/%2.html"_s.arg(feed).arg(guid));
        e.published = now.addSecs(-age);
        e.updated = now;
        e.summary = u"<p>Generation %1</p>"_s.arg(generation);
        e.content = body(rng, generation);
        e.categories = {words.at(rng.bounded(int(words.size())))};
        return e;
    };
    for (int i = 0; i < rollingEntries; ++i)
        parsed.entries.append(entry(u"rolling-%1"_s.arg(i), 86400 + i));
    for (int i = 0; i < newEntries; ++i)
        parsed.entries.append(entry(u"new-%1-%2"_s.arg(generation).arg(i), i));
    return parsed;
}

QList<qint64> articleIds(const QSqlDatabase &db)
{
    QList<qint64> ids;
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT id FROM articles ORDER BY id"_s))
        die(u"cannot list articles"_s);
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

// A burst of user actions on existing articles, each its own committed write.
void act(QRandomGenerator &rng, const QSqlDatabase &db, Lectern::ArticleStore &articleStore,
         Lectern::ShelfStore &shelfStore, const QList<qint64> &shelves, quint32 seed)
{
    static qint64 notes = 0;
    const QList<qint64> ids = articleIds(db);
    // Bursts last a while rather than a number of actions, so that on fast and slow disks alike
    // a kill is about as likely to land in a burst as in an ingest.
    const int burstMs = 10 + int(rng.bounded(60));
    QElapsedTimer burst;
    burst.start();
    for (int a = 0; (a < 3 || burst.elapsed() < burstMs) && !ids.isEmpty(); ++a) {
        // Mostly the oldest few articles, so the same ones flip back and forth and the last
        // acknowledged state is what counts.
        const int pool = rng.bounded(4) == 0 ? int(ids.size()) : qMin(int(ids.size()), 40);
        const qint64 id = ids.at(rng.bounded(pool));
        QByteArray line;
        bool ok = false;
        switch (rng.bounded(4)) {
        case 0: {
            const bool read = rng.bounded(2) == 1;
            line = "read " + QByteArray::number(id) + ' ' + (read ? '1' : '0');
            emitLine("try " + line);
            ok = articleStore.setRead(id, read);
            break;
        }
        case 1: {
            const bool starred = rng.bounded(2) == 1;
            line = "star " + QByteArray::number(id) + ' ' + (starred ? '1' : '0');
            emitLine("try " + line);
            ok = articleStore.setStarred(id, starred);
            break;
        }
        case 2: {
            const qint64 number = qint64(seed) * 1'000'000 + ++notes;
            line = "note " + QByteArray::number(id) + ' ' + QByteArray::number(number);
            emitLine("try " + line);
            Lectern::HighlightRecord highlight;
            highlight.articleId = id;
            highlight.selector = {u"crash"_s, QString(), QString(), 0, 5};
            highlight.note = u"crash %1"_s.arg(number);
            ok = Lectern::HighlightStore(db)
                     .add(highlight, QDateTime::currentDateTimeUtc())
                     .has_value();
            break;
        }
        default: {
            const qint64 shelf = shelves.at(rng.bounded(int(shelves.size())));
            line = "shelf " + QByteArray::number(id) + ' ' + QByteArray::number(shelf);
            emitLine("try " + line);
            ok = shelfStore.putArticle(id, shelf);
            break;
        }
        }
        if (!ok)
            die(u"action failed: %1 %2 %3"_s.arg(
                QString::fromLatin1(line), articleStore.errorString(), shelfStore.errorString()));
        emitLine("ack " + line);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3)
        die(u"usage: lectern_crashchild DBPATH SEED"_s);
    const quint32 seed = args.at(2).toUInt();
    QRandomGenerator rng(seed);

    Lectern::Database database(args.at(1));
    if (!database.open())
        die(database.errorString());
    QSqlDatabase db = database.connection();

    Lectern::ShelfStore shelfStore(db);
    QList<qint64> shelves;
    for (const QString &path : {u"Crash/Later"_s, u"Crash/Keep"_s, u"Crash/Share"_s}) {
        const auto id = shelfStore.addPath(path);
        if (!id)
            die(shelfStore.errorString());
        shelves.append(*id);
    }
    Lectern::ArticleStore articleStore(db);

    for (int pass = 0;; ++pass) {
        for (int feed = 0; feed < feedCount; ++feed) {
            // Actions first, so a child restarted on a full library soon has some in flight.
            act(rng, db, articleStore, shelfStore, shelves, seed);
            // The seed keeps tokens unique across children sharing one database.
            const QString generation = u"%1-%2-%3"_s.arg(seed).arg(pass).arg(feed);
            const Lectern::ParsedFeed parsed = batch(rng, feed, generation);
            const QUrl url(u"https://example.com/crash/%1/feed.xml"_s.arg(feed));
            emitLine("ingest begin");
            const Lectern::IngestResult result = Lectern::FeedIngest::ingest(db, url, parsed);
            if (!result.ok)
                die(result.error);
            emitLine("ingest end");
        }
    }
}
