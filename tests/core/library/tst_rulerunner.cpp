// Rules on the library: run on each new article as it is stored (read, starred, tagged,
// shelved, muted, capture decided, a notice left), in their order and only when on; a muted
// article out of lists, counts and searches unless asked for; a rule's preview counts exactly
// what applying it to the stored articles then changes, and applying it again changes nothing.
#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/ingest/feedingest.h"
#include "library/ingest/rulerunner.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlefilter.h"
#include "library/stores/articlestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/rulescan.h"
#include "library/stores/rulestore.h"
#include "library/stores/shelfstore.h"
#include "rules/rulematcher.h"
#include "testregistry.h"

#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestRuleRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void rulesActOnNewArticles();
    void disabledAndBrokenRulesDoNothing();
    void mutedArticlesAreLeftOutUnlessAskedFor();
    void previewCountsWhatApplyChanges();
    void aRemovedShelfIsPassedOver();

private:
    IngestResult ingest(const QList<ParsedEntry> &entries, const QUrl &url = {});
    qint64 addRule(const QString &name, const QStringList &conditions, const QStringList &actions,
                   bool all = true);
    int flag(qint64 articleId, const QString &column) const;
    QStringList tagsOf(qint64 articleId) const;
    std::unique_ptr<Database> m_db;
    const QUrl m_url{u"http://127.0.0.1:8080/feed.xml"_s};
};

namespace {
ParsedEntry ruleEntry(const QString &guid, const QString &title, const QString &author,
                      const QString &text)
{
    ParsedEntry e;
    e.id = guid;
    e.title = title;
    e.link = QUrl(u"https://blog.example/"_s + guid);
    e.published = QDateTime(QDate(2026, 11, 2), QTime(8, 0), QTimeZone::UTC);
    e.authors = {ParsedPerson{author, {}, {}}};
    e.content = u"<p>"_s + text + u"</p>"_s;
    return e;
}
} // namespace

void TestRuleRunner::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
}

void TestRuleRunner::cleanup()
{
    m_db.reset();
}

IngestResult TestRuleRunner::ingest(const QList<ParsedEntry> &entries, const QUrl &url)
{
    ParsedFeed feed;
    feed.format = FeedFormat::Rss;
    feed.title = u"Systems"_s;
    feed.entries = entries;
    const IngestResult result =
        FeedIngest::ingest(m_db->connection(), url.isEmpty() ? m_url : url, feed);
    if (!result.ok)
        qWarning("%s", qPrintable(result.error));
    return result;
}

qint64 TestRuleRunner::addRule(const QString &name, const QStringList &conditions,
                               const QStringList &actions, bool all)
{
    Rule rule;
    rule.name = name;
    rule.matchAll = all;
    QString error;
    for (const QString &text : conditions) {
        const auto condition = Rule::parseCondition(text, &error);
        if (!condition) {
            qWarning("%s", qPrintable(error));
            return 0;
        }
        rule.conditions.append(*condition);
    }
    rule.actions = Rule::parseActions(actions, &error).value_or(RuleActions());
    RuleStore store(m_db->connection());
    const auto id = store.add(rule);
    if (!id)
        qWarning("%s", qPrintable(store.errorString()));
    return id.value_or(0);
}

int TestRuleRunner::flag(qint64 articleId, const QString &column) const
{
    QSqlQuery query(m_db->connection());
    query.exec(u"SELECT %1 FROM articles WHERE id = %2"_s.arg(column).arg(articleId));
    return query.next() ? query.value(0).toInt() : -1;
}

QStringList TestRuleRunner::tagsOf(qint64 articleId) const
{
    return ArticleStore(m_db->connection()).tagsOf(articleId);
}

void TestRuleRunner::rulesActOnNewArticles()
{
    const qint64 shelf = ShelfStore(m_db->connection()).addPath(u"Rust"_s).value_or(0);
    QVERIFY(shelf > 0);
    QVERIFY(addRule(u"Rust"_s, {u"title:rust"_s},
                    {u"star"_s, u"tag=lang"_s, u"shelf=%1"_s.arg(shelf), u"notify"_s}));
    QVERIFY(addRule(u"Bots"_s, {u"author:bot"_s, u"content~release v\\d+"_s},
                    {u"read"_s, u"capture=never"_s}, false));
    const IngestResult result = ingest(
        {ruleEntry(u"1"_s, u"Async Rust in the kernel"_s, u"Ada"_s, u"Pinning and wakers."_s),
         ruleEntry(u"2"_s, u"Trust boundaries"_s, u"Ada"_s, u"Nothing to do with it."_s),
         ruleEntry(u"3"_s, u"Weekly digest"_s, u"Digest Bot"_s, u"Links."_s),
         ruleEntry(u"4"_s, u"Changelog"_s, u"Ada"_s, u"This is release v12 of the tool."_s)});
    QVERIFY(result.ok);
    const ArticleStore articles(m_db->connection());
    const auto id = [&](const QString &guid) { return articles.idOf(result.feedId, guid).value(); };
    QCOMPARE(flag(id(u"1"_s), u"starred"_s), 1);
    QCOMPARE(tagsOf(id(u"1"_s)), QStringList{u"lang"_s});
    QVERIFY(articles.article(id(u"1"_s))->summary.shelves.contains(u"Rust"_s));
    // A whole word: "Trust" is not "rust".
    QCOMPARE(flag(id(u"2"_s), u"starred"_s), 0);
    QVERIFY(tagsOf(id(u"2"_s)).isEmpty());
    // Any of two conditions: by its author, by its text.
    QCOMPARE(flag(id(u"3"_s), u"read"_s), 1);
    QCOMPARE(flag(id(u"4"_s), u"read"_s), 1);
    QCOMPARE(flag(id(u"1"_s), u"read"_s), 0);
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"SELECT state FROM capture_jobs WHERE article_id = %1"_s.arg(id(u"3"_s))));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"skipped"_s);
    QCOMPARE(result.notices, QStringList{u"Rust: Async Rust in the kernel"_s});
    // Stored articles a refresh brings again are not new: the rules leave them be.
    QVERIFY(ArticleStore(m_db->connection()).setRead(id(u"3"_s), false));
    QVERIFY(ingest({ruleEntry(u"3"_s, u"Weekly digest"_s, u"Digest Bot"_s, u"Links."_s)}).ok);
    QCOMPARE(flag(id(u"3"_s), u"read"_s), 0);
}

void TestRuleRunner::disabledAndBrokenRulesDoNothing()
{
    const qint64 off = addRule(u"Off"_s, {u"title:gpu"_s}, {u"read"_s});
    QVERIFY(off);
    QVERIFY(RuleStore(m_db->connection()).setEnabled(off, false));
    // A definition a later version wrote: listed as unreadable, never run, nothing fails.
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(u"INSERT INTO rules (position, name, definition, created_at)"
                       " VALUES (9, 'Future', '{\"conditions\":[{\"field\":\"mood\"}]}', 0)"_s));
    const IngestResult result = ingest({ruleEntry(u"1"_s, u"GPU memory"_s, u"Ada"_s, u"Text."_s)});
    QVERIFY(result.ok);
    QCOMPARE(flag(ArticleStore(m_db->connection()).idOf(result.feedId, u"1"_s).value(), u"read"_s),
             0);
    RuleStore store(m_db->connection());
    QCOMPARE(store.rules().size(), 1);
    QVERIFY(store.errorString().contains(u"Future"_s));
}

void TestRuleRunner::mutedArticlesAreLeftOutUnlessAskedFor()
{
    QVERIFY(addRule(u"Quiet"_s, {u"title=\"sponsored post\""_s}, {u"mute"_s}));
    const IngestResult result =
        ingest({ruleEntry(u"1"_s, u"A Sponsored  Post about queues"_s, u"Ada"_s, u"Queues."_s),
                ruleEntry(u"2"_s, u"Queues, honestly"_s, u"Ada"_s, u"Queues."_s)});
    QVERIFY(result.ok);
    const ArticleStore articles(m_db->connection());
    QCOMPARE(articles.articles(ArticleFilter{}).size(), 1);
    QCOMPARE(articles.count(ArticleFilter::forFeed(result.feedId)).unread, 1);
    QCOMPARE(FeedStore(m_db->connection()).feed(result.feedId)->unreadCount, 1);
    ArticleFilter muted;
    muted.mutedOnly = true;
    QCOMPARE(articles.articles(muted).size(), 1);
    SearchStore search(m_db->connection());
    QCOMPARE(search.search(SearchQuery::parse(u"queues"_s)).size(), 1);
    const QList<SearchHit> hits = search.search(SearchQuery::parse(u"queues is:muted"_s));
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits.at(0).article.title, u"A Sponsored  Post about queues"_s);
}

void TestRuleRunner::previewCountsWhatApplyChanges()
{
    QList<ParsedEntry> entries;
    for (int i = 0; i < 30; ++i)
        entries << ruleEntry(QString::number(i),
                             i % 3 == 0 ? u"Lobsters: item %1"_s.arg(i) : u"Post %1"_s.arg(i),
                             u"Ada"_s, u"Text %1."_s.arg(i));
    const IngestResult result = ingest(entries);
    QVERIFY(result.ok);
    const qint64 ruleId = addRule(u"Links"_s, {u"title:lobsters"_s}, {u"read"_s, u"tag=link"_s});
    QVERIFY(ruleId);
    // Two of the ten are read already and one tagged: each still changes by the other action.
    ArticleStore articles(m_db->connection());
    QVERIFY(articles.setRead(articles.idOf(result.feedId, u"0"_s).value(), true));
    QVERIFY(articles.setRead(articles.idOf(result.feedId, u"3"_s).value(), true));
    const Rule rule = *RuleStore(m_db->connection()).rule(ruleId);
    RuleScan scan(m_db->connection());
    const RulePreview before = scan.preview(RuleMatcher(rule));
    QCOMPARE(before.matching, 10);
    QCOMPARE(before.changing, 10);
    QCOMPARE(before.firstChanged.size(), 10);
    RuleRunner runner(m_db->connection());
    QList<qint64> changed;
    QCOMPARE(runner.applyToStored(rule, &changed), std::optional<int>(10));
    QCOMPARE(changed.size(), 10);
    QCOMPARE(articles.count(ArticleFilter{}).unread, 20);
    const RulePreview after = scan.preview(RuleMatcher(rule));
    QCOMPARE(after.matching, 10);
    QCOMPARE(after.changing, 0);
    QCOMPARE(runner.applyToStored(rule), std::optional<int>(0));
}

void TestRuleRunner::aRemovedShelfIsPassedOver()
{
    ShelfStore shelves(m_db->connection());
    const qint64 shelf = shelves.addPath(u"Gone"_s).value_or(0);
    QVERIFY(addRule(u"File"_s, {u"title:gpu"_s}, {u"shelf=%1"_s.arg(shelf), u"star"_s}));
    QVERIFY(shelves.remove(shelf));
    const IngestResult result = ingest({ruleEntry(u"1"_s, u"GPU caches"_s, u"Ada"_s, u"Text."_s)});
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(
        flag(ArticleStore(m_db->connection()).idOf(result.feedId, u"1"_s).value(), u"starred"_s),
        1);
}

LECTERN_TEST_GUILESS_MAIN(tst_rulerunner, TestRuleRunner)
#include "tst_rulerunner.moc"
