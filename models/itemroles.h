// Every custom item role of Lectern's models, in one place, so delegates and views can be
// configured by role without knowing the model class.
#pragma once

#include <Qt>

namespace Lectern {

enum ItemDataRole {
    NodeKindRole = Qt::UserRole + 1, // FeedTreeItem::Kind
    FeedIdRole,
    ShelfIdRole,
    ArticleIdRole,
    UnreadCountRole,
    TotalCountRole,
    PublishedRole,
    ReadRole,
    StarredRole,
    UrlRole,
    LastErrorRole,
    CapturedRole,      // the article is kept in full for offline reading
    SavedSearchIdRole, // a saved search of the side panel
};

} // namespace Lectern
