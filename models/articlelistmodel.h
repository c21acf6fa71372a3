// The article list: one row per article, newest first, unread rows in bold. Rows come a page
// at a time from a page source, so a shelf of 100,000 articles opens as fast as one of ten.
#pragma once

#include "library/database/records.h"

#include <QAbstractTableModel>
#include <functional>

namespace Lectern {

class ArticleListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TitleColumn, FeedColumn, PublishedColumn, ColumnCount };

    // Returns up to limit articles starting at offset.
    using PageSource = std::function<QList<ArticleSummary>(int offset, int limit)>;

    explicit ArticleListModel(QObject *parent = nullptr);

    // Shows a new list; loads its first page now and the rest as views scroll.
    void setSource(PageSource source, int pageSize = 200);
    const ArticleSummary *articleAt(int row) const;
    int rowForArticle(qint64 articleId) const;
    // Reflects a change already stored in the library.
    void setRead(int row, bool read);
    void setCaptured(int row, bool captured);
    // The row as the library has it now: title, link, date and flags (read, starred, offline).
    // Its place stays until the list is read again, so that paging on stays in step.
    void updateRow(int row, const ArticleSummary &now);
    void removeArticle(int row);
    // The rows loaded of this feed show its new title.
    void setFeedTitle(qint64 feedId, const QString &title);
    // Every row loaded shows as read (after the library marked the whole list read).
    void setAllRead();
    // Articles new to the list, each put where the list's order (newest first) places it.
    // One that would sort below the rows loaded so far is left to come with its page, so that
    // paging on stays in step with the library. Returns how many rows were added.
    int insertArticles(const QList<ArticleSummary> &articles);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // The language changed: headers, dates and "(untitled)" are asked for again.
    void retranslate();
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    // Articles drag onto shelves (FeedTreeModel::articleMimeType()).
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // While held, canFetchMore() says no. Qt's tree view asks for a page at every layout, and
    // a layout follows every arrival: ArticleListView holds paging through its layouts and
    // pages by where the list is scrolled instead.
    void holdPaging(bool held) { m_pagingHeld = held; }

private:
    QList<ArticleSummary> m_articles;
    PageSource m_source;
    int m_pageSize = 200;
    bool m_more = false;
    bool m_pagingHeld = false;
};

} // namespace Lectern
