// A read-later export into the library's saved pages: states, tags and folders kept, a second
// import of the same file leaves everything as it was, capture queued for every page.
#include "feeds/savedpage/savedpage.h"
#include "library/database/database.h"
#include "library/exchange/readlaterimport.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "testregistry.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestReadLaterImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void pagesKeepTheirStatesTagsAndFolders();
    void aSecondImportChangesNothing();

private:
    static QList<ReadLaterItem> items();
    std::unique_ptr<Database> m_db;
};

void TestReadLaterImport::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY(m_db->open());
}

void TestReadLaterImport::cleanup()
{
    m_db.reset();
}

QList<ReadLaterItem> TestReadLaterImport::items()
{
    const auto at = [](int day) {
        return QDateTime(QDate(2026, 11, day), QTime(9, 0), QTimeZone::UTC);
    };
    return {
        {QUrl(u"https://a.example/raft/"_s), u"Raft"_s, at(1), {u"consensus"_s}, {}, true, false},
        {QUrl(u"https://a.example/tokio/"_s), u"Tokio"_s, at(2), {}, u"Rust/Async"_s, false, true},
        {QUrl(u"https://a.example/btree/"_s),
         u"B-trees"_s,
         at(3),
         {},
         u"Rust/Async"_s,
         false,
         false},
        {QUrl(u"https://a.example/raft/#again"_s), u"Raft again"_s, at(4), {}, {}, false, false},
    };
}

void TestReadLaterImport::pagesKeepTheirStatesTagsAndFolders()
{
    const ReadLaterImport::Result stored = ReadLaterImport::store(m_db->connection(), items());
    QVERIFY2(stored.ok, qPrintable(stored.error));
    QCOMPARE(stored.added, 3); // the page listed twice is one
    QCOMPARE(stored.shelvesAdded, 1);
    const auto feed = FeedStore(m_db->connection()).idForUrl(SavedPage::feedUrl());
    QVERIFY(feed);
    QVERIFY(FeedStore(m_db->connection()).feed(*feed)->saved);
    const ArticleStore articles(m_db->connection());
    const qint64 raft = *articles.idOf(*feed, u"https://a.example/raft/"_s);
    const qint64 tokio = *articles.idOf(*feed, u"https://a.example/tokio/"_s);
    const auto raftArticle = articles.summary(raft);
    QVERIFY(raftArticle->read);
    QCOMPARE(raftArticle->published, QDateTime(QDate(2026, 11, 1), QTime(9, 0), QTimeZone::UTC));
    QVERIFY(articles.summary(tokio)->starred);
    // The folder is one shelf, its slash no path.
    ShelfStore shelves(m_db->connection());
    QCOMPARE(shelves.shelves().size(), 1);
    QCOMPARE(shelves.shelves().first().name, u"Rust\u2215Async"_s);
    ArticleFilter onShelf;
    onShelf.shelfId = shelves.shelves().first().id;
    QCOMPARE(articles.articles(onShelf, 10).size(), 2);
    // Every page waits for its capture.
    QCOMPARE(CaptureStore(m_db->connection()).waiting(*feed).value_or(0), 3);
}

void TestReadLaterImport::aSecondImportChangesNothing()
{
    QVERIFY(ReadLaterImport::store(m_db->connection(), items()).ok);
    const auto feed = FeedStore(m_db->connection()).idForUrl(SavedPage::feedUrl());
    const qint64 raft = *ArticleStore(m_db->connection()).idOf(*feed, u"https://a.example/raft/"_s);
    QVERIFY(ArticleStore(m_db->connection()).setRead(raft, false)); // read again since
    const ReadLaterImport::Result again = ReadLaterImport::store(m_db->connection(), items());
    QVERIFY(again.ok);
    QCOMPARE(again.added, 0);
    QCOMPARE(again.known, 3);
    QCOMPARE(again.shelvesAdded, 0);
    QVERIFY(!ArticleStore(m_db->connection()).summary(raft)->read); // left as it was
}

LECTERN_TEST_GUILESS_MAIN(tst_readlaterimport, TestReadLaterImport)
#include "tst_readlaterimport.moc"
