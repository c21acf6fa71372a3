// The weights lectern_rank() gives each phrase of a MATCH expression (SearchRank), estimated
// from the newest articles once per search; none where the function is not installed, and
// the indexes rank with bm25().
#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Lectern {

class PhraseWeights
{
public:
    explicit PhraseWeights(QSqlDatabase db);

    // The value for "rank MATCH ?", or a null QVariant for bm25(). Phrases after `positive`
    // are excluded ones, which no match holds: their weight does not matter; nor does the
    // weight of a lone wanted phrase, which is left at 1.
    QVariant rankFor(const QString &table, const QStringList &phrases, qsizetype positive);

    // A phrase's share is sampled from this many of the newest articles.
    static constexpr qint64 Sample = 2000;

private:
    double weightOf(const QString &table, const QString &phrase);

    QSqlDatabase m_db;
    bool m_installed;
    qint64 m_newest = -1;
    QHash<QString, double> m_known;
};

} // namespace Lectern
