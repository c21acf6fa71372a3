#include "models/articlelistmodel.h"
#include "models/itemroles.h"
#include "testregistry.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

class TestArticleListModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsArticles();
    void unreadIsBoldUntilRead();
    void untitledGetsPlaceholder();
    void pagesLoadAsNeeded();
    void newArticlesGoInAsBlocks();
};

namespace {
QList<ArticleSummary> sample()
{
    ArticleSummary a;
    a.id = 1;
    a.feedId = 5;
    a.feedTitle = u"Systems"_s;
    a.title = u"Reading the scheduler"_s;
    a.link = QUrl(u"http://127.0.0.1/a"_s);
    a.published = QDateTime(QDate(2026, 3, 1), QTime(8, 0), QTimeZone::UTC);
    ArticleSummary b = a;
    b.id = 2;
    b.title.clear();
    b.read = true;
    return {a, b};
}
} // namespace

void TestArticleListModel::showsArticles()
{
    ArticleListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSource([](int offset, int limit) { return sample().mid(offset, limit); });
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), int(ArticleListModel::ColumnCount));
    QCOMPARE(model.index(0, ArticleListModel::TitleColumn).data().toString(),
             u"Reading the scheduler"_s);
    QCOMPARE(model.index(0, ArticleListModel::FeedColumn).data().toString(), u"Systems"_s);
    QVERIFY(!model.index(0, ArticleListModel::PublishedColumn).data().toString().isEmpty());
    QCOMPARE(model.index(0, 0).data(ArticleIdRole).toLongLong(), 1);
    QCOMPARE(model.index(0, 0).data(UrlRole).toUrl(), QUrl(u"http://127.0.0.1/a"_s));
    QCOMPARE(model.rowForArticle(2), 1);
    QCOMPARE(model.rowForArticle(99), -1);
    QVERIFY(!model.headerData(0, Qt::Horizontal).toString().isEmpty());
}

void TestArticleListModel::unreadIsBoldUntilRead()
{
    ArticleListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSource([](int offset, int limit) { return sample().mid(offset, limit); });
    QVERIFY(model.index(0, 0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model.index(1, 0).data(Qt::FontRole).isValid());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setRead(0, true);
    QCOMPARE(changed.count(), 1);
    QVERIFY(model.index(0, 0).data(ReadRole).toBool());
    QVERIFY(!model.index(0, 0).data(Qt::FontRole).isValid());
    model.setRead(0, true); // no change, no signal
    QCOMPARE(changed.count(), 1);
}

void TestArticleListModel::untitledGetsPlaceholder()
{
    ArticleListModel model;
    model.setSource([](int offset, int limit) { return sample().mid(offset, limit); });
    QVERIFY(!model.index(1, 0).data().toString().isEmpty());
}

void TestArticleListModel::pagesLoadAsNeeded()
{
    QList<ArticleSummary> all;
    for (int i = 0; i < 25; ++i) {
        ArticleSummary a;
        a.id = i + 1;
        a.title = u"Article %1"_s.arg(i + 1);
        all.append(a);
    }
    QList<QPair<int, int>> requests;
    // No QAbstractItemModelTester here: it fetches more by itself while checking, which would
    // hide when pages load (the other tests run the model under it).
    ArticleListModel model;
    model.setSource(
        [&](int offset, int limit) {
            requests.append({offset, limit});
            return all.mid(offset, limit);
        },
        10);
    QCOMPARE(model.rowCount(), 10);
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 20);
    model.fetchMore({});
    QCOMPARE(model.rowCount(), 25);
    QVERIFY(!model.canFetchMore({})); // a short page was the last
    QCOMPARE(requests, (QList<QPair<int, int>>{{0, 10}, {10, 10}, {20, 10}}));
    QCOMPARE(model.index(24, 0).data().toString(), u"Article 25"_s);
}

// A refresh's new articles: those between the same two rows arrive as one insertion, in the
// list's order; one that sorts below the rows loaded waits for its page.
void TestArticleListModel::newArticlesGoInAsBlocks()
{
    const QDateTime day(QDate(2026, 3, 1), QTime(8, 0), QTimeZone::UTC);
    const auto article = [&](qint64 id, int hoursAfter) {
        ArticleSummary a;
        a.id = id;
        a.title = u"Article %1"_s.arg(id);
        a.listedAt = day.addSecs(hoursAfter * 3600);
        return a;
    };
    // Loaded: 10 (hour 10) and 20 (hour 0), with more below (no model tester here: it would
    // fetch the next page).
    ArticleListModel model;
    model.setSource(
        [&](int offset, int limit) {
            return QList<ArticleSummary>{article(10, 10), article(20, 0), article(30, -5)}.mid(
                offset, limit);
        },
        2);
    QCOMPARE(model.rowCount(), 2);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const int added =
        model.insertArticles({article(41, 12), article(42, 5), article(43, 13), article(44, 11),
                              article(45, -3), article(10, 10), article(46, 6)});
    QCOMPARE(added, 5);
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(inserted.at(0).at(1).toInt(), 0); // 43, 41, 44 above 10
    QCOMPARE(inserted.at(0).at(2).toInt(), 2);
    QCOMPARE(inserted.at(1).at(1).toInt(), 4); // 46, 42 between 10 and 20
    QCOMPARE(inserted.at(1).at(2).toInt(), 5);
    QList<qint64> order;
    for (int row = 0; row < model.rowCount(); ++row)
        order << model.index(row, 0).data(ArticleIdRole).toLongLong();
    QCOMPARE(order, (QList<qint64>{43, 41, 44, 10, 46, 42, 20}));
}

LECTERN_TEST_MAIN(tst_articlelistmodel, TestArticleListModel)
#include "tst_articlelistmodel.moc"
