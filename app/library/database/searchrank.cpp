#include "library/database/searchrank.h"

#include <QMutex>
#include <QSet>
#include <QSqlDriver>
#include <QVariant>
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#ifdef LECTERN_SEARCH_RANK
#include <sqlite3.h>
#endif

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QMutex installedMutex;
QSet<QString> installed; // connection names

#ifdef LECTERN_SEARCH_RANK

// The weights of schema 4's rank option (title, authors, summary, content, feed, tags): the
// same in both indexes.
constexpr std::array<double, 6> kColumnWeights{10.0, 3.0, 1.0, 1.0, 3.0, 5.0};
constexpr double kK1 = 1.2;
constexpr double kB = 0.75;

// What stays the same for every row of one query.
struct QueryConstants
{
    double averageLength = 1;
    std::vector<double> phraseWeights;
    std::vector<double> frequencies; // per row, kept to spare an allocation
};

void deleteConstants(void *constants)
{
    delete static_cast<QueryConstants *>(constants);
}

QueryConstants *constantsFor(const Fts5ExtensionApi *api, Fts5Context *fts, int valueCount,
                             sqlite3_value **values, int *rc)
{
    if (auto *known = static_cast<QueryConstants *>(api->xGetAuxdata(fts, 0)))
        return known;
    auto *constants = new QueryConstants;
    sqlite3_int64 rows = 0;
    sqlite3_int64 tokens = 0;
    *rc = api->xRowCount(fts, &rows);
    if (*rc == SQLITE_OK)
        *rc = api->xColumnTotalSize(fts, -1, &tokens);
    if (*rc != SQLITE_OK) {
        delete constants;
        return nullptr;
    }
    constants->averageLength = rows > 0 ? std::max(1.0, double(tokens) / double(rows)) : 1.0;
    const int phrases = api->xPhraseCount(fts);
    constants->phraseWeights.assign(size_t(phrases), 1.0);
    for (int i = 0; i < std::min(phrases, valueCount); ++i)
        constants->phraseWeights[size_t(i)] = sqlite3_value_double(values[i]);
    constants->frequencies.assign(size_t(phrases), 0.0);
    *rc = api->xSetAuxdata(fts, constants, deleteConstants); // frees it on failure too
    return *rc == SQLITE_OK ? constants : nullptr;
}

// Lower is better, as with bm25().
void rankRow(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *result, int valueCount,
             sqlite3_value **values)
{
    int rc = SQLITE_OK;
    QueryConstants *constants = constantsFor(api, fts, valueCount, values, &rc);
    if (!constants) {
        sqlite3_result_error_code(result, rc);
        return;
    }
    std::fill(constants->frequencies.begin(), constants->frequencies.end(), 0.0);
    int instances = 0;
    rc = api->xInstCount(fts, &instances);
    for (int i = 0; rc == SQLITE_OK && i < instances; ++i) {
        int phrase = 0;
        int column = 0;
        int offset = 0;
        rc = api->xInst(fts, i, &phrase, &column, &offset);
        if (rc == SQLITE_OK && phrase >= 0 && size_t(phrase) < constants->frequencies.size() &&
            column >= 0 && size_t(column) < kColumnWeights.size())
            constants->frequencies[size_t(phrase)] += kColumnWeights[size_t(column)];
    }
    int length = 0;
    if (rc == SQLITE_OK)
        rc = api->xColumnSize(fts, -1, &length);
    if (rc != SQLITE_OK) {
        sqlite3_result_error_code(result, rc);
        return;
    }
    const double norm = kK1 * (1 - kB + kB * double(length) / constants->averageLength);
    double score = 0;
    for (size_t i = 0; i < constants->frequencies.size(); ++i) {
        const double f = constants->frequencies[i];
        score += constants->phraseWeights[i] * (f * (kK1 + 1)) / (f + norm);
    }
    sqlite3_result_double(result, -score);
}

fts5_api *fts5Of(sqlite3 *handle)
{
    fts5_api *api = nullptr;
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(handle, "SELECT fts5(?1)", -1, &statement, nullptr) != SQLITE_OK)
        return nullptr;
    sqlite3_bind_pointer(statement, 1, static_cast<void *>(&api), "fts5_api_ptr", nullptr);
    sqlite3_step(statement);
    sqlite3_finalize(statement);
    return api;
}

#endif

} // namespace

bool SearchRank::install(const QSqlDatabase &db)
{
#ifdef LECTERN_SEARCH_RANK
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return false;
    auto *connection = *static_cast<sqlite3 *const *>(handle.data());
    fts5_api *api = connection ? fts5Of(connection) : nullptr;
    if (!api || api->iVersion < 2 ||
        api->xCreateFunction(api, "lectern_rank", nullptr, rankRow, nullptr) != SQLITE_OK)
        return false;
    const QMutexLocker lock(&installedMutex);
    installed.insert(db.connectionName());
    return true;
#else
    Q_UNUSED(db);
    return false;
#endif
}

bool SearchRank::isInstalled(const QSqlDatabase &db)
{
    const QMutexLocker lock(&installedMutex);
    return installed.contains(db.connectionName());
}

void SearchRank::forget(const QSqlDatabase &db)
{
    const QMutexLocker lock(&installedMutex);
    installed.remove(db.connectionName());
}

QString SearchRank::call(const QList<double> &weights)
{
    QStringList arguments;
    for (double weight : weights)
        arguments.append(QString::number(weight, 'f', 6));
    return u"lectern_rank("_s + arguments.join(u", "_s) + u')';
}

double SearchRank::inverseFrequency(double rows, double holding)
{
    // As bm25(): a word in more than half the articles still counts for a little.
    const double idf = std::log((rows - holding + 0.5) / (holding + 0.5));
    return idf > 0 ? idf : 1e-6;
}

} // namespace Lectern
