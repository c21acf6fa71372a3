// The window: shelves and feeds on the left, the article list above the reader on the right.
#pragma once

#include "models/feedtreeitem.h"
#include "net/feedfetcher.h"
#include "net/pagesaver.h"
#include "ui/articles/articlenavigator.h"
#include "ui/window/keyboardmap.h"
#include "ui/window/windowpreferences.h"

#include <QHash>
#include <QMainWindow>
#include <QPersistentModelIndex>
#include <QUrl>
#include <functional>

class QAction;
class QMenu;
class QSettings;
class QSplitter;
class QToolBar;
class QTimer;
class QTreeView;
class QItemSelection;

namespace Lectern {

class ArticleListModel;
class ArticleTitleDelegate;
class BackgroundCapture;
class FeedRemoval;
class FeedTreeModel;
class HighlightFlow;
class LibraryFiles;
class LibrarySession;
class LibraryCommands;
struct ReaderSettings;
class ReaderSettingsStore;
class ReaderPane;
class ReaderView;
class RefreshControls;
class SavedSearchEditor;
class SearchBar;
class FeedEditor;
class ShelfEditor;
class SubscriptionFlow;
class SyncControls;
class ViewMenu;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // The window shows session (its models, pages and positions) and keeps layout, actions
    // and dialogs; everything it asks of the library and every change it makes go through
    // session, whose engine says what it can do (refresh, capture, logins). The View menu
    // edits preferences; the reader's settings are handed to the session.
    MainWindow(LibrarySession *session, const WindowPreferences &preferences,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    LibrarySession *session() const { return m_session; }
    QTreeView *feedView() const { return m_feedView; }
    QTreeView *articleView() const { return m_articleView; }
    ReaderView *readerView() const { return m_reader; }
    ViewMenu *viewMenu() const { return m_viewMenu; }
    SearchBar *searchBar() const { return m_searchBar; }
    KeyboardMap *keyboardMap() const { return m_keys; }

    // Library > Add Feed: asks for an address (prefilled with suggested) and a shelf, offers
    // the feeds a site links, then adds what is chosen.
    void askForFeed(const QUrl &suggested = {});
    // Library > Save Page: asks for a page's address and a shelf, then saves it.
    void askToSavePage(const QUrl &suggested = {});
    SubscriptionFlow *subscriptions() const { return m_subscriptions; }
    // Library > Import (OPML and read-later exports), Export OPML and Export Article.
    LibraryFiles *libraryFiles() const { return m_files; }
    // Captures the selected articles for offline reading.
    void captureSelected();
    // Removes the offline copies of the selected articles, and the images only they used.
    void removeOfflineOfSelected();
    // Shelves made, renamed and deleted from the side panel; unsubscribing with Undo.
    ShelfEditor *shelfEditor() const { return m_shelves; }
    SavedSearchEditor *savedSearches() const { return m_savedSearches; }
    FeedRemoval *feedRemoval() const { return m_removal; }
    // Highlights made and changed in the reader.
    HighlightFlow *highlights() const { return m_highlights; }
    // The window's size, place, panes and splitters, restored from settings now and saved
    // there when the window closes.
    void keepLayoutIn(QSettings *settings);

protected:
    // Keeps the reading position of the article shown before the window goes.
    void closeEvent(QCloseEvent *event) override;
    // A new language: menus, smart shelves, list headers and the page shown speak it.
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    // Library > Capture for Offline Reading, and what capture says in the status bar; what a
    // new feed or a refresh brings is captured as its policy asks.
    void followCapture(BackgroundCapture *capture);
    void showSavedPages(const QList<PageSaver::Saved> &pages, const QString &error);
    void retranslate();
    void reloadPage();
    void showArticlesOfSelection();
    // What a reading key asks for.
    void runCommand(KeyboardMap::Command command);
    void toggleFlag(bool starred);
    void showShortcuts();
    // The search field's query (empty: back to the shelf selected), within that shelf or not.
    void showSearch(const QString &text, bool withinShelf);
    void showSelectedArticle();
    QList<qint64> selectedArticles() const;
    void showFeedMenu(const QPoint &position);
    // Keep Offline > Automatically / Always / Never: the capture policy of these feeds.
    void openArticle(qint64 articleId);
    // Saves where the reader is in the article it shows (when it moved), then calls then.
    void keepReadingPosition(std::function<void()> then);
    void applyReaderSettings(const ReaderSettings &before, const ReaderSettings &now);
    // Rows that arrive above the first one in sight keep that one in sight.
    void rememberTopRow();
    void keepTopRow();

    LibrarySession *m_session;
    LibraryCommands *m_commands;
    SubscriptionFlow *m_subscriptions;
    FeedTreeModel *m_feedModel;
    ArticleListModel *m_articleModel;
    QTreeView *m_feedView;
    QTreeView *m_articleView;
    ReaderView *m_reader;
    ViewMenu *m_viewMenu;
    SearchBar *m_searchBar;
    ArticleTitleDelegate *m_titleDelegate;
    QAction *m_findAction = nullptr;
    QAction *m_homeAction = nullptr;
    KeyboardMap *m_keys = nullptr;
    ArticleNavigator m_navigator;
    RefreshControls *m_refreshing = nullptr;
    SyncControls *m_syncing = nullptr;
    LibraryFiles *m_files = nullptr;
    QToolBar *m_toolBar = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSplitter *m_rightSplitter = nullptr;
    ReaderPane *m_readerStack = nullptr; // a blank pane, then the reader
    QSettings *m_layoutSettings = nullptr;
    ShelfEditor *m_shelves = nullptr;
    FeedEditor *m_feeds = nullptr;
    SavedSearchEditor *m_savedSearches = nullptr;
    FeedRemoval *m_removal = nullptr;
    HighlightFlow *m_highlights = nullptr;
    QAction *m_highlightsAction = nullptr;
    QPersistentModelIndex m_topRow; // the first row in sight while rows are inserted
    qint64 m_requestedArticle = 0;  // the article selected last
    bool m_closing = false;
    QAction *m_captureAction = nullptr;
    QMenu *m_libraryMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_savePageAction = nullptr;
    QAction *m_removeOfflineAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    bool m_languageChanging = false;
    // The side panel's choice across a new tree, and whether choosing it again keeps the list.
    std::pair<FeedTreeItem::Kind, qint64> m_chosenItem{FeedTreeItem::Kind::Root, 0};
    bool m_keepingList = false;
};

} // namespace Lectern
