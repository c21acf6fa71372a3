#include "models/feedtreeitem.h"

#include <algorithm>

namespace Lectern {

FeedTreeItem::FeedTreeItem(Kind kind, qint64 id, QString title, FeedTreeItem *parent)
    : m_kind(kind)
    , m_id(id)
    , m_title(std::move(title))
    , m_parent(parent)
{
}

FeedTreeItem *FeedTreeItem::appendChild(std::unique_ptr<FeedTreeItem> child)
{
    child->m_parent = this;
    m_children.push_back(std::move(child));
    return m_children.back().get();
}

FeedTreeItem *FeedTreeItem::child(int row) const
{
    if (row < 0 || row >= childCount())
        return nullptr;
    return m_children[size_t(row)].get();
}

int FeedTreeItem::row() const
{
    if (!m_parent)
        return 0;
    const auto &siblings = m_parent->m_children;
    const auto it = std::find_if(siblings.begin(), siblings.end(),
                                 [this](const auto &sibling) { return sibling.get() == this; });
    return int(it - siblings.begin());
}

void FeedTreeItem::setCounts(int unread, int total)
{
    m_unread = unread;
    m_total = total;
}

bool FeedTreeItem::sameShape(const FeedTreeItem &other) const
{
    if (m_kind != other.m_kind || m_id != other.m_id || m_title != other.m_title ||
        m_children.size() != other.m_children.size())
        return false;
    for (size_t i = 0; i < m_children.size(); ++i) {
        if (!m_children[i]->sameShape(*other.m_children[i]))
            return false;
    }
    return true;
}

void FeedTreeItem::takeCountsFrom(const FeedTreeItem &other)
{
    m_unread = other.m_unread;
    m_total = other.m_total;
    m_problem = other.m_problem;
    for (size_t i = 0; i < m_children.size() && i < other.m_children.size(); ++i)
        m_children[i]->takeCountsFrom(*other.m_children[i]);
}

} // namespace Lectern
