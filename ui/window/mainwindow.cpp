#include "ui/window/mainwindow.h"
#include "ui/settings/rulesdialog.h"

#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "feeds/savedpage/savedpage.h"
#include "library/search/searchquery.h"
#include "models/articlelistmodel.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "ui/articles/articlepane.h"
#include "ui/backup/backupcontrols.h"
#include "ui/common/actionicons.h"
#include "ui/highlights/highlightfiles.h"
#include "ui/highlights/highlightflow.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"
#include "ui/sidepanel/feedremoval.h"
#include "ui/sidepanel/savedsearcheditor.h"
#include "ui/sidepanel/sidepanel.h"
#include "ui/subscribing/savepageflow.h"
#include "ui/subscribing/subscriptionflow.h"
#include "ui/sync/synccontrols.h"
#include "ui/window/capturecontrols.h"
#include "ui/window/libraryfiles.h"
#include "ui/window/refreshcontrols.h"
#include "ui/window/searchbar.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

using namespace Qt::StringLiterals;

namespace Lectern {

MainWindow::MainWindow(LibrarySession *session, const WindowPreferences &preferences,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_commands(session->commands())
    , m_subscriptions(new SubscriptionFlow(this, statusBar(), session))
    , m_viewMenu(new ViewMenu(preferences.reader,
                              session->renderer()->highlighter()
                                  ? session->renderer()->highlighter()->themeNames()
                                  : QStringList(),
                              this))
    , m_searchBar(new SearchBar)
    , m_sidePanel(new SidePanel(session, statusBar(), this))
    , m_articles(new ArticlePane(session, m_viewMenu->settings(), this))
{
    m_viewMenu->setNetworkPreferences(preferences.network);
    m_viewMenu->setUiLanguage(preferences.language);
    m_viewMenu->setLibraryFolder(preferences.libraryFolder);
    m_session->setReaderSettings(m_viewMenu->settings());
    setWindowTitle(tr("Lectern"));
    resize(1280, 800);

    m_refreshing = new RefreshControls(statusBar(), m_session->feedModel(), m_sidePanel, this);
    m_sidePanel->setRefreshAction(m_refreshing->refreshCurrentAction());
    m_files = new LibraryFiles(this, statusBar(), session, readerView(), m_viewMenu);
    m_syncing = new SyncControls(statusBar(), session, this);
    m_capturing = new CaptureControls(statusBar(), m_articles, this);
    m_pageSaving = new SavePageFlow(this, statusBar(), session);
    m_backups =
        new BackupControls(preferences.libraryFolder, preferences.settings, statusBar(), this);

    auto *main = m_mainSplitter = new QSplitter(Qt::Horizontal);
    main->setObjectName(u"panelSplitter"_s);
    main->addWidget(m_sidePanel);
    main->addWidget(m_articles);
    main->setStretchFactor(1, 4);
    main->setSizes({260, 1020});
    setCentralWidget(main);
    connectPanes();
    createActions();

    const LibraryEngine &engine = m_session->engine();
    if (engine.refresher)
        m_refreshing->setRefresh(engine.refresher, engine.scheduler);
    if (engine.capture)
        m_capturing->follow(engine.capture, m_subscriptions, engine.refresher);
    // Nothing is opened (or marked read) before the reader chooses it: the list of everything
    // and the home page of the library, or the welcome page of an empty one.
    if (m_session->feedModel()->allArticlesIndex().data(TotalCountRole).toInt() > 0) {
        m_sidePanel->choose(FeedTreeItem::Kind::AllArticles);
        m_articles->showHome();
    } else {
        readerView()->showWelcome();
    }
}

MainWindow::~MainWindow() = default;

QTreeView *MainWindow::feedView() const
{
    return m_sidePanel;
}

QTreeView *MainWindow::articleView() const
{
    return m_articles->list();
}

ReaderView *MainWindow::readerView() const
{
    return m_articles->reader();
}

ShelfEditor *MainWindow::shelfEditor() const
{
    return m_sidePanel->shelfEditor();
}

SavedSearchEditor *MainWindow::savedSearches() const
{
    return m_sidePanel->savedSearches();
}

FeedRemoval *MainWindow::feedRemoval() const
{
    return m_sidePanel->feedRemoval();
}

HighlightFlow *MainWindow::highlights() const
{
    return m_articles->highlights();
}

void MainWindow::connectPanes()
{
    connect(m_viewMenu, &ViewMenu::settingsChanged, m_articles, &ArticlePane::applyReaderSettings);
    connect(m_articles, &ArticlePane::message, statusBar(), &QStatusBar::showMessage);
    connect(m_sidePanel, &SidePanel::itemChosen, this, &MainWindow::showArticlesOf);
    connect(m_sidePanel, &SidePanel::loginRequested, m_subscriptions, &SubscriptionFlow::editLogin);
    connect(m_sidePanel, &SidePanel::followOnAccountRequested, m_syncing,
            &SyncControls::followOnAccount);
    // A feed added is chosen in the side panel, its articles listed.
    connect(m_subscriptions, &SubscriptionFlow::feedAdded, this, [this](qint64 feedId) {
        m_session->reloadFeeds();
        m_sidePanel->chooseFeed(feedId);
    });
    connect(m_searchBar, &SearchBar::searchChanged, this, &MainWindow::showSearch);
    connect(m_searchBar, &SearchBar::dismissed, this, [this] { articleView()->setFocus(); });
    connect(m_searchBar, &SearchBar::saveRequested, savedSearches(), &SavedSearchEditor::askToSave);
    // The home page's cards lead to their shelf or feed in the side panel.
    connect(readerView(), &ReaderView::shelfLinkActivated, m_sidePanel, &SidePanel::chooseShelf);
    connect(readerView(), &ReaderView::feedLinkActivated, m_sidePanel, &SidePanel::chooseFeed);
}

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
         {static_cast<QWidget *>(m_sidePanel), static_cast<QWidget *>(articleView())}) {
        auto *paste =
            new QShortcut(QKeySequence::Paste, view, nullptr, nullptr, Qt::WidgetShortcut);
        connect(paste, &QShortcut::activated, this, [this] {
            const QUrl url = QUrl::fromUserInput(QGuiApplication::clipboard()->text().trimmed());
            if (m_commands->canSavePages() && SavedPage::isSavable(url))
                askToSavePage(url);
        });
    }
    library->addAction(m_refreshing->refreshAllAction());
    library->addAction(m_refreshing->refreshCurrentAction());
    library->addAction(m_refreshing->stopAction());
    library->addAction(m_syncing->syncNowAction());
    library->addAction(m_syncing->accountsAction());
    m_rulesAction = library->addAction(QString(), this, [this] {
        RulesDialog dialog(m_session, this);
        dialog.exec();
    });
    m_rulesAction->setObjectName(u"rulesAction"_s);
    library->addSeparator();
    library->addAction(m_capturing->captureAction());
    library->addAction(m_capturing->removeOfflineAction());
    library->addAction(m_files->exportArticleAction());
    library->addAction(m_files->copyCitationAction());
    m_highlightsAction = library->addAction(QString(), this, [this] {
        m_sidePanel->choose(FeedTreeItem::Kind::Highlights);
        m_articles->showHighlights();
    });
    m_highlightsAction->setObjectName(u"highlightsAction"_s);
    library->addSeparator();
    library->addAction(m_files->importOpmlAction());
    library->addAction(m_files->exportOpmlAction());
    library->addMenu(m_files->highlights()->exportMenu());
    library->addSeparator();
    library->addAction(m_backups->backUpAction());
    library->addAction(m_backups->restoreAction());
    library->addSeparator();
    // Closing, not quitting outright: the window keeps the reading position on its way out,
    // and the application ends with its last window.
    m_quitAction = library->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_homeAction = new QAction(this);
    m_homeAction->setObjectName(u"homeAction"_s);
    m_homeAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    m_homeAction->setIcon(
        ActionIcons::icon(QIcon::ThemeIcon::GoHome, u"go-home"_s, QStyle::SP_DirHomeIcon));
    connect(m_homeAction, &QAction::triggered, m_articles, &ArticlePane::showHome);
    // Find: Ctrl+F, and / as in other readers (a field being typed in keeps its slash).
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
    m_capturing->retranslate();
    m_highlightsAction->setText(tr("&Highlights"));
    m_rulesAction->setText(tr("R&ules\u2026"));
    m_quitAction->setText(tr("&Quit"));
    m_files->retranslate();
    m_backups->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Lectern"));
    m_findAction->setText(tr("&Find"));
    m_homeAction->setText(tr("Home"));
    m_homeAction->setToolTip(tr("Your library: the shelves, their counts and newest articles"));
    // What a screen reader says for each pane.
    m_sidePanel->retranslate();
    m_articles->retranslate();
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
            m_session->feedModel()->retranslate();
            m_session->articleModel()->retranslate();
            m_articles->reloadPage();
        });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::askToSavePage(const QUrl &suggested)
{
    m_pageSaving->ask(suggested, m_sidePanel->chosenShelf(false));
}

// The new feed goes on the shelf chosen (or the shelf of the feed chosen) unless the person
// chooses another.
void MainWindow::askForFeed(const QUrl &suggested)
{
    m_subscriptions->ask(suggested, m_sidePanel->chosenShelf(true));
}

void MainWindow::showArticlesOf(const FeedTreeItem *item)
{
    // A search within the shelf follows the choice; one across the library ends with it.
    if (!m_searchBar->text().isEmpty()) {
        if (m_searchBar->withinShelf())
            return showSearch(m_searchBar->text(), true);
        const QSignalBlocker quiet(m_searchBar);
        m_searchBar->clear();
    }
    m_session->showArticlesOf(item);
    // A saved search marks its words as a typed one does.
    m_articles->markWords(m_session->isSearching() ? m_session->searchNeedles() : QStringList());
    m_articles->listShown(*item);
}

void MainWindow::runCommand(KeyboardMap::Command command)
{
    using Command = KeyboardMap::Command;
    switch (command) {
    case Command::Next:
        return m_articles->next();
    case Command::Previous:
        return m_articles->previous();
    case Command::NextUnread:
        if (!m_articles->nextUnread())
            statusBar()->showMessage(tr("No unread article below this one"), 4000);
        return;
    case Command::PageDownOrNext:
        return m_articles->pageDownOrNext();
    case Command::ToggleRead:
        return m_articles->toggleFlag(false);
    case Command::ToggleStar:
        return m_articles->toggleFlag(true);
    case Command::OpenInBrowser:
        return m_articles->openCurrentInBrowser();
    case Command::Refresh:
        return m_refreshing->refreshCurrentOrAll();
    case Command::MarkAllRead:
        m_session->markShownRead();
        statusBar()->showMessage(tr("Everything in the list marked read"), 4000);
        return;
    case Command::GoToAllArticles:
        return m_sidePanel->choose(FeedTreeItem::Kind::AllArticles);
    case Command::GoToUnread:
        return m_sidePanel->choose(FeedTreeItem::Kind::Unread);
    case Command::GoToStarred:
        return m_sidePanel->choose(FeedTreeItem::Kind::Starred);
    case Command::GoToToday:
        return m_sidePanel->choose(FeedTreeItem::Kind::Today);
    case Command::GoToOffline:
        return m_sidePanel->choose(FeedTreeItem::Kind::Offline);
    case Command::GoToHighlights:
        return m_sidePanel->choose(FeedTreeItem::Kind::Highlights);
    case Command::Highlight:
    case Command::HighlightWithNote:
        return m_articles->highlights()->highlightSelection(false, QString(),
                                                            command == Command::HighlightWithNote);
    case Command::ShowShortcuts:
        return showShortcuts();
    }
}

void MainWindow::showShortcuts()
{
    QList<std::pair<QKeySequence, QString>> menus;
    for (QAction *action :
         {m_findAction, m_addAction, m_refreshing->refreshAllAction(), m_capturing->captureAction(),
          m_files->exportArticleAction(), m_quitAction}) {
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
    m_articles->restoreState(settings->value(u"window/listReaderSplitter"_s).toByteArray());
}

void MainWindow::showSearch(const QString &text, bool withinShelf)
{
    const FeedTreeItem *item = m_sidePanel->chosenItem();
    if (text.isEmpty()) {
        if (item)
            showArticlesOf(item);
        return;
    }
    SearchQuery query = SearchQuery::parseAsTyped(text);
    if (withinShelf && item)
        LibrarySession::narrowTo(query, *item, QDateTime::currentDateTime());
    m_session->showSearch(query);
    m_articles->markWords(m_session->searchNeedles());
    // Nothing opens by itself while typing: opening would mark a result read.
    const int found = m_session->articleModel()->rowCount();
    statusBar()->showMessage(found == 0 ? tr("Nothing found for %1").arg(text)
                                        : tr("Results for %1").arg(text),
                             found == 0 ? 8000 : 4000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    feedRemoval()->removeNow(); // the writer stores it before the program ends
    if (m_closing || readerView()->currentArticleId() <= 0) {
        if (m_layoutSettings) {
            m_layoutSettings->setValue(u"window/geometry"_s, saveGeometry());
            m_layoutSettings->setValue(u"window/state"_s, saveState());
            m_layoutSettings->setValue(u"window/panelSplitter"_s, m_mainSplitter->saveState());
            m_layoutSettings->setValue(u"window/listReaderSplitter"_s, m_articles->saveState());
        }
        QMainWindow::closeEvent(event);
        return;
    }
    // Asking the page where it is takes a moment: close again once it has answered, or after a
    // second if it never does (a page that hangs must not keep the window open).
    event->ignore();
    m_closing = true;
    m_articles->keepReadingPosition(
        [this] { QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection); });
    QTimer::singleShot(1000, this, [this] {
        if (isVisible())
            close();
    });
}

} // namespace Lectern
