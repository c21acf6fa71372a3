// The search indexes' own file beside the library ("<library>-search", schema 24), attached to a
// connection as the schema "search": unqualified names (search_words, search_cjk_chars,
// search_state) resolve to it. It holds only what can be made again from the articles, so a
// file that cannot be read is replaced, and a new one (a library upgraded, a file lost) has
// every article put in the search queue first.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class SearchFile
{
public:
    // The file that goes with a library file (":memory:" for an in-memory library).
    static QString pathFor(const QString &libraryPath);
    // The articles waiting in the search queue, as a subquery for a connection the file is
    // attached to: the queue's entries past the file's mark (the ones up to it are indexed and
    // wait only to be removed).
    static QString queuedArticlesSql();
    // Attaches the library's search file to db (its library, at the newest schema), making the
    // file when there is none; false with *error when it cannot be used.
    static bool attach(QSqlDatabase db, const QString &libraryPath, QString *error);

private:
    Q_DECLARE_TR_FUNCTIONS(Lectern::SearchFile)
};

} // namespace Lectern
