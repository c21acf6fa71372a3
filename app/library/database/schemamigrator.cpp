#include "library/database/schemamigrator.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Version number -> resource path, from file names like "0002_shelves.sql". Read once: the
// scripts are built into the program. Listing them with a name filter (a regular expression to
// compile) took 0.8-1.0 ms of a library's 5 ms open; listing once without one, 0.35-0.5 ms.
const QMap<int, QString> &migrationScripts()
{
    static const QMap<int, QString> scripts = [] {
        QMap<int, QString> found;
        const QDir dir(u":/lectern/sql"_s);
        for (const QString &name : dir.entryList(QDir::Files)) {
            bool ok = false;
            const int version = name.section(u'_', 0, 0).toInt(&ok);
            if (name.endsWith(u".sql"_s) && ok && version > 0)
                found.insert(version, dir.filePath(name));
        }
        return found;
    }();
    return scripts;
}

// Splits a script into statements. Migrations are written by us: statements end with ';' at
// the end of a line, and "--" starts a comment line.
QStringList statementsOf(const QString &script)
{
    QStringList statements;
    QString current;
    for (const QString &line : script.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(u"--"_s))
            continue;
        current += line + u'\n';
        if (trimmed.endsWith(u';')) {
            statements.append(current.trimmed());
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

} // namespace

SchemaMigrator::SchemaMigrator(QSqlDatabase db)
    : m_db(std::move(db))
{
}

int SchemaMigrator::latestVersion()
{
    const QMap<int, QString> &scripts = migrationScripts();
    return scripts.isEmpty() ? 0 : scripts.lastKey();
}

bool SchemaMigrator::losesNothingAfter(int fromVersion, int toVersion)
{
    // Adding a column, a table, an index, a view or a trigger, dropping a trigger, an index, a
    // view or a search table (derived from articles), setting a new search index's options, or
    // putting articles in or out of the search queue (their text stays in articles) loses nothing
    // stored.
    static const QRegularExpression losesNothing(
        u"^(ALTER\\s+TABLE\\s+\\w+\\s+ADD\\s+COLUMN\\s|DROP\\s+TRIGGER\\s|"
        "DROP\\s+TABLE\\s+search_\\w+\\s*;\\s*$|"
        "CREATE\\s+(VIRTUAL\\s+)?(TABLE|INDEX|TRIGGER|VIEW)\\s|"
        "INSERT\\s+INTO\\s+(\\w+)\\s*\\(\\s*\\4\\s*,\\s*rank\\s*\\)|"
        "DROP\\s+(INDEX|VIEW)\\s|"
        "UPDATE\\s+articles\\s+SET\\s+search_pending\\s*=\\s*[012]\\s+WHERE\\s|"
        "INSERT\\s+INTO\\s+search_queue\\s)"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QMap<int, QString> &scripts = migrationScripts();
    for (auto it = scripts.cbegin(); it != scripts.cend(); ++it) {
        if (it.key() <= fromVersion || (toVersion >= 0 && it.key() > toVersion))
            continue;
        QFile file(it.value());
        if (!file.open(QIODevice::ReadOnly))
            return false;
        const QStringList statements = statementsOf(QString::fromUtf8(file.readAll()));
        if (!std::all_of(statements.begin(), statements.end(), [](const QString &statement) {
                return losesNothing.match(statement).hasMatch();
            }))
            return false;
    }
    return true;
}

int SchemaMigrator::currentVersion() const
{
    QSqlQuery query(m_db);
    if (!query.exec(u"PRAGMA user_version"_s) || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool SchemaMigrator::migrate(int targetVersion)
{
    const int current = currentVersion();
    if (current < 0) {
        m_error = SchemaMigrator::tr("cannot read the schema version");
        return false;
    }
    const QMap<int, QString> &scripts = migrationScripts();
    for (auto it = scripts.cbegin(); it != scripts.cend(); ++it) {
        if (targetVersion >= 0 && it.key() > targetVersion)
            break;
        if (it.key() > current && !applyStep(it.key(), it.value()))
            return false;
    }
    return true;
}

bool SchemaMigrator::applyStep(int version, const QString &resourcePath)
{
    QFile file(resourcePath);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = SchemaMigrator::tr("cannot read migration %1").arg(resourcePath);
        return false;
    }
    const QString script = QString::fromUtf8(file.readAll());
    // A migration may rebuild a table (make, copy, drop, rename). With foreign keys on, the drop
    // would delete every row that references the old table; they are checked before the commit
    // instead. The pragma has no effect inside a transaction, so it is set around it.
    QSqlQuery query(m_db);
    const bool foreignKeys =
        query.exec(u"PRAGMA foreign_keys"_s) && query.next() && query.value(0).toInt() == 1;
    query.finish();
    query.exec(u"PRAGMA foreign_keys = OFF"_s);
    const bool ok = applyStatements(version, script);
    // A script may change these connection settings; a failed one leaves them changed.
    query.exec(u"PRAGMA legacy_alter_table = OFF"_s);
    if (foreignKeys)
        query.exec(u"PRAGMA foreign_keys = ON"_s);
    return ok;
}

bool SchemaMigrator::applyStatements(int version, const QString &script)
{
    if (!m_db.transaction()) {
        m_error = m_db.lastError().text();
        return false;
    }
    QSqlQuery query(m_db);
    for (const QString &statement : statementsOf(script)) {
        if (!query.exec(statement)) {
            m_error = SchemaMigrator::tr("migration to schema %1 failed: %2")
                          .arg(version)
                          .arg(query.lastError().text());
            m_db.rollback();
            return false;
        }
    }
    if (!query.exec(u"PRAGMA foreign_key_check"_s) || query.next()) {
        m_error = SchemaMigrator::tr("migration to schema %1 broke a reference between tables (%2)")
                      .arg(version)
                      .arg(query.isActive() ? query.value(0).toString() : query.lastError().text());
        query.finish();
        m_db.rollback();
        return false;
    }
    query.finish();
    // PRAGMA does not take bound values; version is an integer we parsed.
    if (!query.exec(u"PRAGMA user_version = %1"_s.arg(version)) || !m_db.commit()) {
        m_error = u"cannot record schema %1: %2"_s.arg(version).arg(m_db.lastError().text());
        m_db.rollback();
        return false;
    }
    return true;
}

} // namespace Lectern
