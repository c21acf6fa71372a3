#include "feeds/opml/opmlreader.h"
#include "feeds/opml/opmlwriter.h"
#include "library/database/database.h"
#include "library/exchange/opmlexchange.h"
#include "library/stores/feedstore.h"
#include "library/stores/shelfstore.h"
#include "sharedlibraryfile.h"
#include "testregistry.h"

#include <QFile>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestOpmlExchange : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void nestedGroupsBecomeShelves();
    void importingTwiceAddsNothing();
    void exportRoundTrips();
    void failedImportChangesNothing();
    void importIntoALockedFileSaysSo();

private:
    OpmlDocument fixture(const char *name);
    std::unique_ptr<Database> m_db;
};

void TestOpmlExchange::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY(m_db->open());
}

void TestOpmlExchange::cleanup()
{
    m_db.reset();
}

OpmlDocument TestOpmlExchange::fixture(const char *name)
{
    QFile file(QStringLiteral(LECTERN_TEST_DATA "/feeds/opml/") + QLatin1StringView(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return OpmlReader::parse(file.readAll()).document;
}

void TestOpmlExchange::nestedGroupsBecomeShelves()
{
    const OpmlImportResult result =
        OpmlExchange::importDocument(m_db->connection(), fixture("nested.opml"));
    QVERIFY2(result.ok, qPrintable(result.error));
    QCOMPARE(result.feedsAdded, 5);
    QCOMPARE(result.shelvesAdded, 3);
    ShelfStore shelves(m_db->connection());
    QVERIFY(shelves.find(u"Technology/Compilers"_s));
    QVERIFY(shelves.find(u"Cooking"_s));
    FeedStore feeds(m_db->connection());
    const auto compilerFeed = feeds.idForUrl(QUrl(u"https://example.com/compilers/feed"_s));
    QVERIFY(compilerFeed);
    QCOMPARE(feeds.feed(*compilerFeed)->shelfId, *shelves.find(u"Technology/Compilers"_s));
    QCOMPARE(feeds.feed(*compilerFeed)->title, u"Example Compiler Blog"_s);
    const auto unfiled = feeds.idForUrl(QUrl(u"https://example.com/unfiled.xml"_s));
    QCOMPARE(feeds.feed(*unfiled)->shelfId, 0);
}

void TestOpmlExchange::importingTwiceAddsNothing()
{
    QVERIFY(OpmlExchange::importDocument(m_db->connection(), fixture("nested.opml")).ok);
    const OpmlImportResult again =
        OpmlExchange::importDocument(m_db->connection(), fixture("nested.opml"));
    QVERIFY(again.ok);
    QCOMPARE(again.feedsAdded, 0);
    QCOMPARE(again.feedsKnown, 5);
    QCOMPARE(again.shelvesAdded, 0);
}

void TestOpmlExchange::exportRoundTrips()
{
    QVERIFY(OpmlExchange::importDocument(m_db->connection(), fixture("nested.opml")).ok);
    const OpmlDocument exported = OpmlExchange::exportDocument(m_db->connection());
    const OpmlParseResult reread = OpmlReader::parse(OpmlWriter::write(exported));
    QVERIFY(reread.ok);
    QCOMPARE(reread.document, exported);
    // Into a fresh library and out again: the same document.
    Database other(u":memory:"_s);
    QVERIFY(other.open());
    QVERIFY(OpmlExchange::importDocument(other.connection(), reread.document).ok);
    QCOMPARE(OpmlWriter::write(OpmlExchange::exportDocument(other.connection())),
             OpmlWriter::write(exported));
    // Every feed of the original is there, in a group of the same name.
    const QByteArray text = OpmlWriter::write(exported);
    QVERIFY(text.contains("Technology"));
    QVERIFY(text.contains("https://example.org/parsing.atom"));
    QVERIFY(text.contains("Bread &amp; Butter"));
}

void TestOpmlExchange::failedImportChangesNothing()
{
    QSqlQuery query(m_db->connection());
    // The fourth feed insert fails: nothing of the import may remain.
    QVERIFY(query.exec(u"CREATE TRIGGER refuse BEFORE INSERT ON feeds"
                       " WHEN (SELECT count(*) FROM feeds) >= 3"
                       " BEGIN SELECT RAISE(ABORT, 'quota'); END"_s));
    const OpmlImportResult result =
        OpmlExchange::importDocument(m_db->connection(), fixture("nested.opml"));
    QVERIFY(!result.ok);
    QVERIFY(result.error.contains(u"quota"_s));
    QVERIFY(FeedStore(m_db->connection()).feeds().isEmpty());
    QVERIFY(ShelfStore(m_db->connection()).shelves().isEmpty());
}

// The app's writer may hold the file while the command line imports: the import waits for the
// busy timeout, then says the file is locked and adds nothing.
void TestOpmlExchange::importIntoALockedFileSaysSo()
{
    SharedLibraryFile file;
    const QString opened = file.open();
    QVERIFY2(opened.isEmpty(), qPrintable(opened));
    QVERIFY(file.holdWriteLock()); // the app's writer, mid-commit
    const QSqlDatabase importing = file.second.connection();
    const OpmlImportResult locked = OpmlExchange::importDocument(importing, fixture("nested.opml"));
    QVERIFY(!locked.ok);
    QVERIFY2(locked.error.contains(u"locked"_s), qPrintable(locked.error));
    QVERIFY(file.releaseWriteLock());
    QVERIFY(FeedStore(importing).feeds().isEmpty());
    const OpmlImportResult later = OpmlExchange::importDocument(importing, fixture("nested.opml"));
    QVERIFY2(later.ok, qPrintable(later.error));
    QCOMPARE(later.feedsAdded, 5);
}

LECTERN_TEST_GUILESS_MAIN(tst_opmlexchange, TestOpmlExchange)
#include "tst_opmlexchange.moc"
