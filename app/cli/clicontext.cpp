#include "cli/clicontext.h"

#include "library/database.h"
#include "library/librarylocation.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace Lectern {

CliContext::CliContext(QString libraryDir)
    : m_libraryDir(std::move(libraryDir))
    , m_out(stdout)
    , m_err(stderr)
{
}

CliContext::~CliContext() = default;

Database *CliContext::openLibrary()
{
    if (m_database)
        return m_database.get();
    if (!QDir().mkpath(m_libraryDir)) {
        fail(u"cannot create the library folder %1"_s.arg(m_libraryDir));
        return nullptr;
    }
    auto database = std::make_unique<Database>(LibraryLocation::databasePath(m_libraryDir));
    if (!database->open()) {
        fail(database->errorString());
        return nullptr;
    }
    m_database = std::move(database);
    return m_database.get();
}

int CliContext::fail(const QString &message)
{
    m_err << "lectern: " << message << Qt::endl;
    return 1;
}

} // namespace Lectern
