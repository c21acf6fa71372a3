// The side panel: "All Articles" and then every feed, with unread counts in column 1.
#pragma once

#include "library/records.h"
#include "models/feedtreeitem.h"

#include <QAbstractItemModel>
#include <memory>

namespace Lectern {

class FeedTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, UnreadColumn, ColumnCount };

    explicit FeedTreeModel(QObject *parent = nullptr);
    ~FeedTreeModel() override;

    // Replaces the feeds; rows of feeds still present keep their place when counts change.
    void setFeeds(const QList<FeedRecord> &feeds);
    QModelIndex indexForFeed(qint64 feedId) const;
    QModelIndex allArticlesIndex() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    FeedTreeItem *itemAt(const QModelIndex &index) const;
    bool sameFeeds(const QList<FeedRecord> &feeds) const;
    void updateCounts(const QList<FeedRecord> &feeds);

    std::unique_ptr<FeedTreeItem> m_root;
    FeedTreeItem *m_allArticles = nullptr;
};

} // namespace Lectern
