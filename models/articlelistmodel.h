// The article list: one row per article, newest first, unread rows in bold.
#pragma once

#include "library/records.h"

#include <QAbstractTableModel>

namespace Lectern {

class ArticleListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, FeedColumn, PublishedColumn, ColumnCount };

    explicit ArticleListModel(QObject *parent = nullptr);

    void setArticles(const QList<ArticleSummary> &articles);
    const ArticleSummary *articleAt(int row) const;
    int rowForArticle(qint64 articleId) const;
    // Reflects a change already stored in the library.
    void setRead(int row, bool read);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<ArticleSummary> m_articles;
};

} // namespace Lectern
