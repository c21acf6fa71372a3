// lectern-bench library --articles N [--db PATH]: human lines on stderr, one JSON object as
// the last line of stdout. With --db DIR/library.sqlite, searches are also run as separate
// lectern processes (the "cold process" figure).
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/search/cjkcharacters.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "syntheticlibrary.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

constexpr int kRepeats = 5;
// LIKE scans every article; fewer repeats keep a 200k run short.
constexpr int kLikeRepeats = 2;

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
    if (query.starredOnly)
        conditions << u"starred = 1"_s;
    if (!query.feed.isEmpty()) {
        conditions << u"feed_id = ?"_s;
        values << QVariant(query.feed.toLongLong());
    }
    if (!query.tag.isEmpty()) {
        conditions << u"id IN (SELECT x.article_id FROM article_tags x JOIN tags t"
                      " ON t.id = x.tag_id WHERE t.name = ?)"_s;
        values << QVariant(query.tag);
    }
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

// CPU time of this thread: steadier than wall time on a busy machine (excludes waiting for
// fsync, which synchronous = FULL adds at every commit).
qint64 threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// Search as a user runs it from a shell: a lectern process per query, against lectern --version
// (the program's own start-up) in the same rounds. Needs the library file to be named as a
// library folder holds it (library.sqlite) and the lectern program built beside this one.
void coldProcessSearch(const QString &dbPath, const QStringList &queries, QJsonObject &result)
{
    const QString program = QCoreApplication::applicationDirPath() + u"/lectern"_s;
    if (QFileInfo(dbPath).fileName() != u"library.sqlite"_s || !QFileInfo::exists(program)) {
        err() << "cold process: skipped (needs --db DIR/library.sqlite and bin/lectern built)\n";
        return;
    }
    const QString folder = QFileInfo(dbPath).absolutePath();
    const auto run = [&](const QStringList &arguments) {
        QProcess process;
        process.setStandardOutputFile(QProcess::nullDevice());
        process.setStandardErrorFile(QProcess::nullDevice());
        QElapsedTimer timer;
        timer.start();
        process.start(program, arguments);
        process.waitForFinished(60'000);
        return double(timer.nsecsElapsed()) / 1e6;
    };
    // A --version run before every search, and each search counted over their median: one
    // --version run per round moved all of that round's figures by its own noise (a run 5 ms
    // fast added 5 ms to 28 searches). The older figure is printed too, for comparison.
    QList<double> versions, searches, overRound;
    QList<QString> searched;
    for (int round = 0; round < kRepeats; ++round) {
        double roundVersion = -1;
        for (const QString &query : queries) {
            const double version = run({u"--version"_s});
            versions << version;
            if (roundVersion < 0)
                roundVersion = version;
            QStringList arguments{u"--library"_s, folder, u"search"_s};
            arguments << query.split(u' ', Qt::SkipEmptyParts) << u"--json"_s;
            const double ms = run(arguments);
            searches << ms;
            searched << query;
            overRound << ms - roundVersion;
        }
    }
    const double versionMedian = percentile(versions, 0.5);
    QList<double> over;
    QMap<QString, QList<double>> byQuery;
    for (qsizetype i = 0; i < searches.size(); ++i) {
        over << searches.at(i) - versionMedian;
        byQuery[searched.at(i)] << searches.at(i) - versionMedian;
    }
    // The slowest queries by their median, to tell a slow plan from a noisy round.
    QList<std::pair<double, QString>> medians;
    for (auto it = byQuery.cbegin(); it != byQuery.cend(); ++it)
        medians.append({percentile(it.value(), 0.5), it.key()});
    std::sort(medians.begin(), medians.end(), std::greater<>());
    QJsonObject slowest;
    for (qsizetype i = 0; i < std::min<qsizetype>(5, medians.size()); ++i) {
        err() << "  cold " << medians.at(i).second << ": p50 " << medians.at(i).first << " ms\n";
        slowest[medians.at(i).second] = medians.at(i).first;
    }
    result[u"cold_slowest_p50_ms"_s] = slowest;
    err() << "cold process: lectern --version p50 " << versionMedian << " ms; search over it p50 "
          << percentile(over, 0.5) << " ms, p95 " << percentile(over, 0.95)
          << " ms (over each round's first --version: p50 " << percentile(overRound, 0.5)
          << " ms, p95 " << percentile(overRound, 0.95) << " ms)\n";
    result[u"cold_version_p50_ms"_s] = versionMedian;
    result[u"cold_search_over_version_p50_ms"_s] = percentile(over, 0.5);
    result[u"cold_search_over_version_p95_ms"_s] = percentile(over, 0.95);
    result[u"cold_search_over_round_version_p95_ms"_s] = percentile(overRound, 0.95);
}

int usage()
{
    err() << "usage: lectern-bench library --articles N [--db PATH [--reuse]] [--index-now]"
             " [--sql STATEMENT]...\n";
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
    // Index each feed in its own ingest transaction, as FeedIngest's callers outside the
    // library writer do, instead of storing first and indexing the queue after.
    bool indexNow = false;
    bool reuse = false;
    QStringList extraSql; // run after opening, before ingest: to try pragmas and FTS5 options
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args.at(i) == u"--articles"_s && i + 1 < args.size())
            articles = args.at(++i).toInt();
        else if (args.at(i) == u"--index-now"_s)
            indexNow = true;
        else if (args.at(i) == u"--reuse"_s)
            reuse = true;
        else if (args.at(i) == u"--sql"_s && i + 1 < args.size())
            extraSql.append(args.at(++i));
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
    else if (QFileInfo::exists(dbPath) && !reuse)
        err() << "warning: " << dbPath << " exists; measuring on top of its rows\n";

    QJsonObject result{{u"articles"_s, articles}};
    // --reuse: the queries again on a library an earlier run left (--db), without ingest.
    if (!reuse || !QFileInfo::exists(dbPath)) {
        // Ingest through FeedIngest, one transaction per feed of 200 entries; then the search
        // queue is indexed (unless --index-now indexed each feed in its transaction).
        Database database(dbPath);
        if (!database.open()) {
            err() << database.errorString() << '\n';
            return 1;
        }
        for (const QString &statement : std::as_const(extraSql)) {
            QSqlQuery query(database.connection());
            if (!query.exec(statement)) {
                err() << statement << ": " << query.lastError().text() << '\n';
                return 1;
            }
        }
        SyntheticLibrary generator;
        const int feeds = articles / 200;
        qint64 ingestNs = 0, ingestCpuNs = 0, prepareCpuNs = 0;
        for (int f = 0; f < feeds; ++f) {
            // Prepared as the refresher does on its parse threads, outside the writer.
            ParsedFeed generated = generator.feed(f, 200);
            const qint64 prepareStart = threadCpuNs();
            const PreparedFeed feed = FeedIngest::prepare(std::move(generated));
            prepareCpuNs += threadCpuNs() - prepareStart;
            QElapsedTimer timer;
            timer.start();
            const qint64 cpuStart = threadCpuNs();
            const IngestResult ingested = FeedIngest::ingest(
                database.connection(), SyntheticLibrary::feedUrl(f), feed,
                indexNow ? FeedIngest::SearchIndexing::Now : FeedIngest::SearchIndexing::Later);
            ingestCpuNs += threadCpuNs() - cpuStart;
            ingestNs += timer.nsecsElapsed();
            if (!ingested.ok) {
                err() << ingested.error << '\n';
                return 1;
            }
        }
        const double rate = double(feeds) * 200 / (double(ingestNs) / 1e9);
        const double cpuRate = double(feeds) * 200 / (double(ingestCpuNs) / 1e9);
        err() << "ingest: " << feeds * 200 << " articles in " << feeds << " feeds, " << qRound(rate)
              << " articles/s (" << qRound(cpuRate) << " per CPU second)\n";
        result[u"ingest_articles_per_cpu_s"_s] = qRound(cpuRate);
        const double prepareRate = double(feeds) * 200 / (double(prepareCpuNs) / 1e9);
        err() << "prepare (hash, plain text; on the parse threads): " << qRound(prepareRate)
              << " articles per CPU second\n";
        result[u"prepare_articles_per_cpu_s"_s] = qRound(prepareRate);
        // The search queue, indexed as SearchIndexThread does: up to 5,000 entries per commit of
        // the search file.
        SearchIndexer indexer(database.connection());
        qint64 indexNs = 0, indexCpuNs = 0, indexed = 0;
        for (;;) {
            QElapsedTimer timer;
            timer.start();
            const qint64 cpuStart = threadCpuNs();
            const std::optional<int> batch = indexer.indexQueued(SearchIndexer::kBatchEntries);
            indexCpuNs += threadCpuNs() - cpuStart;
            indexNs += timer.nsecsElapsed();
            if (!batch) {
                err() << indexer.errorString() << '\n';
                return 1;
            }
            if (*batch == 0)
                break;
            indexed += *batch;
        }
        if (!indexNow) {
            const double indexRate = double(indexed) / (double(indexNs) / 1e9);
            const double indexCpuRate = double(indexed) / (double(indexCpuNs) / 1e9);
            const double searchable = double(feeds) * 200 / (double(ingestNs + indexNs) / 1e9);
            err() << "search index: " << indexed << " articles, " << qRound(indexRate)
                  << " articles/s (" << qRound(indexCpuRate)
                  << " per CPU second); stored and indexed: " << qRound(searchable)
                  << " articles/s\n";
            result[u"index_articles_per_s"_s] = qRound(indexRate);
            result[u"index_articles_per_cpu_s"_s] = qRound(indexCpuRate);
            result[u"searchable_articles_per_s"_s] = qRound(searchable);
        }
        // Reading state as a reader leaves it: most read, a few starred (not timed).
        QSqlQuery(database.connection()).exec(u"UPDATE articles SET read = 1 WHERE id % 10 < 7"_s);
        QSqlQuery(database.connection())
            .exec(u"UPDATE articles SET starred = 1 WHERE id % 97 = 0"_s);
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
    const double openMs = double(openTimer.nsecsElapsed()) / 1e6;
    SearchStore store(database.connection());
    const QList<SearchHit> firstPage = store.search(SearchQuery(), 50);
    const double firstPageMs = double(openTimer.nsecsElapsed()) / 1e6;
    // Again, warm: what a reader sees when going back to the list.
    QElapsedTimer warmTimer;
    warmTimer.start();
    store.search(SearchQuery(), 50);
    const double warmMs = double(warmTimer.nsecsElapsed()) / 1e6;
    err() << "open + first page: " << firstPageMs << " ms (open " << openMs << " ms, "
          << firstPage.size() << " rows); warm " << warmMs << " ms\n";
    result[u"open_ms"_s] = openMs;
    result[u"first_page_warm_ms"_s] = warmMs;
    result[u"first_page_ms"_s] = firstPageMs;

    QList<double> countTimes;
    for (const QString &text :
         {u""_s, u"is:unread"_s, u"is:starred"_s, u"feed:1"_s, u"has:code"_s}) {
        QList<double> times;
        for (int r = 0; r < kRepeats; ++r) {
            QElapsedTimer timer;
            timer.start();
            store.count(SearchQuery::parse(text));
            times << double(timer.nsecsElapsed()) / 1e6;
        }
        err() << "  count \"" << text << "\": " << percentile(times, 0.5) << " ms\n";
        countTimes << times;
    }
    result[u"count_p50_ms"_s] = percentile(countTimes, 0.5);
    result[u"count_p95_ms"_s] = percentile(countTimes, 0.95);
    err() << "counts: p50 " << percentile(countTimes, 0.5) << " ms, p95 "
          << percentile(countTimes, 0.95) << " ms\n";

    // Common and rare terms (see SyntheticLibrary for the ranks), phrases, exclusions,
    // selective and broad filters, Chinese words of one, two and three or more characters.
    const QStringList querySet = {
        u"memory"_s,
        u"kernel"_s,
        u"memory barrier"_s,
        u"\"lock free\""_s,
        u"scheduler -kernel"_s,
        u"compiler optimization"_s,
        u"raft consensus"_s,
        u"linearizable"_s,
        u"goroutine channel"_s,
        u"reclamation"_s,
        u"hazard pointer epoch"_s,
        u"调度器"_s,
        u"内存屏障"_s,
        u"垃圾回收"_s,
        u"形式化验证"_s,
        u"规约"_s,
        u"并发 优化"_s,
        u"锁"_s,
        u"调度器 -内核"_s,
        u"数据库 事务"_s,
        u"memory is:unread"_s,
        u"has:code mutex"_s,
        u"after:2025-01-01 cache"_s,
        u"tag:rust kernel"_s,
        u"is:starred memory"_s,
        u"feed:3 thread"_s,
        u"linearizable is:unread"_s,
        u"数据库 事务 after:2024-01-01"_s,
    };
    QMap<QString, QList<double>> groups; // english, chinese, filters, short_cjk, like
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
            if (r < kLikeRepeats)
                like << timeLike(database.connection(), query);
        }
        // What a saved search with this query costs the side panel: its count.
        QList<double> counting;
        qint64 matches = -1;
        for (int r = 0; r < kRepeats; ++r) {
            QElapsedTimer timer;
            timer.start();
            matches = store.count(query).value_or(-1);
            counting << double(timer.nsecsElapsed()) / 1e6;
        }
        groups[u"query_count"_s] << counting;
        const double ftsMedian = percentile(fts, 0.5);
        const double likeMedian = percentile(like, 0.5);
        err() << "  " << text << ": " << matches << " matches, " << hits << " hits, fts "
              << ftsMedian << " ms, like " << likeMedian << " ms, count "
              << percentile(counting, 0.5) << " ms\n";
        perQuery.append(QJsonObject{{u"query"_s, text},
                                    {u"matches"_s, matches},
                                    {u"hits"_s, hits},
                                    {u"fts_ms"_s, ftsMedian},
                                    {u"like_ms"_s, likeMedian},
                                    {u"count_ms"_s, percentile(counting, 0.5)}});
        const bool cjk = CjkCharacters::contains(text);
        groups[u"all"_s] << fts;
        groups[query.hasFilters() ? u"filters"_s : cjk ? u"chinese"_s : u"english"_s] << fts;
        groups[u"like"_s] << like;
        const bool shortCjk =
            std::any_of(query.terms.begin(), query.terms.end(), [](const QString &t) {
                return CjkCharacters::contains(t) && t.size() < 3;
            });
        if (shortCjk)
            groups[u"short_cjk"_s] << fts;
    }
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const double p50 = percentile(it.value(), 0.5), p95 = percentile(it.value(), 0.95);
        err() << it.key() << ": p50 " << p50 << " ms, p95 " << p95 << " ms\n";
        result[it.key() + u"_p50_ms"_s] = p50;
        result[it.key() + u"_p95_ms"_s] = p95;
    }
    const double ratio = percentile(groups[u"like"_s], 0.5) / percentile(groups[u"all"_s], 0.5);
    const double ratio95 = percentile(groups[u"like"_s], 0.95) / percentile(groups[u"all"_s], 0.95);
    err() << "speed-up over LIKE: " << ratio << "x at p50, " << ratio95 << "x at p95\n";
    err().flush();
    result[u"speedup_p50"_s] = ratio;
    result[u"speedup_p95"_s] = ratio95;
    coldProcessSearch(dbPath, querySet, result);
    result[u"queries"_s] = perQuery;
    std::fputs(QJsonDocument(result).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputs("\n", stdout);
    return 0;
}
