// The ranking function of the search indexes: BM25 as FTS5's bm25() computes it, with the
// column weights of schema 4, except that the weight of each phrase (its IDF) is given by the
// caller. bm25() finds each phrase's IDF by reading every article that holds the phrase: for
// a common word in 200,000 articles that read alone costs 30-40 ms, whatever the budget of
// matches ranked, which put a search from the command line far over its 30 ms. SearchStore
// estimates the IDFs from the newest articles instead (a few hundred microseconds each).
//
// The function is registered on a connection through the SQLite C API, which must be the
// library the Qt SQLite driver uses: on Linux the system's. Elsewhere (a driver with its own
// copy of SQLite) install() is not built and searches use bm25() as before.
#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace Lectern {

class SearchRank
{
public:
    // Registers lectern_rank() on this connection; false when it cannot be (not built for
    // this platform, or the driver is not SQLite).
    static bool install(const QSqlDatabase &db);
    static bool isInstalled(const QSqlDatabase &db);
    static void forget(const QSqlDatabase &db);

    // The value for "rank MATCH ?": lectern_rank() with these phrase weights, in the order the
    // phrases stand in the MATCH expression.
    static QString call(const QList<double> &weights);
    // BM25's inverse document frequency of a phrase held by `holding` of `rows` articles.
    static double inverseFrequency(double rows, double holding);
};

} // namespace Lectern
