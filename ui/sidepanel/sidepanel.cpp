#include "ui/sidepanel/sidepanel.h"

#include "models/feedtreemodel.h"
#include "models/librarysession.h"
#include "ui/common/actionicons.h"
#include "ui/sidepanel/countcolumn.h"
#include "ui/sidepanel/feededitor.h"
#include "ui/sidepanel/feedmenu.h"
#include "ui/sidepanel/feedremoval.h"
#include "ui/sidepanel/savedsearcheditor.h"
#include "ui/sidepanel/shelfeditor.h"

#include <QHeaderView>

using namespace Qt::StringLiterals;

namespace Lectern {

SidePanel::SidePanel(LibrarySession *session, QStatusBar *status, QWidget *window)
    : m_session(session)
    , m_model(session->feedModel())
    , m_shelves(new ShelfEditor(window, status, session))
    , m_feeds(new FeedEditor(window, session))
    , m_savedSearches(new SavedSearchEditor(window, status, session->commands(), m_model))
    , m_removal(new FeedRemoval(status, session->commands(), m_model, this))
{
    setObjectName(u"feedView"_s);
    m_model->setSavedSearchIcon(ActionIcons::icon(QIcon::ThemeIcon::EditFind, u"search-saved"_s));
    setModel(m_model);
    setHeaderHidden(true);
    setExpandsOnDoubleClick(true);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(FeedTreeModel::TitleColumn, QHeaderView::Stretch);
    new CountColumn(this, m_model, FeedTreeModel::CountColumn);
    // Feeds drag between shelves; articles from the list land on shelves.
    setDragDropMode(QAbstractItemView::DragDrop);
    setDefaultDropAction(Qt::MoveAction);
    setDropIndicatorShown(true);
    setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::SelectedClicked);
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, &SidePanel::showMenu);

    // A new tree (a feed or shelf added) opens fully; count updates keep what the user folded.
    connect(m_model, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    // A new tree keeps the item chosen in it (its list stays as it is, not read again).
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &SidePanel::rememberChoice);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SidePanel::restoreChoice);
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (m_keepingChoice)
            return;
        if (const FeedTreeItem *item = chosenItem())
            Q_EMIT itemChosen(item);
    });
    // A search saved becomes the choice: its list is the search's results.
    connect(m_savedSearches, &SavedSearchEditor::saved, this, [this](qint64 searchId) {
        m_session->reloadFeeds();
        chooseSavedSearch(searchId);
    });
    expandAll();
}

const FeedTreeItem *SidePanel::chosenItem() const
{
    return m_model->itemFor(currentIndex());
}

qint64 SidePanel::chosenShelf(bool orFeedsShelf) const
{
    const FeedTreeItem *item = chosenItem();
    if (orFeedsShelf && item && item->kind() == FeedTreeItem::Kind::Feed)
        item = item->parent();
    return item && item->kind() == FeedTreeItem::Kind::Shelf ? item->id() : 0;
}

void SidePanel::choose(FeedTreeItem::Kind kind)
{
    setCurrentIndex(m_model->indexOfKind(kind));
}

void SidePanel::chooseFeed(qint64 feedId)
{
    if (const QModelIndex index = m_model->indexForFeed(feedId); index.isValid())
        setCurrentIndex(index);
}

void SidePanel::chooseShelf(qint64 shelfId)
{
    if (const QModelIndex index = m_model->indexForShelf(shelfId); index.isValid())
        setCurrentIndex(index);
}

void SidePanel::chooseSavedSearch(qint64 searchId)
{
    setCurrentIndex(m_model->indexForSavedSearch(searchId));
}

void SidePanel::retranslate()
{
    setAccessibleName(tr("Shelves and feeds"));
}

void SidePanel::rememberChoice()
{
    const FeedTreeItem *item = chosenItem();
    m_chosen =
        item ? std::pair(item->kind(), item->id()) : std::pair(FeedTreeItem::Kind::Root, qint64(0));
}

void SidePanel::restoreChoice()
{
    const auto [kind, id] = m_chosen;
    const QModelIndex chosen = kind == FeedTreeItem::Kind::Feed    ? m_model->indexForFeed(id)
                               : kind == FeedTreeItem::Kind::Shelf ? m_model->indexForShelf(id)
                               : kind == FeedTreeItem::Kind::SavedSearch
                                   ? m_model->indexForSavedSearch(id)
                               : kind == FeedTreeItem::Kind::Root ? QModelIndex()
                                                                  : m_model->indexOfKind(kind);
    if (!chosen.isValid())
        return;
    m_keepingChoice = true;
    setCurrentIndex(chosen);
    m_keepingChoice = false;
}

void SidePanel::showMenu(const QPoint &position)
{
    const QModelIndex index = indexAt(position);
    const FeedTreeItem *item = m_model->itemFor(index);
    if (item)
        setCurrentIndex(index);
    const bool feedOrShelf = item && (item->kind() == FeedTreeItem::Kind::Feed ||
                                      item->kind() == FeedTreeItem::Kind::Shelf ||
                                      item->kind() == FeedTreeItem::Kind::SavedSearch);
    LibraryCommands *commands = m_session->commands();
    FeedMenu menu(feedOrShelf ? item : nullptr, m_refresh, commands->canLogIn(),
                  m_session->queries(), this);
    connect(&menu, &FeedMenu::loginRequested, this, &SidePanel::loginRequested);
    connect(&menu, &FeedMenu::propertiesRequested, m_feeds, &FeedEditor::editProperties);
    connect(&menu, &FeedMenu::capturePolicyChosen, commands, &LibraryCommands::setCapturePolicy);
    connect(&menu, &FeedMenu::newShelfRequested, m_shelves, &ShelfEditor::askForShelf);
    connect(&menu, &FeedMenu::renameShelfRequested, m_shelves, &ShelfEditor::askToRename);
    connect(&menu, &FeedMenu::removeShelfRequested, m_shelves, &ShelfEditor::remove);
    connect(&menu, &FeedMenu::renameSavedSearchRequested, m_savedSearches,
            &SavedSearchEditor::askToRename);
    connect(&menu, &FeedMenu::removeSavedSearchRequested, m_savedSearches,
            &SavedSearchEditor::remove);
    connect(&menu, &FeedMenu::unsubscribeRequested, m_removal, &FeedRemoval::unsubscribe);
    connect(
        &menu, &FeedMenu::moveFeedRequested, commands,
        [commands](qint64 feedId, qint64 shelfId) { commands->moveFeedToShelf(feedId, shelfId); });
    connect(&menu, &FeedMenu::followOnAccountRequested, this, &SidePanel::followOnAccountRequested);
    menu.exec(viewport()->mapToGlobal(position));
}

} // namespace Lectern
