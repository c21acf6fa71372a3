#include "library/cjkcharacters.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Stands between characters that are apart in the text. A query never looks for it: only CJK
// characters are looked for in this index.
constexpr char16_t kBreak = u'0';
} // namespace

bool CjkCharacters::isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3040 && u <= 0x30FF)     // Hiragana, Katakana
           || (u >= 0x31F0 && u <= 0x31FF)  // Katakana phonetic extensions
           || (u >= 0x3400 && u <= 0x4DBF)  // Han extension A
           || (u >= 0x4E00 && u <= 0x9FFF)  // Han
           || (u >= 0xAC00 && u <= 0xD7AF)  // Hangul syllables
           || (u >= 0xF900 && u <= 0xFAFF); // Han compatibility
}

bool CjkCharacters::contains(QStringView text)
{
    return std::any_of(text.begin(), text.end(), isCjk);
}

bool CjkCharacters::only(QStringView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isCjk);
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
