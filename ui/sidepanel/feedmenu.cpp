#include "ui/sidepanel/feedmenu.h"

#include "models/libraryqueries.h"

#include <QActionGroup>
#include <functional>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedMenu::FeedMenu(const FeedTreeItem *item, QAction *refresh, bool canLogIn,
                   const LibraryQueries &queries, QWidget *parent)
    : QMenu(parent)
{
    const bool feed = item && item->kind() == FeedTreeItem::Kind::Feed;
    const bool shelf = item && item->kind() == FeedTreeItem::Kind::Shelf;
    const qint64 id = item ? item->id() : 0;
    if (item && item->kind() == FeedTreeItem::Kind::SavedSearch) {
        addAction(tr("&Rename Saved Search…"), this, [this, id] {
            Q_EMIT renameSavedSearchRequested(id);
        })->setObjectName(u"renameSavedSearchAction"_s);
        addAction(tr("&Delete Saved Search"), this, [this, id] {
            Q_EMIT removeSavedSearchRequested(id);
        })->setObjectName(u"removeSavedSearchAction"_s);
        return;
    }
    if (feed || shelf) {
        addAction(refresh);
        if (canLogIn && feed) {
            addAction(tr("&Log In\u2026"), this, [this, id] {
                Q_EMIT loginRequested(id);
            })->setObjectName(u"feedLoginAction"_s);
        }
        QList<qint64> feeds;
        const std::function<void(const FeedTreeItem *)> collect = [&](const FeedTreeItem *node) {
            if (node->kind() == FeedTreeItem::Kind::Feed)
                feeds.append(node->id());
            for (int i = 0; i < node->childCount(); ++i)
                collect(node->child(i));
        };
        collect(item);
        addCapturePolicyMenu(feeds, queries);
        addSeparator();
    }
    if (feed) {
        const FeedTreeItem *parentItem = item->parent();
        addMoveMenu(id,
                    parentItem && parentItem->kind() == FeedTreeItem::Kind::Shelf ? parentItem->id()
                                                                                  : 0,
                    queries);
    }
    // A new shelf goes inside the shelf chosen, else at the top.
    addAction(shelf ? tr("New Shelf &Inside…") : tr("&New Shelf…"), this, [this, shelf, id] {
        Q_EMIT newShelfRequested(shelf ? id : 0);
    })->setObjectName(u"newShelfAction"_s);
    if (shelf) {
        addAction(tr("&Rename Shelf…"), this, [this, id] {
            Q_EMIT renameShelfRequested(id);
        })->setObjectName(u"renameShelfAction"_s);
        addAction(tr("&Delete Shelf"), this, [this, id] {
            Q_EMIT removeShelfRequested(id);
        })->setObjectName(u"removeShelfAction"_s);
    }
    if (feed)
        addAccountMenu(id, queries);
    if (feed) {
        addSeparator();
        addAction(tr("&Unsubscribe"), this, [this, id] {
            Q_EMIT unsubscribeRequested(id);
        })->setObjectName(u"unsubscribeAction"_s);
        addAction(tr("&Properties\u2026"), this, [this, id] {
            Q_EMIT propertiesRequested(id);
        })->setObjectName(u"feedPropertiesAction"_s);
    }
}

// Move to Shelf: every shelf by its path, and "No Shelf"; the feed's own is checked.
void FeedMenu::addAccountMenu(qint64 feedId, const LibraryQueries &queries)
{
    const QList<SyncAccount> accounts = queries.syncAccounts();
    const std::optional<FeedRecord> record = queries.feed(feedId);
    if (accounts.isEmpty() || !record || record->synced || record->saved)
        return;
    QMenu *menu = addMenu(tr("Follow on Sync &Account"));
    menu->setObjectName(u"syncAccountMenu"_s);
    if (record->pageFeed || record->sitemap) {
        // A server follows feeds, not pages read through their rules.
        menu->addAction(tr("A page feed stays in this library"))->setEnabled(false);
        return;
    }
    for (const SyncAccount &account : accounts) {
        const QString name = account.user.isEmpty()
                                 ? account.url.host()
                                 : tr("%1 on %2").arg(account.user, account.url.host());
        menu->addAction(name, this, [this, feedId, id = account.id] {
            Q_EMIT followOnAccountRequested(feedId, id);
        });
    }
}

void FeedMenu::addMoveMenu(qint64 feedId, qint64 currentShelfId, const LibraryQueries &queries)
{
    QMenu *move = addMenu(tr("&Move to Shelf"));
    move->setObjectName(u"moveToShelfMenu"_s);
    QList<std::pair<QString, qint64>> targets = queries.shelfPaths();
    targets.prepend({tr("No Shelf"), 0});
    for (const auto &[name, shelfId] : targets) {
        QAction *action = move->addAction(name);
        action->setCheckable(true);
        action->setChecked(shelfId == currentShelfId);
        action->setObjectName(u"moveToShelf-%1"_s.arg(shelfId));
        connect(action, &QAction::triggered, this,
                [this, feedId, shelfId] { Q_EMIT moveFeedRequested(feedId, shelfId); });
    }
}

void FeedMenu::addCapturePolicyMenu(const QList<qint64> &feedIds, const LibraryQueries &queries)
{
    if (feedIds.isEmpty())
        return;
    QMenu *policies = addMenu(tr("Keep &Offline"));
    policies->setObjectName(u"capturePolicyMenu"_s);
    auto *group = new QActionGroup(policies);
    // Checked when every feed has that policy (a shelf's feeds may differ).
    const CapturePolicy first =
        queries.capturePolicy(feedIds.first()).value_or(CapturePolicy::Auto);
    bool same = true;
    for (qint64 id : feedIds)
        same = same && queries.capturePolicy(id).value_or(CapturePolicy::Auto) == first;
    const std::pair<CapturePolicy, QString> choices[] = {
        {CapturePolicy::Auto, tr("&Automatically (when the feed has only summaries)")},
        {CapturePolicy::Always, tr("&Always")},
        {CapturePolicy::Never, tr("&Never")},
    };
    for (const auto &[policy, label] : choices) {
        QAction *action = policies->addAction(label);
        action->setCheckable(true);
        action->setChecked(same && policy == first);
        action->setObjectName(u"capturePolicy-"_s + CaptureDecision::nameOf(policy));
        group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, feedIds, policy] { Q_EMIT capturePolicyChosen(feedIds, policy); });
    }
}

} // namespace Lectern
