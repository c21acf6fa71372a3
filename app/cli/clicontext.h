// What every headless command gets: the library folder and the two output streams.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextStream>
#include <functional>
#include <memory>
#include <optional>

class QSettings;

namespace Lectern {

class HttpClient;

class FeedFetcher;
class LibraryWriter;

class Database;
class PageExtractor;
class PagePrinter;

// What needs a browser engine, which only the composition root may link: the page extractor
// for offline capture and the PDF printer for export. Empty where none is available.
struct BrowserServices
{
    std::function<std::unique_ptr<PageExtractor>()> pageExtractor;
    std::function<std::unique_ptr<PagePrinter>()> pagePrinter;
};

class CliContext
{
public:
    explicit CliContext(QString libraryDir, BrowserServices browser = {});
    ~CliContext();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    QString libraryDir() const { return m_libraryDir; }

    // How a command reads the library: OneQuery, a query and then exit, opens it with a small
    // page cache (Database::setPageCacheKiB): a search at 200,000 articles took 17-22 ms with
    // 256 KiB a file, 28-32 ms with SQLite's 2 MB.
    enum class LibraryUse { Any, OneQuery };
    // Opens (creating when needed) the library database; null after printing why it failed.
    Database *openLibrary(LibraryUse use = LibraryUse::Any);
    // Prints "lectern: MESSAGE" on stderr and returns the exit code for failures.
    int fail(const QString &message);
    // The user's settings file, opened on first use.
    QSettings &settings();
    // Gives http the user's proxy setting (the system's unless one is set); a setting that
    // cannot be used is reported on stderr and the system proxy used instead.
    void useProxySetting(HttpClient &http);
    // The fetch deadline set in Preferences (NetworkSettings::fetchDeadlineSeconds).
    void useFetchSettings(FeedFetcher &fetcher);
    // Indexes for search what the command stored before it exits: otherwise every search scans
    // the queued articles one by one until the window indexes them.
    static void indexStored(LibraryWriter &writer);
    // A page extractor for offline capture, or null where this program has none.
    std::unique_ptr<PageExtractor> makePageExtractor() const;
    // A PDF printer for export, or null where this program has none.
    std::unique_ptr<PagePrinter> makePagePrinter() const;
    // Whether progress can be drawn in place on standard error (a terminal).
    static bool stderrIsTerminal();
    // Article ids as given on the command line; nullopt after printing which one is not one.
    std::optional<QList<qint64>> articleIds(const QStringList &arguments);
    // A positive whole number (an id, a count of days), or nullopt.
    static std::optional<qint64> positiveId(const QString &text);
    // Runs one credential-store call to its end (the keychain answers through the event loop)
    // and returns its error, empty on success.
    static QString
    waitForKeychain(const std::function<void(std::function<void(const QString &)>)> &call);

private:
    QString m_libraryDir;
    QTextStream m_out;
    QTextStream m_err;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<QSettings> m_settings;
    BrowserServices m_browser;

    // The commands' messages, in the language of the user's locale (translations/*.ts).
    Q_DECLARE_TR_FUNCTIONS(Lectern::CliContext)
};

} // namespace Lectern
