#include "feeds/parsedfeed.h"
#include "library/database/database.h"
#include "library/database/searchfile.h"
#include "library/ingest/feedingest.h"
#include "library/search/searchindexer.h"
#include "library/search/searchquery.h"
#include "library/search/searchstore.h"
#include "library/stores/articlestore.h"
#include "testregistry.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

// The search indexes' own file (schema 24): made with the library, made again from the articles
// when it is lost, unreadable or belongs to another copy of the library, never at the cost of
// anything the library holds.
class TestSearchFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void sitsBesideTheLibrary();
    void aLostFileIsMadeAgainFromTheArticles();
    void anUnreadableFileIsReplaced();
    void aFileOfAnotherCopyOfTheLibraryIsMadeAgain();
    void aFileWithoutItsStateIsMadeAgain();

private:
    // A library of three indexed articles, closed again.
    void storeThreeArticles();
    // Opens the library and checks what a search for "lighthouse" finds before and after the
    // queue is indexed.
    void expectEveryArticleQueuedAndFoundAgain();
    // Runs sql on the closed library's search file through a connection of its own.
    bool changeSearchFileByHand(const QString &sql);

    QTemporaryDir m_dir;
    QString m_path;
};

void TestSearchFile::init()
{
    static int n = 0;
    m_path = m_dir.filePath(u"library-%1.sqlite"_s.arg(++n));
}

bool TestSearchFile::changeSearchFileByHand(const QString &sql)
{
    bool changed = false;
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-search"_s);
        raw.setDatabaseName(SearchFile::pathFor(m_path));
        changed = raw.open() && QSqlQuery(raw).exec(sql);
        raw.close();
    }
    QSqlDatabase::removeDatabase(u"raw-search"_s);
    return changed;
}

void TestSearchFile::storeThreeArticles()
{
    Database db(m_path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    ParsedFeed feed;
    feed.title = u"Keeper's Log"_s;
    for (int i = 0; i < 3; ++i) {
        ParsedEntry entry;
        entry.id = u"e%1"_s.arg(i);
        entry.title = u"Lighthouse %1"_s.arg(i);
        entry.content = u"<p>The lamp turns.</p>"_s;
        feed.entries.append(entry);
    }
    const IngestResult stored =
        FeedIngest::ingest(db.connection(), QUrl(u"http://127.0.0.1/log.xml"_s), feed);
    QVERIFY2(stored.ok, qPrintable(stored.error));
    QCOMPARE(SearchIndexer(db.connection()).queuedCount(), 0);
    QCOMPARE(SearchStore(db.connection()).count(SearchQuery::parse(u"lighthouse"_s)), 3);
}

void TestSearchFile::expectEveryArticleQueuedAndFoundAgain()
{
    Database db(m_path);
    QVERIFY2(db.open(), qPrintable(db.errorString()));
    QCOMPARE(ArticleStore(db.connection()).count({}).total, 3);
    SearchIndexer indexer(db.connection());
    QCOMPARE(indexer.queuedCount(), 3);
    SearchStore search(db.connection());
    QCOMPARE(search.count(SearchQuery::parse(u"lighthouse"_s)), 3); // by their text meanwhile
    QCOMPARE(indexer.indexQueued(100), 3);
    QCOMPARE(indexer.queuedCount(), 0);
    QCOMPARE(search.count(SearchQuery::parse(u"lighthouse"_s)), 3);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(u"SELECT count(*) FROM search_words WHERE search_words MATCH 'lamp'"_s) &&
            query.next());
    QCOMPARE(query.value(0).toInt(), 3);
}

void TestSearchFile::sitsBesideTheLibrary()
{
    QCOMPARE(SearchFile::pathFor(u"/data/library.sqlite"_s), u"/data/library.sqlite-search"_s);
    QCOMPARE(SearchFile::pathFor(u":memory:"_s), u":memory:"_s);
    storeThreeArticles();
    QVERIFY(QFile::exists(SearchFile::pathFor(m_path)));
    // The library itself holds no index.
    QSqlDatabase raw = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
    raw.setDatabaseName(m_path);
    QVERIFY(raw.open());
    {
        QSqlQuery query(raw);
        QVERIFY(
            query.exec(u"SELECT count(*) FROM sqlite_schema WHERE name LIKE 'search_words%'"_s) &&
            query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }
    raw.close();
    raw = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"raw"_s);
}

void TestSearchFile::aLostFileIsMadeAgainFromTheArticles()
{
    storeThreeArticles();
    QVERIFY(QFile::remove(SearchFile::pathFor(m_path)));
    expectEveryArticleQueuedAndFoundAgain();
}

void TestSearchFile::anUnreadableFileIsReplaced()
{
    storeThreeArticles();
    QFile file(SearchFile::pathFor(m_path));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QByteArray(16384, 'x'));
    file.close();
    expectEveryArticleQueuedAndFoundAgain();
}

// A library put back from a backup has a shorter queue history than the search file has seen:
// the file's mark would pass over the entries to come.
void TestSearchFile::aFileOfAnotherCopyOfTheLibraryIsMadeAgain()
{
    storeThreeArticles();
    QVERIFY(changeSearchFileByHand(u"UPDATE search_state SET done = done + 100"_s));
    expectEveryArticleQueuedAndFoundAgain();
}

void TestSearchFile::aFileWithoutItsStateIsMadeAgain()
{
    storeThreeArticles();
    QVERIFY(changeSearchFileByHand(u"DELETE FROM search_state"_s));
    expectEveryArticleQueuedAndFoundAgain();
}

LECTERN_TEST_GUILESS_MAIN(tst_searchfile, TestSearchFile)
#include "tst_searchfile.moc"
