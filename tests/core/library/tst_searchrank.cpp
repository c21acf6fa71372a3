#include "library/database/database.h"
#include "library/database/searchrank.h"
#include "library/search/phraseweights.h"
#include "library/search/searchindexer.h"
#include "searchtestlibrary.h"
#include "testregistry.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using namespace Lectern;

// lectern_rank() must order matches as bm25() does when given bm25()'s own phrase weights,
// and let the caller's weights decide between phrases.
class TestSearchRank : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void isInstalledOnLibraryConnections();
    void scoresAsBm25WithItsWeights();
    void weightsDecideBetweenPhrases();
    void inverseFrequencyAsBm25();
    void callListsWeights();
    void weighsPhrasesByTheirShareOfArticles();

private:
    void exec(const QString &sql) { SearchTestLibrary::exec(m_db->connection(), sql); }
    void indexArticlesWrittenByHand()
    {
        SearchTestLibrary::indexArticlesWrittenByHand(m_db->connection());
    }
    // id -> score for every match of `match`, scored by `score` (a column expression).
    QMap<qint64, double> scores(const QString &match, const QString &score,
                                const QString &rankCall = {});

    std::unique_ptr<Database> m_db;
};

void TestSearchRank::init()
{
    m_db = std::make_unique<Database>(u":memory:"_s);
    QVERIFY2(m_db->open(), qPrintable(m_db->errorString()));
    exec(u"INSERT INTO feeds (id, url, title, added_at) VALUES"
         " (1, 'https://example.com/a.xml', 'Systems Weekly', 0)"_s);
    // Titles weigh more than bodies, short rows more than long ones; "barrier" is rarer than
    // "memory".
    exec(u"INSERT INTO articles (id, feed_id, guid, title, content, added_at) VALUES"
         " (1, 1, 'a', 'Memory barriers', '<p>A barrier orders memory accesses.</p>', 0),"
         " (2, 1, 'b', 'Notes', '<p>memory memory memory and a long tail of other words"
         " about caches and queues and locks</p>', 0),"
         " (3, 1, 'c', 'Memory', '<p>allocation</p>', 0),"
         " (4, 1, 'd', 'Queues', '<p>a barrier of sorts</p>', 0),"
         " (5, 1, 'e', 'Caches', '<p>memory hierarchy</p>', 0)"_s);
    indexArticlesWrittenByHand();
}

void TestSearchRank::cleanup()
{
    m_db.reset();
}

QMap<qint64, double> TestSearchRank::scores(const QString &match, const QString &score,
                                            const QString &rankCall)
{
    QSqlQuery query(m_db->connection());
    QString sql = u"SELECT rowid, %1 FROM search_words WHERE search_words MATCH ?"_s.arg(score);
    if (!rankCall.isEmpty())
        sql += u" AND rank MATCH ?"_s;
    query.prepare(sql);
    query.addBindValue(match);
    if (!rankCall.isEmpty())
        query.addBindValue(rankCall);
    QMap<qint64, double> result;
    if (!query.exec()) {
        qWarning("%s", qPrintable(query.lastError().text()));
        return result;
    }
    while (query.next())
        result.insert(query.value(0).toLongLong(), query.value(1).toDouble());
    return result;
}

void TestSearchRank::isInstalledOnLibraryConnections()
{
#ifdef Q_OS_LINUX
    QVERIFY(SearchRank::isInstalled(m_db->connection()));
#else
    QSKIP("lectern_rank() is registered where Qt's SQLite driver uses the system's SQLite");
#endif
    const QString name = m_db->connection().connectionName();
    m_db.reset();
    QVERIFY(!SearchRank::isInstalled(QSqlDatabase::database(name, false)));
}

void TestSearchRank::scoresAsBm25WithItsWeights()
{
    if (!SearchRank::isInstalled(m_db->connection()))
        QSKIP("lectern_rank() is not installed on this platform");
    // bm25()'s weights for "memory" (4 of 5 articles) and "barrier" (2 of 5).
    const double memory = SearchRank::inverseFrequency(5, 4);
    const double barrier = SearchRank::inverseFrequency(5, 2);
    for (const auto &[match, weights] :
         {std::pair{u"memory"_s, QList<double>{memory}},
          std::pair{u"memory OR barrier"_s, QList<double>{memory, barrier}},
          std::pair{u"memory barrier"_s, QList<double>{memory, barrier}}}) {
        const QMap<qint64, double> expected =
            scores(match, u"bm25(search_words, 10.0, 3.0, 1.0, 1.0, 3.0, 5.0)"_s);
        const QMap<qint64, double> actual = scores(match, u"rank"_s, SearchRank::call(weights));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(actual.keys(), expected.keys());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(std::abs(actual.value(it.key()) - it.value()) < 1e-5,
                     qPrintable(u"%1: article %2 scored %3, bm25 %4"_s.arg(match)
                                    .arg(it.key())
                                    .arg(actual.value(it.key()))
                                    .arg(it.value())));
    }
}

void TestSearchRank::weightsDecideBetweenPhrases()
{
    if (!SearchRank::isInstalled(m_db->connection()))
        QSKIP("lectern_rank() is not installed on this platform");
    // Article 4 holds only "barrier", article 3 only "memory", in rows of the same length.
    const auto barrierHeavy =
        scores(u"memory OR barrier"_s, u"rank"_s, SearchRank::call({0.1, 5.0}));
    QVERIFY(barrierHeavy.value(4) < barrierHeavy.value(3)); // lower is better
    const auto memoryHeavy =
        scores(u"memory OR barrier"_s, u"rank"_s, SearchRank::call({5.0, 0.1}));
    QVERIFY(memoryHeavy.value(3) < memoryHeavy.value(4));
    // Missing weights count as 1.
    const auto plain = scores(u"memory"_s, u"rank"_s, SearchRank::call({}));
    const auto one = scores(u"memory"_s, u"rank"_s, SearchRank::call({1.0}));
    QCOMPARE(plain, one);
}

void TestSearchRank::inverseFrequencyAsBm25()
{
    QCOMPARE(SearchRank::inverseFrequency(100, 9.5), std::log(91.0 / 10.0));
    // In more than half the rows: a small positive weight, never zero or negative.
    QVERIFY(SearchRank::inverseFrequency(100, 80) > 0);
    QVERIFY(SearchRank::inverseFrequency(100, 80) < 0.001);
}

void TestSearchRank::callListsWeights()
{
    QCOMPARE(SearchRank::call({}), u"lectern_rank()"_s);
    QCOMPARE(SearchRank::call({1.5, 0.25}), u"lectern_rank(1.500000, 0.250000)"_s);
}

void TestSearchRank::weighsPhrasesByTheirShareOfArticles()
{
    if (!SearchRank::isInstalled(m_db->connection()))
        QSKIP("lectern_rank() is not installed on this platform");
    PhraseWeights weights(m_db->connection());
    // "barrier" (2 of 5 articles) weighs more than "memory" (4 of 5).
    const QString both =
        weights.rankFor(u"search_words"_s, {u"\"memory\""_s, u"\"barrier\""_s}, 2).toString();
    const QStringList values = both.sliced(13).chopped(1).split(u", "_s);
    QCOMPARE(values.size(), 2);
    QVERIFY2(values.at(0).toDouble() < values.at(1).toDouble(), qPrintable(both));
    QCOMPARE(both, SearchRank::call(
                       {SearchRank::inverseFrequency(5, 4), SearchRank::inverseFrequency(5, 2)}));
    // A lone wanted phrase (beside an excluded one) is not weighed: the weight would scale
    // every score alike.
    QCOMPARE(weights.rankFor(u"search_words"_s, {u"\"memory\""_s, u"\"queues\""_s}, 1),
             QVariant(SearchRank::call({})));
}

LECTERN_TEST_GUILESS_MAIN(tst_searchrank, TestSearchRank)
#include "tst_searchrank.moc"
