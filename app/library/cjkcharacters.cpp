#include "library/cjkcharacters.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Stands between characters that are apart in the text. A query never looks for it: only CJK
// characters are looked for in this index.
constexpr char16_t kBreak = u'0';
} // namespace

bool CjkCharacters::contains(QStringView text)
{
    // Below U+3040 nothing is CJK: most of a Latin text is passed over with one comparison.
    for (const QChar c : text) {
        if (c.unicode() >= 0x3040 && isCjk(c))
            return true;
    }
    return false;
}

bool CjkCharacters::only(QStringView text)
{
    return !text.isEmpty() &&
           std::all_of(text.begin(), text.end(), [](QChar c) { return isCjk(c); });
}

QString CjkCharacters::indexText(QStringView text)
{
    QString spaced;
    qsizetype previous = -2; // where the last CJK character was
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!isCjk(text[i]))
            continue;
        if (!spaced.isEmpty()) {
            if (previous != i - 1) {
                spaced.append(u' ');
                spaced.append(QChar(kBreak));
            }
            spaced.append(u' ');
        } else {
            spaced.reserve(text.size());
        }
        spaced.append(text[i]);
        previous = i;
    }
    return spaced;
}

QString CjkCharacters::phrase(QStringView term)
{
    const QString spaced = indexText(term);
    return spaced.isEmpty() ? QString() : u'"' + spaced + u'"';
}

} // namespace Lectern
