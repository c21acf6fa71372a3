#include "ui/feedmenu.h"

#include "library/capturestore.h"

#include <QActionGroup>

#include <functional>

using namespace Qt::StringLiterals;

namespace Lectern {

FeedMenu::FeedMenu(const FeedTreeItem &item, QAction *refresh, bool canLogIn,
                   const QSqlDatabase &db, QWidget *parent)
    : QMenu(parent)
{
    addAction(refresh);
    const bool feed = item.kind() == FeedTreeItem::Kind::Feed;
    const qint64 id = item.id();
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
    collect(&item);
    addCapturePolicyMenu(feeds, db);
    if (feed) {
        addAction(tr("&Properties\u2026"), this, [this, id] {
            Q_EMIT propertiesRequested(id);
        })->setObjectName(u"feedPropertiesAction"_s);
    }
}

void FeedMenu::addCapturePolicyMenu(const QList<qint64> &feedIds, const QSqlDatabase &db)
{
    if (feedIds.isEmpty())
        return;
    QMenu *policies = addMenu(tr("Keep &Offline"));
    policies->setObjectName(u"capturePolicyMenu"_s);
    auto *group = new QActionGroup(policies);
    // Checked when every feed has that policy (a shelf's feeds may differ).
    const CaptureStore store(db);
    const CapturePolicy first = store.policy(feedIds.first()).value_or(CapturePolicy::Auto);
    bool same = true;
    for (qint64 id : feedIds)
        same = same && store.policy(id).value_or(CapturePolicy::Auto) == first;
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
