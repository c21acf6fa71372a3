// The width a view's column needs for the widest of some texts in the view's bold font (unread
// rows are bold), with the margins a view gives its text: the fixed-width columns' one measure.
#pragma once

#include <QStringList>

class QTreeView;

namespace Lectern {

class ColumnWidth
{
public:
    static int forTexts(const QTreeView *view, const QStringList &texts);
};

} // namespace Lectern
