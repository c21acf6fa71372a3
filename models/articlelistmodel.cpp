#include "models/articlelistmodel.h"

#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/listdate.h"

#include <QFont>
#include <QLocale>
#include <QMimeData>
#include <algorithm>

namespace Lectern {

ArticleListModel::ArticleListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ArticleListModel::setSource(PageSource source, int pageSize)
{
    beginResetModel();
    m_source = std::move(source);
    m_pageSize = qMax(1, pageSize);
    m_articles = m_source ? m_source(0, m_pageSize) : QList<ArticleSummary>();
    m_more = m_articles.size() == m_pageSize;
    endResetModel();
}

Qt::ItemFlags ArticleListModel::flags(const QModelIndex &index) const
{
    return QAbstractTableModel::flags(index) |
           (index.isValid() ? Qt::ItemIsDragEnabled : Qt::NoItemFlags);
}

QStringList ArticleListModel::mimeTypes() const
{
    return {FeedTreeModel::articleMimeType()};
}

QMimeData *ArticleListModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList ids;
    for (const QModelIndex &index : indexes) {
        const ArticleSummary *article = articleAt(index.row());
        if (article && !ids.contains(QString::number(article->id)))
            ids.append(QString::number(article->id));
    }
    if (ids.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    data->setData(FeedTreeModel::articleMimeType(), ids.join(u',').toLatin1());
    return data;
}

bool ArticleListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_more && !m_pagingHeld;
}

void ArticleListModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent) || !m_source)
        return;
    const QList<ArticleSummary> page = m_source(int(m_articles.size()), m_pageSize);
    m_more = page.size() == m_pageSize;
    if (page.isEmpty())
        return;
    beginInsertRows({}, int(m_articles.size()), int(m_articles.size() + page.size() - 1));
    m_articles += page;
    endInsertRows();
}

const ArticleSummary *ArticleListModel::articleAt(int row) const
{
    if (row < 0 || row >= m_articles.size())
        return nullptr;
    return &m_articles[row];
}

int ArticleListModel::rowForArticle(qint64 articleId) const
{
    for (int row = 0; row < m_articles.size(); ++row) {
        if (m_articles[row].id == articleId)
            return row;
    }
    return -1;
}

void ArticleListModel::setRead(int row, bool read)
{
    if (row < 0 || row >= m_articles.size() || m_articles[row].read == read)
        return;
    m_articles[row].read = read;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::FontRole, ReadRole});
}

void ArticleListModel::setCaptured(int row, bool captured)
{
    if (row < 0 || row >= m_articles.size() || m_articles[row].captured == captured)
        return;
    m_articles[row].captured = captured;
    Q_EMIT dataChanged(index(row, TitleColumn), index(row, TitleColumn), {CapturedRole});
}

void ArticleListModel::updateRow(int row, const ArticleSummary &now)
{
    if (row < 0 || row >= m_articles.size())
        return;
    ArticleSummary &article = m_articles[row];
    if (article.title != now.title || article.link != now.link ||
        article.published != now.published) {
        article.title = now.title;
        article.link = now.link;
        article.published = now.published;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::DisplayRole});
    }
    setRead(row, now.read);
    setCaptured(row, now.captured);
    if (m_articles[row].starred != now.starred) {
        m_articles[row].starred = now.starred;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {StarredRole});
    }
}

void ArticleListModel::setFeedTitle(qint64 feedId, const QString &title)
{
    for (int row = 0; row < m_articles.size(); ++row) {
        ArticleSummary &article = m_articles[row];
        if (article.feedId != feedId || article.feedTitle == title)
            continue;
        article.feedTitle = title;
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1), {Qt::DisplayRole});
    }
}

void ArticleListModel::setAllRead()
{
    for (ArticleSummary &article : m_articles)
        article.read = true;
    if (!m_articles.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_articles.size()) - 1, ColumnCount - 1),
                           {Qt::FontRole, ReadRole});
}

void ArticleListModel::removeArticle(int row)
{
    if (row < 0 || row >= m_articles.size())
        return;
    beginRemoveRows({}, row, row);
    m_articles.removeAt(row);
    endRemoveRows();
}

namespace {
// The list's order: newest first, then the later-stored first (the library's ORDER BY).
bool listedBefore(const ArticleSummary &a, const ArticleSummary &b)
{
    if (a.listedAt != b.listedAt)
        return a.listedAt > b.listedAt;
    return a.id > b.id;
}
} // namespace

// Articles that land between the same two rows go in as one block: the view lays out its
// rows again after each insertion, so a refresh's 50 new rows at the top cost one layout, not 50.
int ArticleListModel::insertArticles(const QList<ArticleSummary> &articles)
{
    QList<ArticleSummary> fresh;
    for (const ArticleSummary &article : articles) {
        if (rowForArticle(article.id) < 0)
            fresh.append(article);
    }
    std::sort(fresh.begin(), fresh.end(), listedBefore);
    int added = 0;
    for (qsizetype first = 0; first < fresh.size();) {
        const auto at =
            std::lower_bound(m_articles.cbegin(), m_articles.cend(), fresh[first], listedBefore);
        const int row = int(at - m_articles.cbegin());
        // Below the rows loaded so far: it comes with its page, and so does every one after it.
        if (row == m_articles.size() && m_more)
            break;
        qsizetype last = first + 1;
        while (last < fresh.size() &&
               (row == m_articles.size() || listedBefore(fresh[last], m_articles[row])))
            ++last;
        const int count = int(last - first);
        beginInsertRows({}, row, row + count - 1);
        for (int i = 0; i < count; ++i)
            m_articles.insert(row + i, fresh[first + i]);
        endInsertRows();
        added += count;
        first = last;
    }
    return added;
}

int ArticleListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_articles.size());
}

int ArticleListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ArticleListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ArticleSummary &article = m_articles[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TitleColumn:
            return article.title.isEmpty() ? tr("(untitled)") : article.title;
        case FeedColumn:
            return article.feedTitle;
        case PublishedColumn:
            return ListDate::format(article.published, QDateTime::currentDateTime());
        }
        return {};
    case Qt::ToolTipRole:
        return article.title;
    case Qt::FontRole:
        if (!article.read) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case ArticleIdRole:
        return article.id;
    case FeedIdRole:
        return article.feedId;
    case PublishedRole:
        return article.published;
    case ReadRole:
        return article.read;
    case StarredRole:
        return article.starred;
    case CapturedRole:
        return article.captured;
    case UrlRole:
        return article.link;
    default:
        return {};
    }
}

void ArticleListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_articles.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_articles.size()) - 1, ColumnCount - 1),
                           {Qt::DisplayRole});
}

QVariant ArticleListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TitleColumn:
        return tr("Title");
    case FeedColumn:
        return tr("Feed");
    case PublishedColumn:
        return tr("Published");
    }
    return {};
}

} // namespace Lectern
