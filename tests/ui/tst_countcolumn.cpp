// The side panel's count column: as wide as All Articles' total needs, resized only when that
// number gains or loses a digit, never by measuring the rows.
#include "models/feedtreemodel.h"
#include "testregistry.h"
#include "ui/sidepanel/countcolumn.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace Lectern;

class TestCountColumn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsTheDigitsOfTheTotal();
};

void TestCountColumn::followsTheDigitsOfTheTotal()
{
    QTreeView view;
    FeedTreeModel model;
    view.setModel(&model);
    FeedTreeModel::Content content;
    content.all = ArticleCounts{3, 7};
    model.setContent(content);
    CountColumn column(&view, &model, FeedTreeModel::CountColumn);
    QHeaderView *header = view.header();
    QCOMPARE(header->sectionResizeMode(FeedTreeModel::CountColumn), QHeaderView::Fixed);
    QCOMPARE(header->sectionSize(FeedTreeModel::CountColumn), column.widthFor(1));
    QVERIFY(column.widthFor(6) > column.widthFor(1));

    QSignalSpy resized(header, &QHeaderView::sectionResized);
    content.all = ArticleCounts{120, 222800};
    model.setContent(content); // counts only: dataChanged
    QCOMPARE(header->sectionSize(FeedTreeModel::CountColumn), column.widthFor(6));
    QCOMPARE(resized.count(), 1);
    content.all = ArticleCounts{90, 222811}; // as many digits: left as it is
    model.setContent(content);
    QCOMPARE(resized.count(), 1);
}

LECTERN_TEST_MAIN(tst_countcolumn, TestCountColumn)
#include "tst_countcolumn.moc"
