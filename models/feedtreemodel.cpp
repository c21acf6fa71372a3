#include "models/feedtreemodel.h"

#include "models/itemroles.h"

using namespace Qt::StringLiterals;

namespace Lectern {

FeedTreeModel::FeedTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<FeedTreeItem>(FeedTreeItem::Kind::Root, 0, QString()))
{
    m_allArticles = m_root->appendChild(
        std::make_unique<FeedTreeItem>(FeedTreeItem::Kind::AllArticles, 0, tr("All Articles")));
}

FeedTreeModel::~FeedTreeModel() = default;

void FeedTreeModel::setFeeds(const QList<FeedRecord> &feeds)
{
    if (sameFeeds(feeds)) {
        updateCounts(feeds);
        return;
    }
    beginResetModel();
    m_root = std::make_unique<FeedTreeItem>(FeedTreeItem::Kind::Root, 0, QString());
    m_allArticles = m_root->appendChild(
        std::make_unique<FeedTreeItem>(FeedTreeItem::Kind::AllArticles, 0, tr("All Articles")));
    int unread = 0;
    int total = 0;
    for (const FeedRecord &feed : feeds) {
        auto *item = m_root->appendChild(
            std::make_unique<FeedTreeItem>(FeedTreeItem::Kind::Feed, feed.id, feed.title));
        item->setCounts(feed.unreadCount, feed.totalCount);
        item->setLastError(feed.lastError);
        unread += feed.unreadCount;
        total += feed.totalCount;
    }
    m_allArticles->setCounts(unread, total);
    endResetModel();
}

bool FeedTreeModel::sameFeeds(const QList<FeedRecord> &feeds) const
{
    if (feeds.size() + 1 != m_root->childCount())
        return false;
    for (int i = 0; i < feeds.size(); ++i) {
        const FeedTreeItem *item = m_root->child(i + 1);
        if (item->id() != feeds[i].id || item->title() != feeds[i].title)
            return false;
    }
    return true;
}

// Counts change on every read or refresh: update them in place so selection and scroll stay.
void FeedTreeModel::updateCounts(const QList<FeedRecord> &feeds)
{
    int unread = 0;
    int total = 0;
    for (int i = 0; i < feeds.size(); ++i) {
        FeedTreeItem *item = m_root->child(i + 1);
        item->setCounts(feeds[i].unreadCount, feeds[i].totalCount);
        item->setLastError(feeds[i].lastError);
        unread += feeds[i].unreadCount;
        total += feeds[i].totalCount;
    }
    m_allArticles->setCounts(unread, total);
    Q_EMIT dataChanged(index(0, 0), index(m_root->childCount() - 1, ColumnCount - 1));
}

QModelIndex FeedTreeModel::indexForFeed(qint64 feedId) const
{
    for (int row = 0; row < m_root->childCount(); ++row) {
        const FeedTreeItem *item = m_root->child(row);
        if (item->kind() == FeedTreeItem::Kind::Feed && item->id() == feedId)
            return index(row, 0);
    }
    return {};
}

QModelIndex FeedTreeModel::allArticlesIndex() const
{
    return index(0, 0);
}

FeedTreeItem *FeedTreeModel::itemAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<FeedTreeItem *>(index.internalPointer()) : m_root.get();
}

QModelIndex FeedTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    FeedTreeItem *child = itemAt(parent)->child(row);
    return child ? createIndex(row, column, child) : QModelIndex();
}

QModelIndex FeedTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    FeedTreeItem *parentItem = itemAt(child)->parent();
    if (!parentItem || parentItem == m_root.get())
        return {};
    return createIndex(parentItem->row(), 0, parentItem);
}

int FeedTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return itemAt(parent)->childCount();
}

int FeedTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant FeedTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const FeedTreeItem *item = itemAt(index);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == UnreadColumn)
            return item->unreadCount() > 0 ? QVariant(item->unreadCount()) : QVariant();
        return item->title();
    case Qt::ToolTipRole:
        if (!item->lastError().isEmpty())
            return tr("Last refresh failed: %1").arg(item->lastError());
        return item->title();
    case Qt::TextAlignmentRole:
        if (index.column() == UnreadColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case NodeKindRole:
        return int(item->kind());
    case FeedIdRole:
        return item->kind() == FeedTreeItem::Kind::Feed ? QVariant(item->id()) : QVariant();
    case UnreadCountRole:
        return item->unreadCount();
    case TotalCountRole:
        return item->totalCount();
    case LastErrorRole:
        return item->lastError();
    default:
        return {};
    }
}

} // namespace Lectern
