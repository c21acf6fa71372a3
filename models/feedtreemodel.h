// The side panel: the smart shelves (All Articles, Unread, Starred, Today, Offline, Highlights),
// the saved
// searches, then the shelves with their feeds, then the feeds on no shelf. Column 1 holds the
// count. A feed whose last refresh failed carries a warning mark, and its tooltip says what failed
// and when.
#pragma once

#include "library/database/records.h"
#include "library/stores/articlestore.h"
#include "library/stores/savedsearchstore.h"
#include "library/stores/shelfstore.h"
#include "models/feedtreeitem.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QIcon>
#include <QUrl>
#include <memory>
#include <optional>

namespace Lectern {

class FeedTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, CountColumn, ColumnCount };

    // Everything the panel shows, read from the library by whoever owns the model.
    struct Content
    {
        QList<ShelfRecord> shelves; // parents before children
        QList<FeedRecord> feeds;
        ArticleCounts all;
        ArticleCounts starred;
        ArticleCounts today;
        ArticleCounts offline;
        ArticleCounts highlights; // articles with highlights
        // false: the four above are not read yet; the tree keeps the ones it shows until
        // updateCounts() brings them.
        bool smartCounted = true;
        QList<SavedSearchRecord> searches; // counted apart: updateCounts()
    };

    explicit FeedTreeModel(QObject *parent = nullptr);
    ~FeedTreeModel() override;

    // Replaces the content; when only counts changed, rows stay (selection and scroll too).
    void setContent(const Content &content);
    // A few feeds read again (counts, title, last refresh problem) and the smart shelves
    // counted by their own queries; the feeds' shelves, All Articles and Unread move by the
    // feeds' differences, so nothing over the whole library is counted again. Only the rows
    // that changed are announced. A feed in another shelf than the tree has is left to the
    // next setContent().
    struct CountUpdate
    {
        QList<FeedRecord> feeds; // their counts, titles and last refresh problems
        bool smart = false;      // whether the four counts below were read
        ArticleCounts starred;
        ArticleCounts today;
        ArticleCounts offline;
        ArticleCounts highlights;
        QHash<qint64, ArticleCounts> searchCounts; // saved searches (smart or not)
    };
    void updateCounts(const CountUpdate &update);
    QModelIndex indexForFeed(qint64 feedId) const;
    QModelIndex indexForShelf(qint64 shelfId) const;
    QModelIndex indexForSavedSearch(qint64 searchId) const;
    QModelIndex indexOfKind(FeedTreeItem::Kind kind) const;
    QModelIndex allArticlesIndex() const { return indexOfKind(FeedTreeItem::Kind::AllArticles); }
    const FeedTreeItem *itemFor(const QModelIndex &index) const;
    // The name shown for an item: a smart shelf's in the current language.
    static QString titleOf(const FeedTreeItem *item);
    static QString smartTitle(FeedTreeItem::Kind kind);
    // A feed about to be removed (the user can still undo it) shows struck out; 0: none.
    void setPendingRemoval(qint64 feedId);
    // Shown beside each saved search (none by default).
    void setSavedSearchIcon(const QIcon &icon) { m_savedSearchIcon = icon; }
    // The language changed: the views ask again for every name and tooltip.
    void retranslate();

    // Dragging: feeds (and articles from the list) can be dropped on a shelf, or on empty
    // space for no shelf. The model changes nothing itself: it asks, through the signals below.
    static QString feedMimeType();
    static QString articleMimeType();
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // A shelf's name edited in place (F2, a double click): announced as shelfRenamed.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    // The ids a drag carries (feeds or articles), from mimeData's format.
    static QList<qint64> idsIn(const QMimeData *data, const QString &type);
    // The web addresses a drag from a browser carries (http and https only).
    static QList<QUrl> pagesIn(const QMimeData *data);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // shelfId 0: on no shelf.
    void feedsDropped(const QList<qint64> &feedIds, qint64 shelfId);
    void articlesDropped(const QList<qint64> &articleIds, qint64 shelfId);
    // Web addresses dropped (from a browser): pages to save, on that shelf.
    void pagesDropped(const QList<QUrl> &urls, qint64 shelfId);
    void shelfRenamed(qint64 shelfId, const QString &name);
    void savedSearchRenamed(qint64 searchId, const QString &name);

private:
    // The shelf a drop on index means: the shelf, a feed's shelf, 0 for the top; nullopt where
    // nothing can land (a smart shelf).
    std::optional<qint64> dropShelf(const QModelIndex &index) const;
    FeedTreeItem *itemAt(const QModelIndex &index) const;
    std::unique_ptr<FeedTreeItem> buildTree(const Content &content) const;
    QModelIndex find(FeedTreeItem::Kind kind, qint64 id) const;
    void emitCountsChanged(const FeedTreeItem *parent);
    void emitItemChanged(FeedTreeItem *item);
    FeedTreeItem *findItem(FeedTreeItem *parent, FeedTreeItem::Kind kind, qint64 id) const;
    QString problemText(const FeedTreeItem::FetchProblem &problem) const;
    QIcon errorIcon() const;

    std::unique_ptr<FeedTreeItem> m_root;
    mutable QIcon m_errorIcon; // made on first use
    QIcon m_savedSearchIcon;
    qint64 m_pendingRemoval = 0;
};

} // namespace Lectern
