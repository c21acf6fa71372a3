// One node of the side panel's tree: a smart shelf, a saved search, a shelf or a feed.
#pragma once

#include <QDateTime>
#include <QString>
#include <memory>
#include <vector>

namespace Lectern {

class FeedTreeItem
{
public:
    // How the last refresh of a feed failed, shown as a mark with a tooltip.
    struct FetchProblem
    {
        QString message; // empty: the last refresh worked
        QDateTime at;
        int httpStatus = 0;
        QDateTime retryNotBefore;
        bool operator==(const FetchProblem &) const = default;
    };

    enum class Kind {
        Root,
        AllArticles,
        Unread,
        Starred,
        Today,
        Offline,
        Highlights,
        Shelf,
        Feed,
        SavedSearch
    };

    FeedTreeItem(Kind kind, qint64 id, QString title, FeedTreeItem *parent = nullptr);

    FeedTreeItem *appendChild(std::unique_ptr<FeedTreeItem> child);
    FeedTreeItem *child(int row) const;
    int childCount() const { return int(m_children.size()); }
    int row() const;
    FeedTreeItem *parent() const { return m_parent; }

    Kind kind() const { return m_kind; }
    bool isSmart() const { return m_kind >= Kind::AllArticles && m_kind <= Kind::Highlights; }
    qint64 id() const { return m_id; }
    QString title() const { return m_title; }
    int unreadCount() const { return m_unread; }
    int totalCount() const { return m_total; }
    QString lastError() const { return m_problem.message; }
    const FetchProblem &fetchProblem() const { return m_problem; }
    void setCounts(int unread, int total);
    void setFetchProblem(const FetchProblem &problem) { m_problem = problem; }
    void setTitle(const QString &title) { m_title = title; }
    // Same kind, id and title, here and in every child: only counts may differ.
    bool sameShape(const FeedTreeItem &other) const;
    // Copies counts and errors from a tree of the same shape.
    void takeCountsFrom(const FeedTreeItem &other);

private:
    Kind m_kind;
    qint64 m_id;
    QString m_title;
    FetchProblem m_problem;
    int m_unread = 0;
    int m_total = 0;
    FeedTreeItem *m_parent;
    std::vector<std::unique_ptr<FeedTreeItem>> m_children;
};

} // namespace Lectern
