// The article list's date column, as wide as the widest date ListDate can write in the UI's
// language. Qt's ResizeToContents measured the list's loaded rows again after every reset:
// 10-50 ms of each shelf change on a large library, and again as a refresh added rows.
#pragma once

#include <QObject>

class QTreeView;

namespace Lectern {

class DateColumn : public QObject
{
    Q_OBJECT
public:
    DateColumn(QTreeView *view, int column);

    // The widest of the forms ListDate writes (a time today, yesterday, a weekday, a day of this
    // year and of another), and at least the header's title.
    int fittingWidth() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    QTreeView *m_view;
    int m_column;
};

} // namespace Lectern
