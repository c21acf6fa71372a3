// lectern-bench library --articles N [--db PATH]: human lines on stderr, one JSON object as
// the last line of stdout.
#include "library/database.h"
#include "library/feedingest.h"
#include "library/searchquery.h"
#include "library/searchstore.h"
#include "syntheticlibrary.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>
#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr int kRepeats = 5;

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

double percentile(QList<double> values, double p)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(std::min<qsizetype>(values.size() - 1, qsizetype(p * double(values.size()))));
}

// The same query the way most readers do it: LIKE over the columns, newest first.
double timeLike(QSqlDatabase db, const SearchQuery &query)
{
    QStringList conditions;
    QVariantList values;
    QStringList terms = query.terms + query.phrases;
    for (const QString &term : std::as_const(terms)) {
        conditions << u"(title LIKE ? OR summary LIKE ? OR content LIKE ?)"_s;
        values << QVariant(u'%' + term + u'%') << QVariant(u'%' + term + u'%')
               << QVariant(u'%' + term + u'%');
    }
    for (const QString &term : query.excluded) {
        conditions << u"NOT (title LIKE ? OR summary LIKE ? OR content LIKE ?)"_s;
        values << QVariant(u'%' + term + u'%') << QVariant(u'%' + term + u'%')
               << QVariant(u'%' + term + u'%');
    }
    if (query.unreadOnly)
        conditions << u"read = 0"_s;
    if (query.hasCode)
        conditions << u"has_code = 1"_s;
    if (query.after.isValid()) {
        conditions << u"coalesce(published_at, added_at) >= %1"_s.arg(
            QDateTime(query.after, QTime(0, 0), QTimeZone::UTC).toMSecsSinceEpoch());
    }
    const QString sql = u"SELECT id, title FROM articles WHERE "_s + conditions.join(u" AND "_s) +
                        u" ORDER BY coalesce(published_at, added_at) DESC, id DESC LIMIT 50"_s;
    QElapsedTimer timer;
    timer.start();
    QSqlQuery sqlQuery(db);
    sqlQuery.setForwardOnly(true);
    sqlQuery.prepare(sql);
    for (const QVariant &value : std::as_const(values))
        sqlQuery.addBindValue(value);
    if (!sqlQuery.exec())
        err() << "LIKE query failed: " << sqlQuery.lastError().text() << '\n';
    while (sqlQuery.next()) {
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

int usage()
{
    err() << "usage: lectern-bench library --articles N [--db PATH]\n";
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.value(0) != u"library"_s)
        return usage();
    int articles = 20'000;
    QString dbPath;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == u"--articles"_s && i + 1 < args.size())
            articles = args.at(++i).toInt();
        else if (args.at(i) == u"--db"_s && i + 1 < args.size())
            dbPath = args.at(++i);
        else
            return usage();
    }
    if (articles < 200)
        return usage();
    QTemporaryDir tempDir;
    if (dbPath.isEmpty())
        dbPath = tempDir.filePath(u"bench.sqlite"_s);
    else if (QFileInfo::exists(dbPath))
        err() << "warning: " << dbPath << " exists; measuring on top of its rows\n";

    QJsonObject result{{u"articles"_s, articles}};
    {
        // Ingest through FeedIngest, one transaction per feed of 200 entries.
        Database database(dbPath);
        if (!database.open()) {
            err() << database.errorString() << '\n';
            return 1;
        }
        SyntheticLibrary generator;
        const int feeds = articles / 200;
        qint64 ingestNs = 0;
        for (int f = 0; f < feeds; ++f) {
            const ParsedFeed feed = generator.feed(f, 200);
            QElapsedTimer timer;
            timer.start();
            const IngestResult ingested =
                FeedIngest::ingest(database.connection(), SyntheticLibrary::feedUrl(f), feed);
            ingestNs += timer.nsecsElapsed();
            if (!ingested.ok) {
                err() << ingested.error << '\n';
                return 1;
            }
        }
        const double rate = double(feeds) * 200 / (double(ingestNs) / 1e9);
        err() << "ingest: " << feeds * 200 << " articles in " << feeds << " feeds, " << qRound(rate)
              << " articles/s\n";
        result[u"feeds"_s] = feeds;
        result[u"ingest_articles_per_s"_s] = qRound(rate);
        QSqlQuery(database.connection()).exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    }
    const qint64 bytes = QFileInfo(dbPath).size();
    result[u"db_bytes_per_article"_s] = qRound(double(bytes) / articles);
    err() << "database: " << bytes / 1'000'000 << " MB, " << bytes / articles << " bytes/article\n";

    // Open to first page: a fresh connection, the newest 50 articles.
    QElapsedTimer openTimer;
    openTimer.start();
    Database database(dbPath);
    if (!database.open())
        return 1;
    SearchStore store(database.connection());
    const QList<SearchHit> firstPage = store.search(SearchQuery(), 50);
    const double firstPageMs = double(openTimer.nsecsElapsed()) / 1e6;
    err() << "open + first page: " << firstPageMs << " ms (" << firstPage.size() << " rows)\n";
    result[u"first_page_ms"_s] = firstPageMs;

    QList<double> countTimes;
    for (const QString &text :
         {u""_s, u"is:unread"_s, u"is:starred"_s, u"feed:1"_s, u"has:code"_s}) {
        for (int r = 0; r < kRepeats; ++r) {
            QElapsedTimer timer;
            timer.start();
            store.count(SearchQuery::parse(text));
            countTimes << double(timer.nsecsElapsed()) / 1e6;
        }
    }
    result[u"count_p50_ms"_s] = percentile(countTimes, 0.5);
    result[u"count_p95_ms"_s] = percentile(countTimes, 0.95);
    err() << "counts: p50 " << percentile(countTimes, 0.5) << " ms, p95 "
          << percentile(countTimes, 0.95) << " ms\n";

    const QStringList querySet = {
        u"memory"_s,
        u"memory barrier"_s,
        u"\"lock free\""_s,
        u"scheduler -kernel"_s,
        u"compiler optimization"_s,
        u"raft consensus"_s,
        u"linearizable"_s,
        u"goroutine channel"_s,
        u"memory is:unread"_s,
        u"has:code mutex"_s,
        u"after:2025-01-01 cache"_s,
        u"调度器"_s,
        u"内存屏障"_s,
        u"垃圾回收"_s,
        u"规约"_s,
        u"并发 优化"_s,
        u"锁"_s,
        u"调度器 -内核"_s,
        u"数据库 事务 after:2024-01-01"_s,
    };
    QList<double> ftsTimes, likeTimes, shortCjkTimes;
    QJsonArray perQuery;
    for (const QString &text : querySet) {
        const SearchQuery query = SearchQuery::parse(text);
        QList<double> fts, like;
        qsizetype hits = 0;
        for (int r = 0; r < kRepeats; ++r) {
            QElapsedTimer timer;
            timer.start();
            hits = store.search(query, 50).size();
            fts << double(timer.nsecsElapsed()) / 1e6;
            like << timeLike(database.connection(), query);
        }
        const double ftsMedian = percentile(fts, 0.5);
        const double likeMedian = percentile(like, 0.5);
        err() << "  " << text << ": " << hits << " hits, fts " << ftsMedian << " ms, like "
              << likeMedian << " ms\n";
        perQuery.append(QJsonObject{{u"query"_s, text},
                                    {u"hits"_s, hits},
                                    {u"fts_ms"_s, ftsMedian},
                                    {u"like_ms"_s, likeMedian}});
        ftsTimes << fts;
        likeTimes << like;
        const bool shortCjk =
            std::any_of(query.terms.begin(), query.terms.end(),
                        [](const QString &t) { return SearchStore::isCjk(t) && t.size() < 3; });
        if (shortCjk)
            shortCjkTimes << fts;
    }
    const double p50 = percentile(ftsTimes, 0.5), p95 = percentile(ftsTimes, 0.95);
    const double likeP50 = percentile(likeTimes, 0.5), likeP95 = percentile(likeTimes, 0.95);
    err() << "search: p50 " << p50 << " ms, p95 " << p95 << " ms; LIKE p50 " << likeP50
          << " ms, p95 " << likeP95 << " ms; speed-up at p50 " << likeP50 / p50 << "x\n";
    err() << "short CJK fallback: p50 " << percentile(shortCjkTimes, 0.5) << " ms, p95 "
          << percentile(shortCjkTimes, 0.95) << " ms\n";
    err().flush();
    result[u"search_p50_ms"_s] = p50;
    result[u"search_p95_ms"_s] = p95;
    result[u"like_p50_ms"_s] = likeP50;
    result[u"like_p95_ms"_s] = likeP95;
    result[u"speedup_p50"_s] = likeP50 / p50;
    result[u"short_cjk_p50_ms"_s] = percentile(shortCjkTimes, 0.5);
    result[u"short_cjk_p95_ms"_s] = percentile(shortCjkTimes, 0.95);
    result[u"queries"_s] = perQuery;
    std::fputs(QJsonDocument(result).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    return 0;
}
