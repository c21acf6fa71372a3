// bench_rules ingest|counts|labelled: what rules and finding copies cost, and how well copies
// are found. Human lines on stderr, one JSON object as the last line of stdout.
//
//   ingest [--feeds N] [--rounds R] [--with rules|copies|both]  N synthetic feeds of 200 articles
//   and an aggregator that
//       republishes one in ten of them, stored into a new library per round: 50 rules and
//       copies found, against no rules and no copies found, in alternating order (the ratio).
//   counts DB [--runs R]             on a scratch copy of a large library (lectern-bench
//       library): 50 rules added, 5 % of articles muted and 5 % made copies, then the feeds'
//       counts, the library's count and the first page as schema 30 reads them, against the
//       same queries as they were before it (no muted, no copies), in turns.
//   labelled                         an author's feeds and an aggregator that republishes
//       their posts with the variations copies come with (links, titles, edits, summaries),
//       beside look-alike posts that must stay apart: merges right, wrong and missed.
#include "labelledset.h"
#include "library/database/database.h"
#include "library/ingest/copycandidates.h"
#include "library/ingest/entrywriter.h"
#include "library/ingest/feedingest.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/rulestore.h"
#include "rules/rulematcher.h"
#include "syntheticlibrary.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <random>
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

// Fifty rules of the kinds people write: words in titles, authors, words in the text (the
// costliest: the whole text is read), link patterns and tags; most match little.
QList<Rule> fiftyRules()
{
    const QStringList words = {u"mutex"_s,     u"kernel"_s,   u"allocator"_s, u"gpu"_s,
                               u"scheduler"_s, u"compiler"_s, u"cache"_s,     u"raft"_s,
                               u"lock free"_s, u"vector"_s};
    QList<Rule> rules;
    for (int i = 0; i < 50; ++i) {
        QStringList conditions;
        QStringList actions;
        switch (i % 5) {
        case 0:
            conditions << u"title:%1"_s.arg(words.at(i % words.size()));
            actions << u"tag=t%1"_s.arg(i);
            break;
        case 1:
            conditions << u"author=\"Author %1\""_s.arg(i * 7);
            actions << u"star"_s;
            break;
        case 2:
            conditions << u"content:%1"_s.arg(words.at(i % words.size())) << u"!title:sponsored"_s;
            actions << u"tag=c%1"_s.arg(i);
            break;
        case 3:
            conditions << u"link~/site/%1/\\d+$"_s.arg(i);
            actions << u"read"_s;
            break;
        default:
            conditions << u"tag:%1"_s.arg(words.at(i % words.size()));
            actions << u"mute"_s;
            break;
        }
        Rule rule;
        rule.name = u"rule %1"_s.arg(i);
        for (const QString &text : std::as_const(conditions))
            rule.conditions.append(*Rule::parseCondition(text, nullptr));
        rule.actions = *Rule::parseActions(actions, nullptr);
        rules.append(rule);
    }
    return rules;
}

bool addRules(QSqlDatabase db)
{
    RuleStore store(db);
    for (const Rule &rule : fiftyRules()) {
        if (!store.add(rule)) {
            err() << "rule: " << store.errorString() << '\n';
            return false;
        }
    }
    return true;
}

// A link as an aggregator writes it: another scheme, www., index.html, a tracking parameter.
QUrl aggregatorLink(const QUrl &link, int variant)
{
    QUrl url = link;
    switch (variant % 4) {
    case 0:
        url.setScheme(u"http"_s);
        break;
    case 1:
        url.setHost(u"www."_s + url.host());
        url.setQuery(u"utm_source=planet&utm_medium=rss"_s);
        break;
    case 2:
        url.setPath(url.path() + u"/index.html"_s);
        url.setFragment(u"comments"_s);
        break;
    default:
        url.setPath(url.path() + u'/');
        break;
    }
    return url;
}

int runIngest(int feeds, int rounds, const QString &with)
{
    const bool withRules = with != u"copies"_s, withCopies = with != u"rules"_s;
    SyntheticLibrary library;
    QList<ParsedFeed> parsed;
    for (int i = 0; i < feeds; ++i)
        parsed.append(library.feed(i, 200));
    ParsedFeed aggregator;
    aggregator.format = FeedFormat::Rss;
    aggregator.title = u"Planet"_s;
    for (int i = 0; i < feeds; ++i) {
        for (int j = 0; j < 200; j += 10) {
            ParsedEntry entry = parsed.at(i).entries.at(j);
            entry.id = u"planet:%1:%2"_s.arg(i).arg(j);
            entry.link = aggregatorLink(entry.link, j / 10);
            aggregator.entries.append(entry);
        }
    }
    parsed.append(aggregator);
    // The digests (link keys and fingerprints among them) are made off the writer's thread,
    // as the refresher does; their cost is shown apart.
    QElapsedTimer prepareTimer;
    prepareTimer.start();
    QList<PreparedFeed> prepared;
    for (const ParsedFeed &feed : std::as_const(parsed))
        prepared.append(FeedIngest::prepare(feed));
    const double prepareMs = double(prepareTimer.nsecsElapsed()) / 1e6;
    // The rules' matching alone, without the database: what the writer's thread spends on it,
    // all fifty, then each kind alone.
    const QList<Rule> rules = fiftyRules();
    for (int kind = -1; kind < 5; ++kind) {
        std::vector<std::unique_ptr<RuleMatcher>> matchers;
        for (int r = 0; r < rules.size(); ++r) {
            if (kind < 0 || r % 5 == kind)
                matchers.push_back(std::make_unique<RuleMatcher>(rules.at(r)));
        }
        RuleMatcher::WordsWanted wanted; // as RuleRunner asks them
        for (const auto &matcher : matchers)
            matcher->addWordsTo(wanted);
        QElapsedTimer matchTimer;
        matchTimer.start();
        int matched = 0;
        for (const PreparedFeed &feed : std::as_const(prepared)) {
            for (qsizetype i = 0; i < feed.feed.entries.size(); ++i) {
                const ParsedEntry &entry = feed.feed.entries.at(i);
                RuleSubject subject;
                subject.title = entry.title;
                subject.content = feed.digests.at(i).body;
                subject.link = entry.link.toString();
                subject.tags = entry.categories;
                RuleMatcher::Texts texts(subject, &wanted);
                for (const auto &matcher : matchers)
                    matched += matcher->matches(texts) ? 1 : 0;
            }
        }
        err() << "matching " << (kind < 0 ? u"all 50 rules"_s : u"rules of kind %1"_s.arg(kind))
              << " alone: " << double(matchTimer.nsecsElapsed()) / 1e6 << " ms (" << matched
              << " matches)\n";
    }
    qint64 articles = 0;
    for (const ParsedFeed &feed : std::as_const(parsed))
        articles += feed.entries.size();

    QList<double> offMs, onMs;
    int copiesFound = 0;
    for (int round = 0; round < rounds; ++round) {
        for (int turn = 0; turn < 2; ++turn) {
            const bool on = (round + turn) % 2 == 1;
            QTemporaryDir dir;
            Database database(dir.filePath(u"library.sqlite"_s));
            if (!database.open()) {
                err() << database.errorString() << '\n';
                return 1;
            }
            QSqlDatabase db = database.connection();
            if (on && withRules && !addRules(db))
                return 1;
            EntryWriter writer(db);
            writer.setFindsCopies(on && withCopies);
            int copies = 0;
            QElapsedTimer timer;
            timer.start();
            for (int i = 0; i < prepared.size(); ++i) {
                const IngestResult result =
                    FeedIngest::ingest(db,
                                       i < feeds ? SyntheticLibrary::feedUrl(i)
                                                 : QUrl(u"https://planet.example/rss"_s),
                                       prepared.at(i), FeedIngest::SearchIndexing::Later, &writer);
                if (!result.ok) {
                    err() << result.error << '\n';
                    return 1;
                }
                copies += result.copies;
            }
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            (on ? onMs : offMs).append(ms);
            if (on && round == 0) {
                // What the rules did: each action taken is a write of its own.
                QSqlQuery done(db);
                done.exec(u"SELECT (SELECT count(*) FROM article_tags x JOIN tags t ON t.id ="
                          " x.tag_id WHERE t.name GLOB 't[0-9]*' OR t.name GLOB 'c[0-9]*'),"
                          " (SELECT count(*) FROM articles WHERE muted = 1),"
                          " (SELECT count(*) FROM articles WHERE starred = 1),"
                          " (SELECT count(*) FROM articles WHERE read = 1)"_s);
                if (done.next())
                    err() << "rules' actions: " << done.value(0).toInt() << " tags, "
                          << done.value(1).toInt() << " muted, " << done.value(2).toInt()
                          << " starred, " << done.value(3).toInt() << " read\n";
            }
            if (on)
                copiesFound = copies;
            err() << "round " << round + 1 << (on ? " rules and copies: " : " neither: ") << ms
                  << " ms\n";
        }
    }
    const double off = median(offMs), on = median(onMs);
    err() << articles << " articles; prepare (digests, link keys and fingerprints included) "
          << prepareMs << " ms, once\n"
          << "ingest: neither " << off << " ms (" << qRound(articles / off * 1000)
          << "/s), 50 rules and copies " << on << " ms (" << qRound(articles / on * 1000)
          << "/s); ratio " << on / off << "; copies found " << copiesFound << " of "
          << aggregator.entries.size() << '\n';
    err().flush();
    QJsonObject json{{u"articles"_s, articles},
                     {u"prepareMs"_s, prepareMs},
                     {u"neitherMs"_s, off},
                     {u"rulesAndCopiesMs"_s, on},
                     {u"ratio"_s, on / off},
                     {u"copiesFound"_s, copiesFound},
                     {u"republished"_s, aggregator.entries.size()}};
    QTextStream(stdout) << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

bool exec(QSqlDatabase db, const QString &sql)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    err() << "sql: " << query.lastError().text() << '\n';
    return false;
}

// The heap in use, from glibc (0 elsewhere): resident memory misses what reuses freed pages.
double heapMiB()
{
#ifdef __GLIBC__
    const struct mallinfo2 info = mallinfo2(); // small blocks, and the large ones mapped apart
    return double(info.uordblks + info.hblkhd) / (1024 * 1024);
#else
    return 0;
#endif
}

// Runs sql to the end; its time in ms.
double timeQuery(QSqlDatabase db, const QString &sql)
{
    QElapsedTimer timer;
    timer.start();
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.exec(sql);
    while (query.next()) {
    }
    return double(timer.nsecsElapsed()) / 1e6;
}

int runCounts(const QString &path, int runs)
{
    Database database(path);
    if (!database.open()) {
        err() << database.errorString() << '\n';
        return 1;
    }
    QSqlDatabase db = database.connection();
    QSqlQuery has(db);
    if (has.exec(u"SELECT count(*) FROM rules"_s) && has.next() && has.value(0).toInt() == 0) {
        err() << "adding 50 rules, muting 5 % of the articles and making 5 % copies\n";
        err().flush();
        if (!addRules(db) || !exec(db, u"UPDATE articles SET muted = 1 WHERE id % 20 = 3"_s) ||
            !exec(db, u"UPDATE articles SET same_as = (SELECT min(b.id) FROM articles b"
                      " WHERE b.feed_id <> articles.feed_id AND b.id > articles.id - 5000)"
                      " WHERE id % 20 = 7"_s))
            return 1;
    }
    struct Pair
    {
        QString name, now, before;
    };
    const QList<Pair> pairs = {
        {u"feed counts"_s,
         u"SELECT f.id, (SELECT count(*) FROM articles a WHERE a.feed_id = f.id AND a.read = 0"
         " AND a.muted = 0 AND a.same_as IS NULL), (SELECT count(*) FROM articles a"
         " WHERE a.feed_id = f.id AND a.muted = 0 AND a.same_as IS NULL) FROM feeds f"_s,
         u"SELECT f.id, (SELECT count(*) FROM articles a WHERE a.feed_id = f.id AND a.read = 0),"
         " (SELECT count(*) FROM articles a WHERE a.feed_id = f.id) FROM feeds f"_s},
        {u"unread of the library"_s,
         u"SELECT count(*) FROM articles a WHERE a.read = 0 AND a.muted = 0"
         " AND a.same_as IS NULL"_s,
         u"SELECT count(*) FROM articles a WHERE a.read = 0"_s},
        {u"first page"_s,
         u"SELECT a.id, a.title FROM articles a JOIN feeds f ON f.id = a.feed_id"
         " WHERE a.same_as IS NULL AND a.muted = 0"
         " ORDER BY coalesce(a.published_at, a.added_at) DESC, a.id DESC LIMIT 200"_s,
         u"SELECT a.id, a.title FROM articles a JOIN feeds f ON f.id = a.feed_id"
         " ORDER BY coalesce(a.published_at, a.added_at) DESC, a.id DESC LIMIT 200"_s},
    };
    QJsonObject json;
    for (const Pair &pair : pairs) {
        QList<double> now, before;
        timeQuery(db, pair.now); // warm both once
        timeQuery(db, pair.before);
        for (int i = 0; i < runs; ++i) {
            if (i % 2 == 0) {
                now.append(timeQuery(db, pair.now));
                before.append(timeQuery(db, pair.before));
            } else {
                before.append(timeQuery(db, pair.before));
                now.append(timeQuery(db, pair.now));
            }
        }
        const double n = median(now), b = median(before);
        err() << pair.name << ": schema 30 " << n << " ms, as before it " << b << " ms, ratio "
              << n / b << '\n';
        json.insert(pair.name, QJsonObject{{u"nowMs"_s, n}, {u"beforeMs"_s, b}});
    }
    // What the window runs: FeedStore::feeds() reads every feed with its counts.
    QList<double> feedsMs;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto feeds = FeedStore(db).feeds();
        feedsMs.append(double(timer.nsecsElapsed()) / 1e6);
    }
    err() << "FeedStore::feeds(): " << median(feedsMs) << " ms\n";
    err().flush();
    json.insert(u"feedStoreMs"_s, median(feedsMs));
    // What the writer's first new article reads at this size: the copies' memory.
    if (!exec(db, u"UPDATE articles SET link_key = 'example.com/a/' || id,"
                  " fingerprint = random() WHERE fingerprint IS NULL"_s))
        return 1;
    const double before = heapMiB();
    QElapsedTimer load;
    load.start();
    CopyCandidates candidates(db);
    if (!candidates.refresh()) {
        err() << candidates.errorString() << '\n';
        return 1;
    }
    const double loadMs = double(load.nsecsElapsed()) / 1e6, grewMiB = heapMiB() - before;
    err() << "copies' memory: " << candidates.size() << " texts read in " << loadMs << " ms, heap "
          << grewMiB << " MiB more\n";
    json.insert(u"copiesMemoryMs"_s, loadMs);
    json.insert(u"copiesMemoryMiB"_s, grewMiB);
    QTextStream(stdout) << QJsonDocument(json).toJson(QJsonDocument::Compact) << '\n';
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const auto option = [&](const QString &name, int fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1).toInt() : fallback;
    };
    const QString mode = args.value(0);
    if (mode == u"ingest"_s)
        return runIngest(option(u"--feeds"_s, 60), option(u"--rounds"_s, 3),
                         args.value(args.indexOf(u"--with"_s) + 1, u"both"_s));
    if (mode == u"counts"_s && args.size() >= 2)
        return runCounts(args.at(1), option(u"--runs"_s, 21));
    if (mode == u"labelled"_s)
        return runLabelledSet();
    err() << "usage: bench_rules ingest [--feeds N] [--rounds R] | counts DB [--runs R] |"
             " labelled\n";
    return 2;
}
