// The library the search tests share: six articles in three feeds (English and Chinese;
// starred, read, captured, tagged, on shelves), in memory and indexed, and the helpers the
// tests write to it and search it with.
#pragma once

#include "library/database/database.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QTimeZone>
#include <memory>

namespace Lectern {

class SearchTestLibrary
{
public:
    using Ids = QList<qint64>;

    // For a test's init(); a failure fails the test.
    void open();
    void close() { m_db.reset(); }
    QSqlDatabase connection() const { return m_db->connection(); }
    void exec(const QString &sql) { exec(m_db->connection(), sql); }
    static void exec(const QSqlDatabase &db, const QString &sql);
    // Articles with ids first to last in a feed, each guid made from its id: columns names
    // their other columns, values gives them as SQL over i, the article's id.
    void addArticles(qint64 first, qint64 last, const QString &columns, const QString &values,
                     int feed = 1);
    // Articles inserted by hand are indexed by no trigger (schema 16): they take the writer's
    // steps, queued (search_queue, schema 23) and then indexed by SearchIndexer, the only
    // writer of the character index.
    void indexArticlesWrittenByHand() { indexArticlesWrittenByHand(m_db->connection()); }
    static void indexArticlesWrittenByHand(const QSqlDatabase &db);
    // The ids of the first page, in order.
    Ids search(const QString &text);
    // Noon UTC of an ISO date, in milliseconds.
    static qint64 day(const char *iso);

private:
    std::unique_ptr<Database> m_db;
};

inline qint64 SearchTestLibrary::day(const char *iso)
{
    using namespace Qt::StringLiterals;
    return QDateTime(QDate::fromString(QLatin1StringView(iso), Qt::ISODate), QTime(12, 0),
                     QTimeZone::UTC)
        .toMSecsSinceEpoch();
}

inline void SearchTestLibrary::exec(const QSqlDatabase &db, const QString &sql)
{
    using namespace Qt::StringLiterals;
    QSqlQuery query(db);
    QVERIFY2(query.exec(sql), qPrintable(query.lastError().text() + u" in "_s + sql));
}

inline void SearchTestLibrary::addArticles(qint64 first, qint64 last, const QString &columns,
                                           const QString &values, int feed)
{
    using namespace Qt::StringLiterals;
    exec(u"WITH RECURSIVE n(i) AS (SELECT %1 UNION ALL SELECT i + 1 FROM n WHERE i < %2)"
         " INSERT INTO articles (id, feed_id, guid, %3) SELECT i, %4, 'bulk' || i, %5 FROM n"_s
             .arg(first)
             .arg(last)
             .arg(columns)
             .arg(feed)
             .arg(values));
}

inline void SearchTestLibrary::indexArticlesWrittenByHand(const QSqlDatabase &db)
{
    using namespace Qt::StringLiterals;
    exec(db, u"INSERT OR IGNORE INTO search_queue (article_id)"
             " SELECT id FROM articles WHERE id NOT IN (SELECT rowid FROM search_words)"_s);
    SearchIndexer indexer(db);
    const std::optional<int> indexed = indexer.indexQueued(100000);
    QVERIFY2(indexed, qPrintable(indexer.errorString()));
}

inline SearchTestLibrary::Ids SearchTestLibrary::search(const QString &text)
{
    SearchStore store(m_db->connection());
    Ids ids;
    const QList<SearchHit> hits = store.search(SearchQuery::parse(text));
    if (!store.errorString().isEmpty())
        qWarning("search failed: %s", qPrintable(store.errorString()));
    for (const SearchHit &hit : hits)
        ids.append(hit.article.id);
    return ids;
}

inline void SearchTestLibrary::open()
{
    using namespace Qt::StringLiterals;
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));

    exec(u"INSERT INTO shelves (id, parent_id, name, created_at) VALUES"
         " (1, NULL, 'Tech', 0), (2, 1, 'Languages', 0), (3, NULL, 'Reading', 0)"_s);
    exec(u"INSERT INTO feeds (id, url, title, shelf_id, added_at) VALUES"
         " (1, 'https://example.com/systems.xml', 'Systems Weekly', 1, 0),"
         " (2, 'https://example.org/zh.xml', '中文技术博客', 2, 0),"
         " (3, 'https://example.com/go.xml', 'Go Notes', NULL, 0)"_s);
    const QString insert =
        u"INSERT INTO articles (id, feed_id, guid, link, title, authors, summary,"
        " content, published_at, read, starred, has_code, captured_at, captured_text,"
        " added_at) VALUES "_s;
    exec(insert +
         u"(1, 1, 'g1', 'https://example.com/1', 'Memory barriers explained', 'Ada', NULL,"
         " '<p>A memory barrier orders loads &amp; stores.</p><pre><code>smp_mb();</code></pre>',"
         " %1, 0, 1, 1, NULL, NULL, 0)"_s.arg(day("2024-03-01")));
    exec(insert + u"(2, 1, 'g2', 'https://example.com/2', 'Lock-free queues', 'Bob', '<p>Queues "
                  u"without locks</p>',"
                  " '<p>They need a memory model.</p>', %1, 1, 0, 0, NULL, NULL, 0)"_s.arg(
                      day("2024-05-01")));
    exec(
        insert +
        u"(3, 2, 'g3', 'https://example.org/3', '内存屏障与调度器', '张三', NULL,"
        " '<p>本文介绍内存屏障和调度器的规约。</p>', %1, 0, 0, 0, %2, '离线保存的全文：内存屏障。', 0)"_s
            .arg(day("2024-04-01"))
            .arg(day("2024-04-02")));
    exec(insert + u"(4, 2, 'g4', 'https://example.org/4', '规约语言', '李四', "
                  u"'<p>形式化规约是一种方法。</p>',"
                  " NULL, %1, 0, 0, 0, NULL, NULL, 0)"_s.arg(day("2023-12-01")));
    exec(insert +
         u"(5, 3, 'g5', 'https://example.com/5', 'Goroutine scheduling', 'Carol', NULL,"
         " '<p>The Go scheduler. スケジューラの設計について。</p>', %1, 0, 0, 0, NULL, NULL, 0)"_s
             .arg(day("2024-06-01")));
    exec(insert +
         u"(6, 3, 'g6', NULL, 'Café culture', '', '<p>A naïve résumé</p>', NULL, %1, 0, 0, 0,"
         " NULL, NULL, 0)"_s.arg(day("2022-01-01")));
    exec(u"INSERT INTO tags (id, name) VALUES (1, 'runtime'), (2, 'concurrency')"_s);
    exec(u"INSERT INTO article_tags (article_id, tag_id) VALUES (5, 1), (1, 2), (2, 2)"_s);
    exec(u"INSERT INTO article_shelves (article_id, shelf_id, added_at) VALUES (5, 3, 0)"_s);
    indexArticlesWrittenByHand();
}

} // namespace Lectern
