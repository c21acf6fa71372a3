// Shelves: nested, named collections. Feeds sit on one shelf; articles can be put on more.
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Lectern {

struct ShelfRecord
{
    qint64 id = 0;
    qint64 parentId = 0; // 0: top level
    QString name;
    int position = 0;
    int unreadCount = 0; // over the shelf and the shelves inside it
    int totalCount = 0;
};

class ShelfStore
{
public:
    explicit ShelfStore(QSqlDatabase db);

    // Every shelf, parents before children, siblings by position then name.
    QList<ShelfRecord> shelves() const;
    // A shelf by id ("12") or by path ("Systems/GPU"); nullopt if none.
    std::optional<qint64> find(const QString &idOrPath) const;
    QString path(qint64 id) const;
    // Every shelf by its path ("Systems/GPU"), sorted by path, for choosing one; one read.
    QList<std::pair<QString, qint64>> paths() const;

    // Creates the shelf (and missing parents of a path like "Systems/GPU").
    std::optional<qint64> addPath(const QString &path);
    std::optional<qint64> add(const QString &name, qint64 parentId);
    bool rename(qint64 id, const QString &name);
    // Shelves inside go too; feeds on them stay in the library without a shelf.
    bool remove(qint64 id);
    // Removes the shelf with nothing lost: its feeds and shelves move up to the shelf it was
    // in (or to the top), all or nothing.
    bool removeMovingUp(qint64 id);
    // parentId 0 moves to the top level; moving a shelf into itself is refused.
    bool move(qint64 id, qint64 parentId);

    // Days to keep the articles of the feeds on this shelf (and shelves inside it without
    // their own setting), or nullopt to keep everything.
    bool setRetention(qint64 id, std::optional<int> days);
    bool setFeedShelf(qint64 feedId, qint64 shelfId);
    bool putArticle(qint64 articleId, qint64 shelfId);
    bool takeArticle(qint64 articleId, qint64 shelfId);
    QList<qint64> articleShelves(qint64 articleId) const;

    QString errorString() const { return m_error; }

private:
    bool exec(QSqlQuery &query);
    bool isInside(qint64 id, qint64 ancestorId) const;

    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
