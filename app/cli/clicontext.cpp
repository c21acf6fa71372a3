#include "cli/clicontext.h"

#include "capture/pageextractor.h"
#include "library/database/database.h"
#include "library/database/librarylocation.h"
#include "library/writes/librarywriter.h"
#include "net/networkpreferences.h"
#include "net/networksettings.h"
#include "net/systemcredentialstore.h"
#include "reading/pageprinter.h"
#include "reading/usersettings.h"

#include <QDir>
#include <QEventLoop>
#include <QSettings>
#include <cstdio>
#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// 32 pages of 8 KiB for each file; 128 KiB measured the same, 500 KiB and more slower.
constexpr int kOneQueryPageCacheKiB = 256;
} // namespace

CliContext::CliContext(QString libraryDir, BrowserServices browser)
    : m_libraryDir(std::move(libraryDir))
    , m_out(stdout)
    , m_err(stderr)
    , m_browser(std::move(browser))
{
}

CliContext::~CliContext() = default;

bool CliContext::stderrIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(fileno(stderr)) != 0;
#else
    return false;
#endif
}

std::optional<QList<qint64>> CliContext::articleIds(const QStringList &arguments)
{
    QList<qint64> ids;
    for (const QString &text : arguments) {
        const std::optional<qint64> id = positiveId(text);
        if (!id) {
            fail(CliContext::tr("“%1” is not an article id").arg(text));
            return std::nullopt;
        }
        ids.append(*id);
    }
    return ids;
}

std::optional<qint64> CliContext::positiveId(const QString &text)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    return ok && id > 0 ? std::optional(id) : std::nullopt;
}

std::unique_ptr<PageExtractor> CliContext::makePageExtractor() const
{
    return m_browser.pageExtractor ? m_browser.pageExtractor() : nullptr;
}

std::unique_ptr<PagePrinter> CliContext::makePagePrinter() const
{
    return m_browser.pagePrinter ? m_browser.pagePrinter() : nullptr;
}

Database *CliContext::openLibrary(LibraryUse use)
{
    if (m_database)
        return m_database.get();
    if (!QDir().mkpath(m_libraryDir)) {
        fail(CliContext::tr("cannot create the library folder %1").arg(m_libraryDir));
        return nullptr;
    }
    auto database = std::make_unique<Database>(LibraryLocation::databasePath(m_libraryDir));
    if (use == LibraryUse::OneQuery)
        database->setPageCacheKiB(kOneQueryPageCacheKiB);
    if (!database->open()) {
        fail(database->errorString());
        return nullptr;
    }
    m_database = std::move(database);
    return m_database.get();
}

QSettings &CliContext::settings()
{
    if (!m_settings)
        m_settings = UserSettings::open();
    return *m_settings;
}

void CliContext::useProxySetting(HttpClient &http)
{
    const NetworkSettings proxy = NetworkSettings::load(settings());
    if (const QString problem = proxy.validate(); !problem.isEmpty()) {
        m_err << "lectern: " << problem << "; using the system proxy" << Qt::endl;
        proxy.applyTo(http);
        return;
    }
    // A manual proxy's password comes from the keychain, which may answer later.
    SystemCredentialStore keychain;
    NetworkPreferences preferences(&settings(), &http, &keychain);
    QString error;
    bool applied = false;
    QEventLoop loop;
    QObject::connect(&preferences, &NetworkPreferences::applied, &loop, [&](const QString &e) {
        error = e;
        applied = true;
        loop.quit();
    });
    preferences.applyStored();
    if (!applied)
        loop.exec();
    if (!error.isEmpty())
        m_err << "lectern: proxy password: " << error << Qt::endl;
}

void CliContext::indexStored(LibraryWriter &writer)
{
    writer.indexSearchQueue().waitForFinished();
}

void CliContext::useFetchSettings(FeedFetcher &fetcher)
{
    NetworkSettings::load(settings()).applyTo(fetcher);
}

QString
CliContext::waitForKeychain(const std::function<void(std::function<void(const QString &)>)> &call)
{
    QString error;
    bool done = false;
    QEventLoop loop;
    call([&](const QString &result) {
        error = result;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return error;
}

int CliContext::fail(const QString &message)
{
    m_err << "lectern: " << message << Qt::endl;
    return 1;
}

} // namespace Lectern
