#include "library/search/phraseweights.h"

#include "library/database/searchrank.h"

#include <QSqlQuery>
#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

PhraseWeights::PhraseWeights(QSqlDatabase db)
    : m_db(std::move(db))
    , m_installed(SearchRank::isInstalled(m_db))
{
}

QVariant PhraseWeights::rankFor(const QString &table, const QStringList &phrases,
                                qsizetype positive)
{
    if (!m_installed)
        return {};
    // One wanted phrase: its weight would scale every score alike and change no order, so it
    // is not estimated (a count over the newest articles, 0.3-0.5 ms of a search).
    const qsizetype weighed = std::min(positive, phrases.size());
    if (weighed <= 1)
        return SearchRank::call({});
    QList<double> weights;
    for (qsizetype i = 0; i < weighed; ++i)
        weights.append(weightOf(table, phrases.at(i)));
    return SearchRank::call(weights);
}

double PhraseWeights::weightOf(const QString &table, const QString &phrase)
{
    const QString key = table + u'\n' + phrase;
    if (const auto known = m_known.constFind(key); known != m_known.cend())
        return *known;
    if (m_newest < 0) {
        QSqlQuery newest(m_db);
        m_newest = newest.exec(u"SELECT max(id) FROM articles"_s) && newest.next()
                       ? newest.value(0).toLongLong()
                       : 0;
    }
    const qint64 window = std::min(Sample, m_newest);
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(u"SELECT count(*) FROM %1 WHERE %1 MATCH ? AND rowid > ?"_s.arg(table));
    query.addBindValue(phrase);
    query.addBindValue(m_newest - window);
    const double sampled = query.exec() && query.next() ? query.value(0).toDouble() : 0;
    // None among the newest: rarer than one in the window.
    const double holding =
        window > 0 ? std::max(sampled, 0.5) * double(m_newest) / double(window) : 0;
    const double weight = SearchRank::inverseFrequency(double(m_newest), holding);
    m_known.insert(key, weight);
    return weight;
}

} // namespace Lectern
