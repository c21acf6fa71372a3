// The article list's date column: wide enough for every form of date the list writes, and
// never resized by measuring rows (a shelf change or a refresh's new rows cost no layout).
#include "models/listdate.h"
#include "testregistry.h"
#include "ui/articles/datecolumn.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace Lectern;

class TestDateColumn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitsEveryDateWithoutMeasuringRows();
};

void TestDateColumn::fitsEveryDateWithoutMeasuringRows()
{
    QTreeView view;
    QStandardItemModel model(0, 3);
    view.setModel(&model);
    DateColumn column(&view, 2);
    QHeaderView *header = view.header();
    QCOMPARE(header->sectionResizeMode(2), QHeaderView::Fixed);
    const int width = header->sectionSize(2);
    QCOMPARE(width, column.fittingWidth());

    QFont bold = view.font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const QDateTime now = QDateTime::currentDateTime();
    QSignalSpy resized(header, &QHeaderView::sectionResized);
    for (int daysAgo : {0, 1, 3, 6, 40, 200, 800, 5000}) {
        const QString text = ListDate::format(now.addDays(-daysAgo).addSecs(-3600), now);
        QVERIFY2(metrics.horizontalAdvance(text) < width, qPrintable(text));
        for (int i = 0; i < 100; ++i)
            model.appendRow({new QStandardItem(QStringLiteral("An article")),
                             new QStandardItem(QStringLiteral("A feed")), new QStandardItem(text)});
    }
    model.removeRows(0, model.rowCount());
    QCOMPARE(resized.count(), 0);
    QCOMPARE(header->sectionSize(2), width);

    // A larger font: the column follows it.
    QFont large = view.font();
    large.setPointSizeF(large.pointSizeF() * 2);
    view.setFont(large);
    QVERIFY(header->sectionSize(2) > width);
}

LECTERN_TEST_MAIN(tst_datecolumn, TestDateColumn)
#include "tst_datecolumn.moc"
