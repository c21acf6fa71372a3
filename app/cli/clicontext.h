// What every headless command gets: the library folder and the two output streams.
#pragma once

#include <QString>
#include <QTextStream>
#include <memory>

namespace Lectern {

class Database;

class CliContext
{
public:
    explicit CliContext(QString libraryDir);
    ~CliContext();

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    QString libraryDir() const { return m_libraryDir; }

    // Opens (creating when needed) the library database; null after printing why it failed.
    Database *openLibrary();
    // Prints "lectern: MESSAGE" on stderr and returns the exit code for failures.
    int fail(const QString &message);

private:
    QString m_libraryDir;
    QTextStream m_out;
    QTextStream m_err;
    std::unique_ptr<Database> m_database;
};

} // namespace Lectern
