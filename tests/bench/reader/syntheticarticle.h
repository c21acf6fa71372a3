// A long technical article made up for the reader benchmark: prose, headings, lists, tables,
// images and code blocks in the markups of several site generators and highlighters.
#pragma once

#include <QString>

namespace Lectern::Bench {

struct SyntheticArticle
{
    QString html;
    int codeLines = 0;
    int codeBlocks = 0;
};

// Deterministic for given sizes: at least `targetBytes` of UTF-8 and exactly `codeLines`
// lines of code.
SyntheticArticle makeSyntheticArticle(qsizetype targetBytes, int codeLines);

} // namespace Lectern::Bench
