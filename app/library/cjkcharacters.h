// The Chinese, Japanese and Korean characters of a text as search_cjk_chars (schema 19) holds
// them: each one a token of its own, so that a word of one or two characters is a phrase of
// single tokens. FTS5's unicode61 keeps a run of them as one token, so the text is spaced out
// here before it is indexed, and a query term the same way before it is looked for.
#pragma once

#include <QString>
#include <QStringView>

namespace Lectern {

class CjkCharacters
{
public:
    // Han (with extension A and compatibility ideographs), Hiragana, Katakana, Hangul syllables.
    static bool isCjk(QChar c);
    // True for text holding at least one such character.
    static bool contains(QStringView text);
    // True for text made of such characters only.
    static bool only(QStringView text);

    // The text's CJK characters separated by spaces, with a break token between two that are
    // not next to each other in the text, so that a phrase never spans other text.
    static QString indexText(QStringView text);
    // The FTS5 phrase that finds a term's CJK characters in the index (quoted), or an empty
    // string when the term has none.
    static QString phrase(QStringView term);
};

} // namespace Lectern
