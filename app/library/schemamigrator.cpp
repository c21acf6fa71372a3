#include "library/schemamigrator.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Version number -> resource path, from file names like "0002_shelves.sql".
QMap<int, QString> migrationScripts()
{
    QMap<int, QString> scripts;
    const QDir dir(u":/lectern/sql"_s);
    for (const QString &name : dir.entryList({u"*.sql"_s}, QDir::Files, QDir::Name)) {
        bool ok = false;
        const int version = name.section(u'_', 0, 0).toInt(&ok);
        if (ok && version > 0)
            scripts.insert(version, dir.filePath(name));
    }
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
    const auto scripts = migrationScripts();
    return scripts.isEmpty() ? 0 : scripts.lastKey();
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
        m_error = u"cannot read the schema version"_s;
        return false;
    }
    const auto scripts = migrationScripts();
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
        m_error = u"cannot read migration %1"_s.arg(resourcePath);
        return false;
    }
    const QString script = QString::fromUtf8(file.readAll());
    if (!m_db.transaction()) {
        m_error = m_db.lastError().text();
        return false;
    }
    QSqlQuery query(m_db);
    for (const QString &statement : statementsOf(script)) {
        if (!query.exec(statement)) {
            m_error =
                u"migration to schema %1 failed: %2"_s.arg(version).arg(query.lastError().text());
            m_db.rollback();
            return false;
        }
    }
    // PRAGMA does not take bound values; version is an integer we parsed.
    if (!query.exec(u"PRAGMA user_version = %1"_s.arg(version)) || !m_db.commit()) {
        m_error = u"cannot record schema %1: %2"_s.arg(version).arg(m_db.lastError().text());
        m_db.rollback();
        return false;
    }
    return true;
}

} // namespace Lectern
