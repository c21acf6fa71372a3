// Paints an article's title in the list: an icon before the title of a row kept for offline
// reading (CapturedRole), and the words a search looks for marked in the title.
#pragma once

#include <QIcon>
#include <QStringList>
#include <QStyledItemDelegate>

namespace Lectern {

class ArticleTitleDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit ArticleTitleDelegate(QObject *parent = nullptr);

    // The words and phrases to mark (case does not matter); empty: none.
    void setNeedles(const QStringList &needles) { m_needles = needles; }
    const QStringList &needles() const { return m_needles; }
    // Where the needles are in text, as (start, length) pairs in order, never overlapping.
    static QList<std::pair<int, int>> matches(const QString &text, const QStringList &needles);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    QIcon m_mark;
    QStringList m_needles;
};

} // namespace Lectern
