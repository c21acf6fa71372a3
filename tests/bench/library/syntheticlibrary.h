// A deterministic synthetic library for benchmarks: feeds of technical articles with
// realistic sizes (2-8 KB of HTML, some code blocks), one article in ten in Chinese.
#pragma once

#include "feeds/parsedfeed.h"

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
    QString englishWords(int count);
    QString chineseWords(int count);
    QString englishContent(int targetBytes);
    QString chineseContent(int targetBytes);
    int between(int low, int high);

    std::mt19937_64 m_random;
    qint64 m_nextEntry = 0;
};

} // namespace Lectern
