#include "library/search/cjkcharacters.h"

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
    if (!contains(text))
        return {};
    // Written through a pointer, as HtmlText::collapseSpaces is: this runs on the writer's
    // thread for every column of every CJK article. A character takes at most four places
    // (" 0 " before it when it is apart from the last one).
    QString spaced(4 * text.size(), Qt::Uninitialized);
    QChar *const begin = spaced.data();
    QChar *end = begin;
    qsizetype previous = -2; // where the last CJK character was
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!isCjk(text[i]))
            continue;
        if (end != begin) {
            if (previous != i - 1) {
                *end++ = u' ';
                *end++ = QChar(kBreak);
            }
            *end++ = u' ';
        }
        *end++ = text[i];
        previous = i;
    }
    spaced.truncate(end - begin);
    return spaced;
}

QString CjkCharacters::phrase(QStringView term)
{
    const QString spaced = indexText(term);
    return spaced.isEmpty() ? QString() : u'"' + spaced + u'"';
}

} // namespace Lectern
