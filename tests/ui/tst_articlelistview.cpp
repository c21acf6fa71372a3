// The article list's view reads pages of the list as it is scrolled, not at every layout: a
// refresh that brings new rows to the top must not read the library's next page each time.
#include "models/articlelistmodel.h"
#include "testregistry.h"
#include "ui/articles/articlelistview.h"

#include <QScrollBar>
#include <QTest>

using namespace Lectern;
using namespace Qt::StringLiterals;

class TestArticleListView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void arrivalsReadNoPage();
    void rowsFillATallView();
};

namespace {

ArticleSummary article(qint64 id)
{
    ArticleSummary summary;
    summary.id = id;
    summary.feedId = 1;
    summary.title = u"Post %1"_s.arg(id);
    summary.listedAt = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000 + id * 60'000);
    return summary;
}

// A library of count articles, newest first, that counts the pages read from it.
struct Library
{
    explicit Library(int count)
    {
        for (int id = count; id >= 1; --id)
            articles.append(article(id));
    }
    ArticleListModel::PageSource source()
    {
        return [this](int offset, int limit) {
            ++pagesRead;
            return articles.mid(offset, limit);
        };
    }
    QList<ArticleSummary> articles;
    int pagesRead = 0;
};

// The library's list in a view of this height, pages of pageSize rows, shown.
bool showList(Library &library, int pageSize, int height, ArticleListModel &model,
              ArticleListView &view)
{
    model.setSource(library.source(), pageSize);
    view.setUniformRowHeights(true);
    view.setModel(&model);
    view.resize(500, height);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

} // namespace

void TestArticleListView::arrivalsReadNoPage()
{
    Library library(1000);
    ArticleListModel model;
    ArticleListView view;
    QVERIFY(showList(library, 50, 300, model, view));
    QTest::qWait(50);
    const int pages = library.pagesRead;
    const int loaded = model.rowCount();
    QVERIFY(loaded < 1000);
    QVERIFY(view.verticalScrollBar()->maximum() > 0);

    // Each arrival is laid out at once, as the window does to keep its top row in place.
    for (int i = 1; i <= 5; ++i) {
        const ArticleSummary newer = article(1000 + i);
        library.articles.prepend(newer);
        QCOMPARE(model.insertArticles({newer}), 1);
        view.scrollTo(model.index(0, 0), QAbstractItemView::PositionAtTop);
        QTest::qWait(10);
    }
    QCOMPARE(library.pagesRead, pages);
    QCOMPARE(model.rowCount(), loaded + 5);

    // Scrolled to its end, the list reads its next page.
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum());
    QCOMPARE(library.pagesRead, pages + 1);
    QCOMPARE(model.rowCount(), loaded + 5 + 50);
    QCOMPARE(model.articleAt(loaded + 5)->id, library.articles.at(loaded + 5).id);
}

void TestArticleListView::rowsFillATallView()
{
    Library library(100);
    ArticleListModel model;
    ArticleListView view;
    QVERIFY(showList(library, 3, 400, model, view));
    // Three rows leave the view's foot empty: pages follow until they do not.
    QTRY_VERIFY(view.verticalScrollBar()->maximum() > 0);
    QVERIFY(model.rowCount() > 3);
    QVERIFY(model.rowCount() < 100);
}

LECTERN_TEST_MAIN(tst_articlelistview, TestArticleListView)
#include "tst_articlelistview.moc"
