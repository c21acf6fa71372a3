// The side panel's count column, kept as wide as the largest count needs. Qt's
// ResizeToContents measured every row of the tree again on each count that changed: with a
// thousand feeds, 3-7 ms per feed a refresh stored, and stalls of 100-450 ms in the window.
// The widest count is All Articles' total (no shelf or feed counts more), so the width follows
// its number of digits alone.
#pragma once

#include <QObject>

class QTreeView;

namespace Lectern {

class FeedTreeModel;

class CountColumn : public QObject
{
    Q_OBJECT
public:
    CountColumn(QTreeView *view, FeedTreeModel *model, int column);

    // The width that fits a count of this many digits (ColumnWidth).
    int widthFor(int digits) const;

private:
    void fit();

    QTreeView *m_view;
    FeedTreeModel *m_model;
    int m_column;
    int m_digits = 0;
};

} // namespace Lectern
