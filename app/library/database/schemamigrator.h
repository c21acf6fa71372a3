// Brings a library database to the newest schema with the SQL scripts shipped as resources
// (:/lectern/sql/NNNN_name.sql), one transaction per step, recorded in PRAGMA user_version.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class SchemaMigrator
{
public:
    explicit SchemaMigrator(QSqlDatabase db);

    static int latestVersion();
    int currentVersion() const;
    // Applies every missing step up to targetVersion (default: the newest); false with
    // errorString() set when a step fails (that step is rolled back, earlier ones stay).
    bool migrate(int targetVersion = -1);
    // True when every step after fromVersion up to toVersion (default: the newest) only adds
    // (columns, tables, indexes, triggers), drops what is derived (triggers, indexes, search
    // tables) or queues articles for search: nothing stored can be lost by them, so no copy of
    // the library is needed first.
    static bool losesNothingAfter(int fromVersion, int toVersion = -1);
    QString errorString() const { return m_error; }

private:
    bool applyStep(int version, const QString &resourcePath);
    bool applyStatements(int version, const QString &script);

    QSqlDatabase m_db;
    QString m_error;

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::SchemaMigrator)
};

} // namespace Lectern
