// A deterministic synthetic library for benchmarks: feeds of technical articles with
// realistic sizes (2-8 KB of HTML, some code blocks, links), one article in ten in Chinese.
// Words follow a Zipf distribution over a few thousand pseudo-words with technical terms at
// known ranks, so a query can pick a common or a rare term (see englishTerm()).
#pragma once

#include "feeds/parsedfeed.h"

#include <QStringList>
#include <QUrl>
#include <random>

namespace Lectern {

class SyntheticLibrary
{
public:
    explicit SyntheticLibrary(quint64 seed = 42);

    // Feed number index (from 0) with count entries.
    ParsedFeed feed(int index, int count);
    static QUrl feedUrl(int index);

private:
    // A vocabulary and the cumulative Zipf weights of its ranks.
    struct Zipf
    {
        QStringList words;
        QList<double> cumulative;
    };
    static Zipf zipf(QStringList words, double exponent);
    const QString &pick(const Zipf &vocabulary);
    QString englishWords(int count);
    QString chineseWords(int count);
    QString englishContent(int targetBytes);
    QString chineseContent(int targetBytes);
    int between(int low, int high);

    std::mt19937_64 m_random;
    qint64 m_nextEntry = 0;
    Zipf m_english;
    Zipf m_chinese;
    Zipf m_tags;
};

} // namespace Lectern
