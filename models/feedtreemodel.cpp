#include "models/feedtreemodel.h"

#include "feeds/savedpage/savedpage.h"

#include "models/itemroles.h"

#include <QFont>
#include <QHash>
#include <QLocale>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>

using namespace Qt::StringLiterals;

namespace Lectern {

using Kind = FeedTreeItem::Kind;

FeedTreeModel::FeedTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(buildTree({}))
{
}

FeedTreeModel::~FeedTreeModel() = default;

std::unique_ptr<FeedTreeItem> FeedTreeModel::buildTree(const Content &content) const
{
    auto root = std::make_unique<FeedTreeItem>(Kind::Root, 0, QString());
    // Smart shelves are named when shown (smartTitle), in the language of that moment.
    const auto smart = [&](Kind kind, int unread, int total) {
        root->appendChild(std::make_unique<FeedTreeItem>(kind, 0, QString()))
            ->setCounts(unread, total);
    };
    // Counts read apart (updateCounts) stay as the tree shows them until the new ones come.
    const auto shown = [&](Kind kind, qint64 id) {
        const FeedTreeItem *item = m_root ? findItem(m_root.get(), kind, id) : nullptr;
        return item ? ArticleCounts{item->unreadCount(), item->totalCount()} : ArticleCounts{};
    };
    const ArticleCounts starred = content.smartCounted ? content.starred : shown(Kind::Starred, 0);
    const ArticleCounts today = content.smartCounted ? content.today : shown(Kind::Today, 0);
    const ArticleCounts offline = content.smartCounted ? content.offline : shown(Kind::Offline, 0);
    const ArticleCounts highlights =
        content.smartCounted ? content.highlights : shown(Kind::Highlights, 0);
    smart(Kind::AllArticles, content.all.unread, content.all.total);
    smart(Kind::Unread, content.all.unread, content.all.unread);
    smart(Kind::Starred, starred.unread, starred.total);
    smart(Kind::Today, today.unread, today.total);
    smart(Kind::Offline, offline.unread, offline.total);
    smart(Kind::Highlights, highlights.unread, highlights.total);
    // The saved pages sit with the smart shelves: a place of the library's own, not a feed
    // followed (their articles show on other shelves too when put there).
    const auto addFeed = [](FeedTreeItem *parentItem, const FeedRecord &feed) {
        FeedTreeItem *item = parentItem->appendChild(
            std::make_unique<FeedTreeItem>(Kind::Feed, feed.id, feed.title));
        item->setCounts(feed.unreadCount, feed.totalCount);
        item->setFetchProblem({feed.lastError, feed.lastErrorAt, feed.httpStatus,
                               feed.lastError.isEmpty() ? QDateTime() : feed.retryNotBefore});
    };
    for (const FeedRecord &feed : content.feeds) {
        if (feed.saved)
            addFeed(root.get(), feed);
    }
    for (const SavedSearchRecord &search : content.searches) {
        const ArticleCounts counts = shown(Kind::SavedSearch, search.id);
        root->appendChild(std::make_unique<FeedTreeItem>(Kind::SavedSearch, search.id, search.name))
            ->setCounts(counts.unread, counts.total);
    }

    QHash<qint64, FeedTreeItem *> shelfItems;
    for (const ShelfRecord &shelf : content.shelves) {
        FeedTreeItem *parentItem = shelfItems.value(shelf.parentId, root.get());
        FeedTreeItem *item = parentItem->appendChild(
            std::make_unique<FeedTreeItem>(Kind::Shelf, shelf.id, shelf.name));
        item->setCounts(shelf.unreadCount, shelf.totalCount);
        shelfItems.insert(shelf.id, item);
    }
    for (const FeedRecord &feed : content.feeds) {
        if (!feed.saved)
            addFeed(shelfItems.value(feed.shelfId, root.get()), feed);
    }
    return root;
}

void FeedTreeModel::setContent(const Content &content)
{
    std::unique_ptr<FeedTreeItem> tree = buildTree(content);
    if (tree->sameShape(*m_root)) {
        m_root->takeCountsFrom(*tree);
        emitCountsChanged(m_root.get());
        return;
    }
    beginResetModel();
    m_root = std::move(tree);
    endResetModel();
}

void FeedTreeModel::updateCounts(const CountUpdate &update)
{
    // Each item changed is announced once, after all changes: a refresh's update names dozens
    // of feeds, and All Articles, Unread and the shelves change with every one of them.
    QList<FeedTreeItem *> changed;
    const auto touch = [&changed](FeedTreeItem *item) {
        if (!changed.contains(item))
            changed.append(item);
    };
    const auto move = [&touch](FeedTreeItem *item, int unread, int total) {
        if (!item || (unread == 0 && total == 0))
            return;
        item->setCounts(item->unreadCount() + unread, item->totalCount() + total);
        touch(item);
    };
    FeedTreeItem *all = findItem(m_root.get(), Kind::AllArticles, 0);
    FeedTreeItem *unreadShelf = findItem(m_root.get(), Kind::Unread, 0);
    for (const FeedRecord &record : update.feeds) {
        FeedTreeItem *feed = findItem(m_root.get(), Kind::Feed, record.id);
        if (!feed)
            continue;
        const FeedTreeItem::FetchProblem problem{
            record.lastError, record.lastErrorAt, record.httpStatus,
            record.lastError.isEmpty() ? QDateTime() : record.retryNotBefore};
        if (!(feed->fetchProblem() == problem) || feed->title() != record.title) {
            feed->setFetchProblem(problem);
            feed->setTitle(record.title);
            touch(feed);
        }
        const int unread = record.unreadCount - feed->unreadCount();
        const int total = record.totalCount - feed->totalCount();
        move(feed, unread, total);
        for (FeedTreeItem *shelf = feed->parent(); shelf && shelf != m_root.get();
             shelf = shelf->parent())
            move(shelf, unread, total);
        move(all, unread, total);
        move(unreadShelf, unread, unread);
    }
    const auto set = [&](FeedTreeItem *item, const ArticleCounts &counts) {
        if (!item || (item->unreadCount() == counts.unread && item->totalCount() == counts.total))
            return;
        item->setCounts(counts.unread, counts.total);
        touch(item);
    };
    for (auto it = update.searchCounts.cbegin(); it != update.searchCounts.cend(); ++it)
        set(findItem(m_root.get(), Kind::SavedSearch, it.key()), *it);
    if (update.smart) {
        set(findItem(m_root.get(), Kind::Starred, 0), update.starred);
        set(findItem(m_root.get(), Kind::Today, 0), update.today);
        set(findItem(m_root.get(), Kind::Offline, 0), update.offline);
        set(findItem(m_root.get(), Kind::Highlights, 0), update.highlights);
    }
    for (FeedTreeItem *item : std::as_const(changed))
        emitItemChanged(item);
}

void FeedTreeModel::emitItemChanged(FeedTreeItem *item)
{
    Q_EMIT dataChanged(createIndex(item->row(), 0, item),
                       createIndex(item->row(), ColumnCount - 1, item));
}

void FeedTreeModel::setPendingRemoval(qint64 feedId)
{
    const qint64 before = m_pendingRemoval;
    m_pendingRemoval = feedId;
    for (qint64 id : {before, feedId}) {
        if (FeedTreeItem *item = id > 0 ? findItem(m_root.get(), Kind::Feed, id) : nullptr)
            emitItemChanged(item);
    }
}

QString FeedTreeModel::smartTitle(Kind kind)
{
    switch (kind) {
    case Kind::AllArticles:
        return tr("All Articles");
    case Kind::Unread:
        return tr("Unread");
    case Kind::Starred:
        return tr("Starred");
    case Kind::Today:
        return tr("Today");
    case Kind::Offline:
        return tr("Offline");
    case Kind::Highlights:
        return tr("Highlights");
    default:
        return {};
    }
}

void FeedTreeModel::retranslate()
{
    emitCountsChanged(m_root.get());
}

QString FeedTreeModel::titleOf(const FeedTreeItem *item)
{
    return item->isSmart() ? smartTitle(item->kind()) : item->title();
}

void FeedTreeModel::emitCountsChanged(const FeedTreeItem *parent)
{
    if (parent->childCount() == 0)
        return;
    const QModelIndex parentIndex =
        parent == m_root.get() ? QModelIndex() : createIndex(parent->row(), 0, parent);
    Q_EMIT dataChanged(index(0, 0, parentIndex),
                       index(parent->childCount() - 1, ColumnCount - 1, parentIndex));
    for (int row = 0; row < parent->childCount(); ++row)
        emitCountsChanged(parent->child(row));
}

QModelIndex FeedTreeModel::find(Kind kind, qint64 id) const
{
    FeedTreeItem *item = findItem(m_root.get(), kind, id);
    return item ? createIndex(item->row(), 0, item) : QModelIndex();
}

FeedTreeItem *FeedTreeModel::findItem(FeedTreeItem *parent, Kind kind, qint64 id) const
{
    for (int row = 0; row < parent->childCount(); ++row) {
        FeedTreeItem *item = parent->child(row);
        if (item->kind() == kind && item->id() == id)
            return item;
        if (FeedTreeItem *inside = findItem(item, kind, id))
            return inside;
    }
    return nullptr;
}

QModelIndex FeedTreeModel::indexForFeed(qint64 feedId) const
{
    return find(Kind::Feed, feedId);
}

QModelIndex FeedTreeModel::indexForShelf(qint64 shelfId) const
{
    return find(Kind::Shelf, shelfId);
}

QModelIndex FeedTreeModel::indexForSavedSearch(qint64 searchId) const
{
    return find(Kind::SavedSearch, searchId);
}

QModelIndex FeedTreeModel::indexOfKind(Kind kind) const
{
    return find(kind, 0);
}

const FeedTreeItem *FeedTreeModel::itemFor(const QModelIndex &index) const
{
    return index.isValid() ? itemAt(index) : nullptr;
}

FeedTreeItem *FeedTreeModel::itemAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<FeedTreeItem *>(index.internalPointer()) : m_root.get();
}

QString FeedTreeModel::feedMimeType()
{
    return u"application/x-lectern-feed-ids"_s;
}

QString FeedTreeModel::articleMimeType()
{
    return u"application/x-lectern-article-ids"_s;
}

Qt::ItemFlags FeedTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (!index.isValid())
        return flags | Qt::ItemIsDropEnabled; // empty space: the top level
    const Kind kind = itemAt(index)->kind();
    if (kind == Kind::Feed)
        flags |= Qt::ItemIsDragEnabled | Qt::ItemIsDropEnabled;
    else if (kind == Kind::Shelf && index.column() == TitleColumn)
        flags |= Qt::ItemIsDropEnabled | Qt::ItemIsEditable;
    else if (kind == Kind::SavedSearch && index.column() == TitleColumn)
        flags |= Qt::ItemIsEditable;
    else if (kind == Kind::Shelf)
        flags |= Qt::ItemIsDropEnabled;
    return flags;
}

bool FeedTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const FeedTreeItem *item = itemFor(index);
    const QString name = value.toString().trimmed();
    if (role != Qt::EditRole || !item || name.isEmpty() || name == item->title())
        return false;
    // The name changes when the library has it (a structure change rebuilds the tree).
    if (item->kind() == Kind::Shelf)
        Q_EMIT shelfRenamed(item->id(), name);
    else if (item->kind() == Kind::SavedSearch)
        Q_EMIT savedSearchRenamed(item->id(), name);
    else
        return false;
    return true;
}

QStringList FeedTreeModel::mimeTypes() const
{
    return {feedMimeType(), articleMimeType(), u"text/uri-list"_s};
}

QMimeData *FeedTreeModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList ids;
    for (const QModelIndex &index : indexes) {
        const FeedTreeItem *item = itemFor(index);
        const QString id = item ? QString::number(item->id()) : QString();
        if (item && item->kind() == Kind::Feed && index.column() == 0 && !ids.contains(id))
            ids.append(id);
    }
    if (ids.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(feedMimeType(), ids.join(u',').toLatin1());
    return data;
}

QList<qint64> FeedTreeModel::idsIn(const QMimeData *data, const QString &type)
{
    QList<qint64> ids;
    if (!data || !data->hasFormat(type))
        return ids;
    for (const QByteArray &part : data->data(type).split(',')) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (ok && id > 0)
            ids.append(id);
    }
    return ids;
}

QList<QUrl> FeedTreeModel::pagesIn(const QMimeData *data)
{
    QList<QUrl> pages;
    if (!data || !data->hasUrls())
        return pages;
    for (const QUrl &url : data->urls()) {
        if (SavedPage::isSavable(url))
            pages.append(url);
    }
    return pages;
}

Qt::DropActions FeedTreeModel::supportedDropActions() const
{
    return Qt::MoveAction | Qt::CopyAction;
}

std::optional<qint64> FeedTreeModel::dropShelf(const QModelIndex &index) const
{
    if (!index.isValid())
        return 0;
    const FeedTreeItem *item = itemAt(index);
    if (item->kind() == Kind::Shelf)
        return item->id();
    if (item->kind() == Kind::Feed) {
        const FeedTreeItem *parentItem = item->parent();
        return parentItem && parentItem->kind() == Kind::Shelf ? parentItem->id() : 0;
    }
    return std::nullopt;
}

bool FeedTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction, int, int,
                                    const QModelIndex &parent) const
{
    const auto shelf = dropShelf(parent);
    if (!shelf)
        return false;
    // Articles are put on shelves, not on "no shelf".
    return !idsIn(data, feedMimeType()).isEmpty() ||
           (*shelf > 0 && !idsIn(data, articleMimeType()).isEmpty()) || !pagesIn(data).isEmpty();
}

bool FeedTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                                 const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const qint64 shelf = dropShelf(parent).value_or(0);
    if (const QList<qint64> feeds = idsIn(data, feedMimeType()); !feeds.isEmpty())
        Q_EMIT feedsDropped(feeds, shelf);
    else if (const QList<qint64> articles = idsIn(data, articleMimeType()); !articles.isEmpty())
        Q_EMIT articlesDropped(articles, shelf);
    else
        Q_EMIT pagesDropped(pagesIn(data), shelf);
    // The tree changes when the library has moved them: nothing for the view to remove.
    return false;
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

// The feed's error in a few lines: what failed, when, how the server answered, and when it
// will be tried again.
QString FeedTreeModel::problemText(const FeedTreeItem::FetchProblem &problem) const
{
    const QLocale locale;
    QStringList lines{tr("Last refresh failed: %1").arg(problem.message)};
    if (problem.at.isValid())
        lines.append(
            tr("At %1").arg(locale.toString(problem.at.toLocalTime(), QLocale::ShortFormat)));
    if (problem.httpStatus > 0)
        lines.append(tr("HTTP status %1").arg(problem.httpStatus));
    if (problem.retryNotBefore.isValid()) {
        lines.append(
            tr("Not checked again before %1")
                .arg(locale.toString(problem.retryNotBefore.toLocalTime(), QLocale::ShortFormat)));
    }
    return lines.join(u'\n');
}

// The theme's warning icon, else a drawn one (an amber disc with an exclamation mark), so the
// mark shows on every platform.
QIcon FeedTreeModel::errorIcon() const
{
    if (!m_errorIcon.isNull())
        return m_errorIcon;
    m_errorIcon = QIcon::fromTheme(u"dialog-warning"_s);
    if (!m_errorIcon.isNull())
        return m_errorIcon;
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xd9, 0x7a, 0x00));
    painter.drawEllipse(QRectF(1, 1, 30, 30));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(QRectF(13.5, 6, 5, 13), 2, 2);
    painter.drawEllipse(QRectF(13.5, 21.5, 5, 5));
    painter.end();
    m_errorIcon = QIcon(pixmap);
    return m_errorIcon;
}

QVariant FeedTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const FeedTreeItem *item = itemAt(index);
    // Every count is what is left to read; the tooltip gives the total beside it.
    const int shownCount = item->unreadCount();
    switch (role) {
    case Qt::EditRole:
        return index.column() == TitleColumn ? QVariant(titleOf(item)) : QVariant();
    case Qt::DisplayRole:
        if (index.column() == CountColumn)
            return shownCount > 0 ? QVariant(shownCount) : QVariant();
        return titleOf(item);
    case Qt::FontRole:
        if (item->kind() == Kind::Feed && item->id() == m_pendingRemoval) {
            QFont struck;
            struck.setItalic(true);
            struck.setStrikeOut(true);
            return struck;
        }
        return {};
    case Qt::DecorationRole:
        if (index.column() == TitleColumn && !item->lastError().isEmpty())
            return errorIcon();
        if (index.column() == TitleColumn && item->kind() == Kind::SavedSearch)
            return m_savedSearchIcon;
        return {};
    case Qt::ToolTipRole:
        if (!item->lastError().isEmpty())
            return problemText(item->fetchProblem());
        return tr("%1: %2 unread of %3")
            .arg(titleOf(item))
            .arg(item->unreadCount())
            .arg(item->totalCount());
    case Qt::TextAlignmentRole:
        if (index.column() == CountColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case NodeKindRole:
        return int(item->kind());
    case FeedIdRole:
        return item->kind() == Kind::Feed ? QVariant(item->id()) : QVariant();
    case ShelfIdRole:
        return item->kind() == Kind::Shelf ? QVariant(item->id()) : QVariant();
    case SavedSearchIdRole:
        return item->kind() == Kind::SavedSearch ? QVariant(item->id()) : QVariant();
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
