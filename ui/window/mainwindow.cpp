#include "ui/window/mainwindow.h"
#include "ui/articles/articlelistview.h"
#include "ui/highlights/highlightflow.h"

#include "capture/backgroundcapture.h"
#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/savedpage/savedpage.h"
#include "library/search/searchquery.h"
#include "library/stores/articlestore.h"
#include "library/stores/capturestore.h"
#include "library/writes/librarywriter.h"
#include "models/articlelistmodel.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "reading/readersettingsstore.h"
#include "ui/articles/articlelistview.h"
#include "ui/articles/articletitledelegate.h"
#include "ui/articles/datecolumn.h"
#include "ui/common/actionicons.h"
#include "ui/reader/readerpane.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"
#include "ui/sidepanel/countcolumn.h"
#include "ui/sidepanel/feededitor.h"
#include "ui/sidepanel/feedmenu.h"
#include "ui/sidepanel/feedremoval.h"
#include "ui/sidepanel/savedsearcheditor.h"
#include "ui/sidepanel/shelfeditor.h"
#include "ui/subscribing/savepagedialog.h"
#include "ui/subscribing/subscriptionflow.h"
#include "ui/sync/synccontrols.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/refreshcontrols.h"
#include "ui/window/searchbar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace Lectern {

MainWindow::MainWindow(LibrarySession *session, const WindowPreferences &preferences,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_commands(session->commands())
    , m_subscriptions(new SubscriptionFlow(this, statusBar(), session))
    , m_feedModel(session->feedModel())
    , m_articleModel(session->articleModel())
    , m_feedView(new QTreeView)
    , m_articleView(new ArticleListView)
    , m_reader(new ReaderView(ReaderSchemeHandler::pagesOf(session), &session->assets()))
    , m_viewMenu(new ViewMenu(preferences.reader,
                              session->renderer()->highlighter()
                                  ? session->renderer()->highlighter()->themeNames()
                                  : QStringList(),
                              this))
    , m_searchBar(new SearchBar)
    , m_titleDelegate(new ArticleTitleDelegate(this))
    , m_navigator(m_articleView)
{
    m_viewMenu->setNetworkPreferences(preferences.network);
    m_viewMenu->setUiLanguage(preferences.language);
    m_viewMenu->setLibraryFolder(preferences.libraryFolder);
    m_session->setReaderSettings(m_viewMenu->settings());
    m_feedModel->setSavedSearchIcon(
        ActionIcons::icon(QIcon::ThemeIcon::EditFind, u"search-saved"_s));
    setWindowTitle(tr("Lectern"));
    resize(1280, 800);

    m_feedView->setModel(m_feedModel);
    m_refreshing = new RefreshControls(statusBar(), m_feedModel, m_feedView, this);
    m_files = new LibraryFiles(this, statusBar(), session, m_reader, m_viewMenu);
    m_syncing = new SyncControls(statusBar(), session, this);
    m_feedView->setHeaderHidden(true);
    m_feedView->setExpandsOnDoubleClick(true);
    m_feedView->setObjectName(u"feedView"_s);
    m_feedView->header()->setStretchLastSection(false);
    m_feedView->header()->setSectionResizeMode(FeedTreeModel::TitleColumn, QHeaderView::Stretch);
    new CountColumn(m_feedView, m_feedModel, FeedTreeModel::CountColumn);

    m_articleView->setModel(m_articleModel);
    m_articleView->setItemDelegateForColumn(ArticleListModel::TitleColumn, m_titleDelegate);
    m_articleView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_articleView->setRootIsDecorated(false);
    m_articleView->setUniformRowHeights(true);
    m_articleView->setObjectName(u"articleView"_s);
    m_articleView->header()->setSectionResizeMode(ArticleListModel::TitleColumn,
                                                  QHeaderView::Stretch);
    m_articleView->header()->setStretchLastSection(false);
    m_articleView->header()->setSectionResizeMode(ArticleListModel::FeedColumn,
                                                  QHeaderView::Interactive);
    m_articleView->header()->resizeSection(ArticleListModel::FeedColumn, 180);
    new DateColumn(m_articleView, ArticleListModel::PublishedColumn);
    m_reader->setObjectName(u"readerView"_s);
    m_reader->setZoom(m_viewMenu->settings().zoom);
    m_reader->setRemoteImagesAllowed(m_viewMenu->settings().remoteImages);
    connect(m_viewMenu, &ViewMenu::settingsChanged, this, &MainWindow::applyReaderSettings);

    auto *right = m_rightSplitter = new QSplitter(Qt::Vertical);
    right->setObjectName(u"listReaderSplitter"_s);
    right->addWidget(m_articleView);
    // The reader starts after the window's first paint (see ReaderPane).
    m_readerStack = new ReaderPane(m_reader);
    right->addWidget(m_readerStack);
    right->setStretchFactor(1, 3);
    auto *main = m_mainSplitter = new QSplitter(Qt::Horizontal);
    main->setObjectName(u"panelSplitter"_s);
    main->addWidget(m_feedView);
    main->addWidget(right);
    main->setStretchFactor(1, 4);
    main->setSizes({260, 1020});
    setCentralWidget(main);

    // A new tree (a feed or shelf added) opens fully; count updates keep what the user folded.
    connect(m_feedModel, &QAbstractItemModel::modelReset, m_feedView, &QTreeView::expandAll);
    // A new tree keeps the item chosen in it (its list stays as it is, not read again).
    connect(m_feedModel, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const FeedTreeItem *item = m_feedModel->itemFor(m_feedView->currentIndex());
        m_chosenItem = item ? std::pair(item->kind(), item->id())
                            : std::pair(FeedTreeItem::Kind::Root, qint64(0));
    });
    connect(m_feedModel, &QAbstractItemModel::modelReset, this, [this] {
        const auto [kind, id] = m_chosenItem;
        const QModelIndex chosen =
            kind == FeedTreeItem::Kind::Feed          ? m_feedModel->indexForFeed(id)
            : kind == FeedTreeItem::Kind::Shelf       ? m_feedModel->indexForShelf(id)
            : kind == FeedTreeItem::Kind::SavedSearch ? m_feedModel->indexForSavedSearch(id)
            : kind == FeedTreeItem::Kind::Root        ? QModelIndex()
                                                      : m_feedModel->indexOfKind(kind);
        if (!chosen.isValid())
            return;
        m_keepingList = true;
        m_feedView->setCurrentIndex(chosen);
        m_keepingList = false;
    });
    connect(m_feedView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::showArticlesOfSelection);
    connect(m_articleView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::showSelectedArticle);
    // Feeds drag between shelves, articles from the list onto shelves.
    m_feedView->setDragDropMode(QAbstractItemView::DragDrop);
    m_feedView->setDefaultDropAction(Qt::MoveAction);
    m_feedView->setDropIndicatorShown(true);
    m_articleView->setDragDropMode(QAbstractItemView::DragOnly);
    m_feedView->setEditTriggers(QAbstractItemView::EditKeyPressed |
                                QAbstractItemView::SelectedClicked);
    m_feedView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_feedView, &QWidget::customContextMenuRequested, this, &MainWindow::showFeedMenu);
    // Only arrivals: rows the view pages in itself must not move it (scrolling to keep a row
    // in sight lays the view out, which pages in more rows, and so on through the library).
    connect(m_session, &LibrarySession::articlesArriving, this, &MainWindow::rememberTopRow);
    connect(m_session, &LibrarySession::articlesArrived, this, &MainWindow::keepTopRow);
    // A feed added is chosen in the side panel, its articles listed.
    connect(m_subscriptions, &SubscriptionFlow::feedAdded, this, [this](qint64 feedId) {
        m_session->reloadFeeds();
        m_feedView->setCurrentIndex(m_feedModel->indexForFeed(feedId));
    });

    connect(m_searchBar, &SearchBar::searchChanged, this, &MainWindow::showSearch);
    connect(m_searchBar, &SearchBar::dismissed, this, [this] { m_articleView->setFocus(); });
    // A search result opens with the words it was found by marked in the page.
    // The home page's cards lead to their shelf or feed in the side panel.
    connect(m_reader, &ReaderView::shelfLinkActivated, this, [this](qint64 shelfId) {
        const QModelIndex index = m_feedModel->indexForShelf(shelfId);
        if (index.isValid())
            m_feedView->setCurrentIndex(index);
    });
    connect(m_reader, &ReaderView::feedLinkActivated, this, [this](qint64 feedId) {
        const QModelIndex index = m_feedModel->indexForFeed(feedId);
        if (index.isValid())
            m_feedView->setCurrentIndex(index);
    });
    connect(m_reader, &ReaderView::articleReady, this, [this] {
        const QStringList needles = m_session->searchNeedles();
        if (m_session->isSearching() && !needles.isEmpty())
            m_reader->findText(needles.first());
    });

    m_highlights = new HighlightFlow(m_session, m_reader, this);
    connect(m_highlights, &HighlightFlow::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 4000); });
    m_shelves = new ShelfEditor(this, statusBar(), m_session);
    m_feeds = new FeedEditor(this, m_session);
    m_removal = new FeedRemoval(statusBar(), m_commands, m_feedModel, this);
    m_savedSearches = new SavedSearchEditor(this, statusBar(), m_commands, m_feedModel);
    connect(m_searchBar, &SearchBar::saveRequested, m_savedSearches, &SavedSearchEditor::askToSave);
    // A search saved becomes the side panel's choice: its list is the search's results.
    connect(m_savedSearches, &SavedSearchEditor::saved, this, [this](qint64 searchId) {
        m_session->reloadFeeds();
        m_feedView->setCurrentIndex(m_feedModel->indexForSavedSearch(searchId));
    });

    createActions();
    const LibraryEngine &engine = m_session->engine();
    if (engine.refresher)
        m_refreshing->setRefresh(engine.refresher, engine.scheduler);
    if (engine.capture)
        followCapture(engine.capture);
    m_feedView->expandAll();
    // Nothing is opened (or marked read) before the reader chooses it: the list of everything
    // and the home page of the library, or the welcome page of an empty one.
    if (m_feedModel->allArticlesIndex().data(TotalCountRole).toInt() > 0) {
        m_feedView->setCurrentIndex(m_feedModel->allArticlesIndex());
        m_reader->showHome();
    } else {
        m_reader->showWelcome();
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    // Texts are set in retranslate(), again whenever the language changes.
    QMenu *library = m_libraryMenu = menuBar()->addMenu(QString());
    QAction *add = m_addAction = library->addAction(QString(), this, [this] { askForFeed(); });
    add->setShortcut(QKeySequence::New);
    add->setObjectName(u"addFeedAction"_s);
    m_savePageAction = library->addAction(QString(), this, [this] { askToSavePage(); });
    m_savePageAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_savePageAction->setObjectName(u"savePageAction"_s);
    m_savePageAction->setEnabled(m_commands->canSavePages());
    // A page's address pasted on the side panel or the list: Save Page, filled in.
    for (QWidget *view :
         {static_cast<QWidget *>(m_feedView), static_cast<QWidget *>(m_articleView)}) {
        auto *paste =
            new QShortcut(QKeySequence::Paste, view, nullptr, nullptr, Qt::WidgetShortcut);
        connect(paste, &QShortcut::activated, this, [this] {
            const QUrl url = QUrl::fromUserInput(QGuiApplication::clipboard()->text().trimmed());
            if (m_commands->canSavePages() && SavedPage::isSavable(url))
                askToSavePage(url);
        });
    }
    connect(m_commands, &LibraryCommands::pagesSaved, this, &MainWindow::showSavedPages);
    library->addAction(m_refreshing->refreshAllAction());
    library->addAction(m_refreshing->refreshCurrentAction());
    library->addAction(m_refreshing->stopAction());
    library->addAction(m_syncing->syncNowAction());
    library->addAction(m_syncing->accountsAction());
    library->addSeparator();
    m_captureAction = library->addAction(QString(), this, &MainWindow::captureSelected);
    m_captureAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_captureAction->setObjectName(u"captureAction"_s);
    m_captureAction->setEnabled(false);
    m_removeOfflineAction =
        library->addAction(QString(), this, &MainWindow::removeOfflineOfSelected);
    m_removeOfflineAction->setObjectName(u"removeOfflineAction"_s);
    library->addAction(m_files->exportArticleAction());
    m_highlightsAction = library->addAction(QString(), this, [this] {
        m_feedView->setCurrentIndex(m_feedModel->indexOfKind(FeedTreeItem::Kind::Highlights));
        m_requestedArticle = 0;
        m_reader->showHighlights();
    });
    m_highlightsAction->setObjectName(u"highlightsAction"_s);
    library->addSeparator();
    library->addAction(m_files->importOpmlAction());
    library->addAction(m_files->exportOpmlAction());
    library->addSeparator();
    // Closing, not quitting outright: the window keeps the reading position on its way out,
    // and the application ends with its last window.
    m_quitAction = library->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    // Find: Ctrl+F, and / as in other readers (a field being typed in keeps its slash).
    m_homeAction = new QAction(this);
    m_homeAction->setObjectName(u"homeAction"_s);
    m_homeAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    m_homeAction->setIcon(
        ActionIcons::icon(QIcon::ThemeIcon::GoHome, u"go-home"_s, QStyle::SP_DirHomeIcon));
    connect(m_homeAction, &QAction::triggered, this, [this] {
        m_requestedArticle = 0;
        m_reader->showHome();
    });
    m_findAction = new QAction(this);
    m_findAction->setObjectName(u"findAction"_s);
    m_findAction->setShortcuts({QKeySequence::Find, QKeySequence(Qt::Key_Slash)});
    connect(m_findAction, &QAction::triggered, m_searchBar, &SearchBar::focusField);
    addAction(m_findAction);
    QToolBar *tools = m_toolBar = addToolBar(QString());
    tools->setObjectName(u"mainToolBar"_s);
    m_addAction->setIcon(ActionIcons::icon(QIcon::ThemeIcon::ListAdd, u"feed-add"_s,
                                           QStyle::SP_FileDialogNewFolder));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(m_homeAction);
    tools->addAction(m_addAction);
    tools->addAction(m_refreshing->refreshAllAction());
    auto *gap = new QWidget;
    gap->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    tools->addWidget(gap);
    tools->addWidget(m_searchBar);
    m_keys = new KeyboardMap(this);
    connect(m_keys, &KeyboardMap::triggered, this, &MainWindow::runCommand);
    menuBar()->addMenu(m_viewMenu);

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Lectern"),
                           tr("<p><b>Lectern %1</b></p><p>A reader and offline library for "
                              "technical writing.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    retranslate();
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Lectern"));
    m_libraryMenu->setTitle(tr("&Library"));
    m_addAction->setText(tr("&Add Feed\u2026"));
    m_savePageAction->setText(tr("Save &Page\u2026"));
    m_refreshing->retranslate();
    m_syncing->retranslate();
    m_captureAction->setText(tr("&Capture for Offline Reading"));
    m_removeOfflineAction->setText(tr("&Remove Offline Copy"));
    m_highlightsAction->setText(tr("&Highlights"));
    m_quitAction->setText(tr("&Quit"));
    m_files->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Lectern"));
    m_findAction->setText(tr("&Find"));
    m_homeAction->setText(tr("Home"));
    m_homeAction->setToolTip(tr("Your library: the shelves, their counts and newest articles"));
    // What a screen reader says for each pane.
    m_feedView->setAccessibleName(tr("Shelves and feeds"));
    m_articleView->setAccessibleName(tr("Articles"));
    m_reader->setAccessibleName(tr("Article"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_searchBar->retranslate();
}

void MainWindow::changeEvent(QEvent *event)
{
    // Installing and removing translators sends several of these: act once they are through.
    if (event->type() == QEvent::LanguageChange && m_libraryMenu && !m_languageChanging) {
        m_languageChanging = true;
        QTimer::singleShot(0, this, [this] {
            m_languageChanging = false;
            retranslate();
            m_feedModel->retranslate();
            m_articleModel->retranslate();
            reloadPage();
        });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::followCapture(BackgroundCapture *capture)
{
    m_captureAction->setEnabled(true);
    connect(capture, &BackgroundCapture::progress, this, [this](int done, int total) {
        statusBar()->showMessage(tr("Capturing for offline reading: %1/%2").arg(done).arg(total));
    });
    connect(capture, &BackgroundCapture::finished, this,
            [this](int captured, int failed, int aside) {
                QString message = tr("%n article(s) kept for offline reading", nullptr, captured);
                // Said, not hidden: such an article shows its feed's version and why.
                if (aside > 0)
                    message += tr("; %n gave less text than the feed", nullptr, aside);
                if (failed > 0)
                    message += tr("; %n could not be captured", nullptr, failed);
                statusBar()->showMessage(message, 10000);
            });
    connect(capture, &BackgroundCapture::articleFinished, this,
            [this](qint64 articleId, const QString &error) {
                // The article on screen shows its offline copy as soon as there is one.
                if (error.isEmpty() && m_reader->currentArticleId() == articleId)
                    openArticle(articleId);
            });
    // What a new feed or a refresh brings was queued by its feed's policy as it was stored.
    connect(m_subscriptions, &SubscriptionFlow::feedAdded, capture,
            [capture] { capture->captureDue(); });
    if (m_refreshing->refresher()) {
        connect(m_refreshing->refresher(), &FeedRefresher::finished, capture,
                [capture] { capture->captureDue(); });
    }
}

QList<qint64> MainWindow::selectedArticles() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_articleView->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        ids.append(row.data(ArticleIdRole).toLongLong());
    return ids;
}

void MainWindow::removeOfflineOfSelected()
{
    const QList<qint64> ids = selectedArticles();
    if (ids.isEmpty())
        return;
    m_commands->removeOfflineCopies(ids).then(this, [this, ids](bool removed) {
        if (!removed) {
            statusBar()->showMessage(tr("The offline copies could not be removed"), 8000);
            return;
        }
        statusBar()->showMessage(tr("Offline copies removed"), 5000);
        if (ids.contains(m_reader->currentArticleId()))
            openArticle(m_reader->currentArticleId());
    });
}

void MainWindow::captureSelected()
{
    if (!m_commands->canCapture())
        return;
    const QList<qint64> ids = selectedArticles();
    if (ids.isEmpty()) {
        statusBar()->showMessage(tr("Select the articles to capture first"), 5000);
        return;
    }
    m_commands->captureNow(ids);
}

void MainWindow::showFeedMenu(const QPoint &position)
{
    const QModelIndex index = m_feedView->indexAt(position);
    const FeedTreeItem *item = m_feedModel->itemFor(index);
    if (item)
        m_feedView->setCurrentIndex(index);
    const bool feedOrShelf = item && (item->kind() == FeedTreeItem::Kind::Feed ||
                                      item->kind() == FeedTreeItem::Kind::Shelf ||
                                      item->kind() == FeedTreeItem::Kind::SavedSearch);
    FeedMenu menu(feedOrShelf ? item : nullptr, m_refreshing->refreshCurrentAction(),
                  m_commands->canLogIn(), m_session->queries(), this);
    connect(&menu, &FeedMenu::loginRequested, m_subscriptions, &SubscriptionFlow::editLogin);
    connect(&menu, &FeedMenu::propertiesRequested, m_feeds, &FeedEditor::editProperties);
    connect(&menu, &FeedMenu::capturePolicyChosen, m_commands, &LibraryCommands::setCapturePolicy);
    connect(&menu, &FeedMenu::newShelfRequested, m_shelves, &ShelfEditor::askForShelf);
    connect(&menu, &FeedMenu::renameShelfRequested, m_shelves, &ShelfEditor::askToRename);
    connect(&menu, &FeedMenu::removeShelfRequested, m_shelves, &ShelfEditor::remove);
    connect(&menu, &FeedMenu::renameSavedSearchRequested, m_savedSearches,
            &SavedSearchEditor::askToRename);
    connect(&menu, &FeedMenu::removeSavedSearchRequested, m_savedSearches,
            &SavedSearchEditor::remove);
    connect(&menu, &FeedMenu::unsubscribeRequested, m_removal, &FeedRemoval::unsubscribe);
    connect(&menu, &FeedMenu::moveFeedRequested, this, [this](qint64 feedId, qint64 shelfId) {
        m_commands->moveFeedToShelf(feedId, shelfId);
    });
    connect(&menu, &FeedMenu::followOnAccountRequested, m_syncing, &SyncControls::followOnAccount);
    menu.exec(m_feedView->viewport()->mapToGlobal(position));
}

void MainWindow::askToSavePage(const QUrl &suggested)
{
    const FeedTreeItem *item = m_feedModel->itemFor(m_feedView->currentIndex());
    SavePageDialog dialog(m_session->queries().shelfPaths(),
                          item && item->kind() == FeedTreeItem::Kind::Shelf ? item->id() : 0, this);
    dialog.setAddress(suggested.toDisplayString());
    if (dialog.exec() != QDialog::Accepted || !dialog.address().isValid())
        return;
    statusBar()->showMessage(tr("Saving %1\u2026").arg(dialog.address().toDisplayString()));
    m_commands->savePages({dialog.address()}, dialog.shelfPath());
}

void MainWindow::showSavedPages(const QList<PageSaver::Saved> &pages, const QString &error)
{
    if (!error.isEmpty()) {
        statusBar()->showMessage(tr("Cannot save the page: %1").arg(error), 15000);
        return;
    }
    for (const PageSaver::Saved &page : pages) {
        statusBar()->showMessage(
            page.problem.isEmpty()
                ? tr("Saved “%1”; capturing it for offline reading").arg(page.title)
                : tr("Saved %1 as a link: %2").arg(page.url.toDisplayString(), page.problem),
            page.problem.isEmpty() ? 8000 : 15000);
    }
}

// The new feed goes on the shelf selected (or the shelf of the feed selected) unless the user
// chooses another.
void MainWindow::askForFeed(const QUrl &suggested)
{
    const FeedTreeItem *item = m_feedModel->itemFor(m_feedView->currentIndex());
    if (item && item->kind() == FeedTreeItem::Kind::Feed)
        item = item->parent();
    m_subscriptions->ask(suggested,
                         item && item->kind() == FeedTreeItem::Kind::Shelf ? item->id() : 0);
}

void MainWindow::showArticlesOfSelection()
{
    if (m_keepingList)
        return;
    const FeedTreeItem *item = m_feedModel->itemFor(m_feedView->currentIndex());
    if (!item)
        return;
    // A search within the shelf follows the selection; one across the library ends with it.
    if (!m_searchBar->text().isEmpty()) {
        if (m_searchBar->withinShelf()) {
            showSearch(m_searchBar->text(), true);
            return;
        }
        const QSignalBlocker quiet(m_searchBar);
        m_searchBar->clear();
    }
    m_session->showArticlesOf(item);
    // A saved search marks its words as a typed one does.
    m_titleDelegate->setNeedles(m_session->isSearching() ? m_session->searchNeedles()
                                                         : QStringList());
    if (item->kind() == FeedTreeItem::Kind::Highlights) {
        // The place to go over what was marked: every highlight with its note, by article.
        m_articleView->selectionModel()->clear();
        m_requestedArticle = 0;
        m_reader->showHighlights();
        return;
    }
    if (m_articleModel->rowCount() > 0) {
        // The list with nothing chosen: an article opens, and is marked read, when the reader
        // picks it (a click, j, n, space). The article being read stays until then; a page
        // about another list (empty, welcome) gives way to the home page.
        m_articleView->selectionModel()->clear();
        if (m_reader->currentArticleId() <= 0 &&
            m_reader->url() != ReaderSchemeHandler::homeUrl()) {
            m_requestedArticle = 0;
            m_reader->showHome();
        }
    } else {
        // Not the last article of another list: this one is empty, and says so (an empty
        // library greets instead).
        m_requestedArticle = 0;
        if (m_feedModel->allArticlesIndex().data(TotalCountRole).toInt() > 0)
            m_reader->showEmptyList();
        else if (m_reader->url() != ReaderSchemeHandler::welcomeUrl())
            m_reader->showWelcome();
    }
}

void MainWindow::runCommand(KeyboardMap::Command command)
{
    using Command = KeyboardMap::Command;
    const auto goTo = [this](FeedTreeItem::Kind kind) {
        m_feedView->setCurrentIndex(m_feedModel->indexOfKind(kind));
    };
    switch (command) {
    case Command::Next:
        m_navigator.next();
        break;
    case Command::Previous:
        m_navigator.previous();
        break;
    case Command::NextUnread:
        if (!m_navigator.nextUnread())
            statusBar()->showMessage(tr("No unread article below this one"), 4000);
        break;
    case Command::PageDownOrNext:
        if (m_reader->currentArticleId() <= 0) {
            m_navigator.next();
            break;
        }
        m_reader->pageDown([this](bool atEnd) {
            if (atEnd)
                m_navigator.next();
        });
        break;
    case Command::ToggleRead:
        toggleFlag(false);
        break;
    case Command::ToggleStar:
        toggleFlag(true);
        break;
    case Command::OpenInBrowser:
        if (const QUrl link = m_articleView->currentIndex().data(UrlRole).toUrl();
            link.isValid() && (link.scheme() == u"http"_s || link.scheme() == u"https"_s))
            QDesktopServices::openUrl(link);
        break;
    case Command::Refresh:
        m_refreshing->refreshCurrentOrAll();
        break;
    case Command::MarkAllRead:
        m_session->markShownRead();
        statusBar()->showMessage(tr("Everything in the list marked read"), 4000);
        break;
    case Command::GoToAllArticles:
        goTo(FeedTreeItem::Kind::AllArticles);
        break;
    case Command::GoToUnread:
        goTo(FeedTreeItem::Kind::Unread);
        break;
    case Command::GoToStarred:
        goTo(FeedTreeItem::Kind::Starred);
        break;
    case Command::GoToToday:
        goTo(FeedTreeItem::Kind::Today);
        break;
    case Command::GoToOffline:
        goTo(FeedTreeItem::Kind::Offline);
        break;
    case Command::GoToHighlights:
        goTo(FeedTreeItem::Kind::Highlights);
        break;
    case Command::Highlight:
    case Command::HighlightWithNote:
        m_highlights->highlightSelection(false, QString(), command == Command::HighlightWithNote);
        break;
    case Command::ShowShortcuts:
        showShortcuts();
        break;
    }
}

// m: the selected articles become unread when the current one is read, else read; s: the
// same with stars.
void MainWindow::toggleFlag(bool starred)
{
    const QModelIndex current = m_articleView->currentIndex();
    QList<qint64> ids = selectedArticles();
    if (!current.isValid() || ids.isEmpty())
        return;
    const bool on = !current.data(starred ? StarredRole : ReadRole).toBool();
    if (starred)
        m_commands->setStarred(ids, on);
    else
        m_commands->setRead(ids, on);
}

void MainWindow::showShortcuts()
{
    QList<std::pair<QKeySequence, QString>> menus;
    for (QAction *action : {m_findAction, m_addAction, m_refreshing->refreshAllAction(),
                            m_captureAction, m_files->exportArticleAction(), m_quitAction}) {
        if (!action->shortcut().isEmpty())
            menus.append({action->shortcut(), QString(action->text()).remove(u'&')});
    }
    QMessageBox box(this);
    box.setObjectName(u"shortcutsDialog"_s);
    box.setWindowTitle(tr("Keyboard Shortcuts"));
    box.setTextFormat(Qt::RichText);
    box.setText(m_keys->tableHtml(menus));
    box.exec();
}

void MainWindow::keepLayoutIn(QSettings *settings)
{
    m_layoutSettings = settings;
    if (!settings)
        return;
    restoreGeometry(settings->value(u"window/geometry"_s).toByteArray());
    restoreState(settings->value(u"window/state"_s).toByteArray());
    m_mainSplitter->restoreState(settings->value(u"window/panelSplitter"_s).toByteArray());
    m_rightSplitter->restoreState(settings->value(u"window/listReaderSplitter"_s).toByteArray());
}

void MainWindow::showSearch(const QString &text, bool withinShelf)
{
    if (text.isEmpty()) {
        showArticlesOfSelection();
        return;
    }
    SearchQuery query = SearchQuery::parseAsTyped(text);
    const FeedTreeItem *item = m_feedModel->itemFor(m_feedView->currentIndex());
    if (withinShelf && item)
        LibrarySession::narrowTo(query, *item, QDateTime::currentDateTime());
    m_session->showSearch(query);
    m_titleDelegate->setNeedles(m_session->searchNeedles());
    m_articleView->viewport()->update();
    // Nothing opens by itself while typing: opening would mark a result read.
    const int found = m_articleModel->rowCount();
    statusBar()->showMessage(found == 0 ? tr("Nothing found for %1").arg(text)
                                        : tr("Results for %1").arg(text),
                             found == 0 ? 8000 : 4000);
}

void MainWindow::showSelectedArticle()
{
    const QModelIndex current = m_articleView->currentIndex();
    const ArticleSummary *article = m_articleModel->articleAt(current.row());
    if (!article)
        return;
    if (article->id != m_requestedArticle) {
        m_requestedArticle = article->id;
        // Only the last article asked for opens, however fast the selection moved on.
        keepReadingPosition([this, id = article->id] {
            if (id == m_requestedArticle)
                openArticle(id);
        });
    }
    if (!article->read)
        m_commands->setRead({article->id}, true);
}

void MainWindow::rememberTopRow()
{
    const bool scrolled = m_articleView->verticalScrollBar()->value() > 0;
    m_topRow = scrolled ? QPersistentModelIndex(m_articleView->indexAt(QPoint(0, 0)))
                        : QPersistentModelIndex();
}

// At the top of the list new rows show, as long as the article chosen stays in sight;
// scrolled down, the reader's place stays.
void MainWindow::keepTopRow()
{
    if (m_topRow.isValid())
        m_articleView->scrollTo(m_topRow, QAbstractItemView::PositionAtTop);
    else if (m_articleView->currentIndex().isValid())
        m_articleView->scrollTo(m_articleView->currentIndex(), QAbstractItemView::EnsureVisible);
    m_topRow = QPersistentModelIndex();
}

void MainWindow::openArticle(qint64 articleId)
{
    m_reader->showArticle(articleId, m_session->readingPosition(articleId));
}

void MainWindow::keepReadingPosition(std::function<void()> then)
{
    if (m_reader->currentArticleId() <= 0) {
        then();
        return;
    }
    m_reader->readScrollPosition([this, then = std::move(then)](auto position) {
        if (position)
            m_session->keepReadingPosition(position->articleId, position->fraction);
        then();
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_removal->removeNow(); // the writer stores it before the program ends
    if (m_closing || m_reader->currentArticleId() <= 0) {
        if (m_layoutSettings) {
            m_layoutSettings->setValue(u"window/geometry"_s, saveGeometry());
            m_layoutSettings->setValue(u"window/state"_s, saveState());
            m_layoutSettings->setValue(u"window/panelSplitter"_s, m_mainSplitter->saveState());
            m_layoutSettings->setValue(u"window/listReaderSplitter"_s,
                                       m_rightSplitter->saveState());
        }
        QMainWindow::closeEvent(event);
        return;
    }
    // Asking the page where it is takes a moment: close again once it has answered, or after a
    // second if it never does (a page that hangs must not keep the window open).
    event->ignore();
    m_closing = true;
    keepReadingPosition(
        [this] { QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection); });
    QTimer::singleShot(1000, this, [this] {
        if (isVisible())
            close();
    });
}

// Zoom and remote images change the view in place; what shapes the page itself (theme, code
// colours, line numbers, the images its CSP admits) loads it again where the reader was.
void MainWindow::applyReaderSettings(const ReaderSettings &before, const ReaderSettings &now)
{
    m_session->setReaderSettings(now);
    m_reader->setZoom(now.zoom);
    m_reader->setRemoteImagesAllowed(now.remoteImages);
    if (before.pageStyle() != now.pageStyle())
        reloadPage();
}

// The page shown, made again where the reader was (a new theme, a new language).
void MainWindow::reloadPage()
{
    const qint64 shown = m_reader->currentArticleId();
    if (shown > 0)
        keepReadingPosition([this, shown] { openArticle(shown); });
    else if (m_reader->url() == ReaderSchemeHandler::welcomeUrl())
        m_reader->showWelcome();
    else if (m_reader->url() == ReaderSchemeHandler::emptyListUrl())
        m_reader->showEmptyList();
    else if (m_reader->url() == ReaderSchemeHandler::homeUrl())
        m_reader->showHome();
}

} // namespace Lectern
