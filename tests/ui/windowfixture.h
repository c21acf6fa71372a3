// What the window's tests share: a library with its writer, subscriber, renderer and reader
// settings in a folder of their own, and windows on sessions of it.
#pragma once

#include "content/articlepagerenderer.h"
#include "content/codehighlighter.h"
#include "library/database/database.h"
#include "library/writes/librarywriter.h"
#include "models/librarysession.h"
#include "net/feedfetcher.h"
#include "net/feedrefresher.h"
#include "net/feedscheduler.h"
#include "net/feedsubscriber.h"
#include "net/httpclient.h"
#include "reading/readersettingsstore.h"
#include "ui/window/mainwindow.h"

#include <QSettings>
#include <QTemporaryDir>
#include <memory>
#include <vector>

namespace Lectern::Testing {

class WindowFixture
{
protected:
    // A new library for each test (Qt Test's init and cleanup call these).
    void setUp();
    void tearDown();
    // A feed of two articles, one with code and hostile markup.
    void fillLibrary();
    // The window on a session of the library; refresher and scheduler enable Refresh.
    std::unique_ptr<MainWindow> makeWindow(FeedRefresher *refresher = nullptr,
                                           FeedScheduler *scheduler = nullptr);
    std::unique_ptr<MainWindow> makeWindow(const LibraryEngine &engine);
    // With the library's folder and the user's settings, as the application makes it (backups).
    std::unique_ptr<MainWindow> makeWindowOnFolder();

    QTemporaryDir m_dir;
    QString m_libraryDir; // the library's folder: its database and kept assets
    std::unique_ptr<Database> m_db;
    std::unique_ptr<LibraryWriter> m_writer;
    HttpClient m_network;
    std::unique_ptr<FeedFetcher> m_fetcher;
    std::unique_ptr<FeedSubscriber> m_subscriber;
    CodeHighlighter m_highlighter;
    std::unique_ptr<ArticlePageRenderer> m_renderer;
    std::unique_ptr<QSettings> m_settingsFile;
    std::unique_ptr<ReaderSettingsStore> m_settings;
    std::vector<std::unique_ptr<LibrarySession>> m_sessions; // the windows'
};

} // namespace Lectern::Testing
