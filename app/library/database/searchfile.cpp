#include "library/database/searchfile.h"

#include "library/database/database.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The indexes as schemas 4, 19 and 22 made them in the library: the columns of
// search_documents, bm25 weights for the title, feed and tags, 8 MB of new index data held in
// memory before a segment is written. search_state.done is the last queue entry indexed.
const QStringList &schemaStatements()
{
    static const QStringList statements = {
        u"CREATE TABLE IF NOT EXISTS search.search_state ("
        " id INTEGER PRIMARY KEY CHECK (id = 1), done INTEGER NOT NULL)"_s,
        u"CREATE VIRTUAL TABLE IF NOT EXISTS search.search_words USING fts5("
        " title, authors, body, captured_text, feed_title, tags,"
        " content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2')"_s,
        u"CREATE VIRTUAL TABLE IF NOT EXISTS search.search_cjk_chars USING fts5("
        " title, authors, body, captured_text, feed_title, tags,"
        " content = '', contentless_delete = 1, tokenize = 'unicode61')"_s,
        u"INSERT INTO search.search_words (search_words, rank)"
        " VALUES ('rank', 'bm25(10.0, 3.0, 1.0, 1.0, 3.0, 5.0)')"_s,
        u"INSERT INTO search.search_cjk_chars (search_cjk_chars, rank)"
        " VALUES ('rank', 'bm25(10.0, 3.0, 1.0, 1.0, 3.0, 5.0)')"_s,
        u"INSERT INTO search.search_words (search_words, rank) VALUES ('hashsize', 8388608)"_s,
        u"INSERT INTO search.search_cjk_chars (search_cjk_chars, rank)"
        " VALUES ('hashsize', 8388608)"_s,
        u"INSERT OR IGNORE INTO search.search_state (id, done) VALUES (1, 0)"_s,
    };
    return statements;
}

class Attacher
{
public:
    Attacher(QSqlDatabase db, const QString &libraryPath)
        : m_db(std::move(db))
        , m_path(SearchFile::pathFor(libraryPath))
    {
    }

    bool run(QString *error)
    {
        std::optional<bool> made;
        if (attach())
            made = hasState();
        if (!made) {
            if (Database::isLocked(m_lastError))
                return failed(error);
            // Not a database, or damaged: it holds nothing that cannot be made again.
            qWarning("search: %s cannot be read (%s); it is made again", qPrintable(m_path),
                     qPrintable(m_lastError.text()));
            detach(); // when the attaching itself failed, there is nothing to detach
            if (!removeFile() || !attach())
                return failed(error);
        }
        if (made.value_or(false))
            return true;
        // The library's queue first, then the file's state: a crash between the two leaves
        // a file without state, and the next connection queues the articles again.
        if (!exec(u"INSERT INTO main.search_queue (article_id, indexed)"
                  " SELECT id, 1 FROM main.articles"_s) ||
            !makeSchema())
            return failed(error);
        return true;
    }

private:
    bool attach()
    {
        QSqlQuery query(m_db);
        query.prepare(u"ATTACH DATABASE ? AS search"_s);
        query.addBindValue(m_path);
        if (!query.exec()) {
            m_lastError = query.lastError();
            return false;
        }
        if (Database::isInMemory(m_path))
            return true;
        // Durable like the library: the queue entries the writer removes once indexed must not
        // outlive index rows lost to a power cut.
        return exec(u"PRAGMA search.page_size = %1"_s.arg(Database::kNewPageSize)) &&
               exec(u"PRAGMA search.journal_mode = WAL"_s) &&
               exec(u"PRAGMA search.synchronous = FULL"_s);
    }

    bool detach() { return exec(u"DETACH DATABASE search"_s); }

    bool removeFile()
    {
        for (const QString &suffix : {u""_s, u"-wal"_s, u"-shm"_s}) {
            if (QFile::exists(m_path + suffix) && !QFile::remove(m_path + suffix)) {
                m_lastError = QSqlError({}, SearchFile::tr("cannot remove %1").arg(m_path + suffix),
                                        QSqlError::UnknownError);
                return false;
            }
        }
        return true;
    }

    // Whether the file has its state table (made in one transaction with its row and the
    // indexes); nullopt when the file cannot be read.
    std::optional<bool> hasStateTable()
    {
        QSqlQuery query(m_db);
        if (!query.exec(
                u"SELECT count(*) FROM search.sqlite_schema WHERE name = 'search_state'"_s) ||
            !query.next()) {
            m_lastError = query.lastError();
            return std::nullopt;
        }
        return query.value(0).toInt() > 0;
    }

    // Whether the file is made and belongs to this library; nullopt when it cannot be used.
    std::optional<bool> hasState()
    {
        const std::optional<bool> made = hasStateTable();
        if (!made || !*made)
            return made;
        QSqlQuery query(m_db);
        if (!query.exec(u"SELECT done, coalesce((SELECT seq FROM main.sqlite_sequence"
                        " WHERE name = 'search_queue'), 0) FROM search.search_state"_s)) {
            m_lastError = query.lastError();
            return std::nullopt;
        }
        if (!query.next()) {
            m_lastError =
                QSqlError({}, SearchFile::tr("it has lost its state"), QSqlError::UnknownError);
            return std::nullopt;
        }
        // Past the library's last queue entry: the file was indexed from another copy of the
        // library (one put back from a backup, say), and would skip entries to come.
        if (query.value(0).toLongLong() > query.value(1).toLongLong()) {
            m_lastError =
                QSqlError({}, SearchFile::tr("it was made for another copy of the library"),
                          QSqlError::UnknownError);
            return std::nullopt;
        }
        return true;
    }

    // Another connection may have made it meanwhile: the write lock comes first (IMMEDIATE), so
    // the look and the making agree; all of it or none is made.
    bool makeSchema()
    {
        if (!exec(u"BEGIN IMMEDIATE"_s))
            return false;
        const std::optional<bool> made = hasStateTable();
        bool ok = made.has_value();
        if (made && !*made) {
            for (const QString &statement : schemaStatements()) {
                if (!(ok = exec(statement)))
                    break;
            }
        }
        if (!ok) {
            exec(u"ROLLBACK"_s);
            return false;
        }
        return exec(u"COMMIT"_s);
    }

    bool exec(const QString &sql)
    {
        QSqlQuery query(m_db);
        if (query.exec(sql))
            return true;
        m_lastError = query.lastError();
        return false;
    }

    bool failed(QString *error)
    {
        *error =
            SearchFile::tr("cannot use the search file %1: %2").arg(m_path, m_lastError.text());
        return false;
    }

    QSqlDatabase m_db;
    QString m_path;
    QSqlError m_lastError;
};

} // namespace

QString SearchFile::pathFor(const QString &libraryPath)
{
    return Database::isInMemory(libraryPath) ? libraryPath : libraryPath + u"-search"_s;
}

QString SearchFile::queuedArticlesSql()
{
    return u"SELECT article_id FROM search_queue WHERE seq > (SELECT done FROM search_state)"_s;
}

bool SearchFile::attach(QSqlDatabase db, const QString &libraryPath, QString *error)
{
    return Attacher(std::move(db), libraryPath).run(error);
}

} // namespace Lectern
