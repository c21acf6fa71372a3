// The window: the side panel on the left, the article pane (the list above the reader) on the
// right, the menus, the toolbar with the search field, and the status bar. It composes the
// rooms' widgets and flows and wires them; each owns its own behaviour.
#pragma once

#include "models/feedtreeitem.h"
#include "ui/window/keyboardmap.h"
#include "ui/window/windowpreferences.h"

#include <QMainWindow>
#include <QUrl>

class QAction;
class QMenu;
class QSettings;
class QSplitter;
class QToolBar;
class QTreeView;

namespace Lectern {

class ArticlePane;
class BackupControls;
class CaptureControls;
class FeedRemoval;
class HighlightFlow;
class LibraryCommands;
class LibraryFiles;
class LibrarySession;
class ReaderView;
class RefreshControls;
class SavePageFlow;
class SavedSearchEditor;
class SearchBar;
class ShelfEditor;
class SidePanel;
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
    QTreeView *feedView() const;
    QTreeView *articleView() const;
    ReaderView *readerView() const;
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
    // Library > Back Up and Restore, and the daily backup.
    BackupControls *backups() const { return m_backups; }
    // Shelves made, renamed and deleted from the side panel; unsubscribing with Undo.
    ShelfEditor *shelfEditor() const;
    SavedSearchEditor *savedSearches() const;
    FeedRemoval *feedRemoval() const;
    // Highlights made and changed in the reader.
    HighlightFlow *highlights() const;
    // The window's size, place, panes and splitters, restored from settings now and saved
    // there when the window closes.
    void keepLayoutIn(QSettings *settings);

protected:
    // Keeps the reading position of the article shown before the window goes.
    void closeEvent(QCloseEvent *event) override;
    // A new language: menus, smart shelves, list headers and the page shown speak it.
    void changeEvent(QEvent *event) override;

private:
    void connectPanes();
    void createActions();
    void retranslate();
    void showArticlesOf(const FeedTreeItem *item);
    // What a reading key asks for.
    void runCommand(KeyboardMap::Command command);
    void showShortcuts();
    // The search field's query (empty: back to the shelf chosen), within that shelf or not.
    void showSearch(const QString &text, bool withinShelf);

    LibrarySession *m_session;
    LibraryCommands *m_commands;
    SubscriptionFlow *m_subscriptions;
    ViewMenu *m_viewMenu;
    SearchBar *m_searchBar;
    SidePanel *m_sidePanel;
    ArticlePane *m_articles;
    KeyboardMap *m_keys = nullptr;
    RefreshControls *m_refreshing = nullptr;
    SyncControls *m_syncing = nullptr;
    CaptureControls *m_capturing = nullptr;
    SavePageFlow *m_pageSaving = nullptr;
    BackupControls *m_backups = nullptr;
    LibraryFiles *m_files = nullptr;
    QToolBar *m_toolBar = nullptr;
    QSplitter *m_mainSplitter = nullptr;
    QSettings *m_layoutSettings = nullptr;
    bool m_closing = false;
    bool m_languageChanging = false;
    QMenu *m_libraryMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_homeAction = nullptr;
    QAction *m_highlightsAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_addAction = nullptr;
    QAction *m_savePageAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace Lectern
