// Token-level F1 of extracted text against the text it should be: words (letters, digits and
// underscores) for Latin text, one token per CJK character, compared as multisets.
#pragma once

#include <QString>

struct TokenScore
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;
};

TokenScore tokenF1(const QString &extracted, const QString &expected);
