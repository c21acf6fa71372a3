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
    // Inline: it is asked of every character of every article a refresh stores.
    static bool isCjk(QChar c)
    {
        const char16_t u = c.unicode();
        return (u >= 0x3040 && u <= 0x30FF)     // Hiragana, Katakana
               || (u >= 0x31F0 && u <= 0x31FF)  // Katakana phonetic extensions
               || (u >= 0x3400 && u <= 0x4DBF)  // Han extension A
               || (u >= 0x4E00 && u <= 0x9FFF)  // Han
               || (u >= 0xAC00 && u <= 0xD7AF)  // Hangul syllables
               || (u >= 0xF900 && u <= 0xFAFF); // Han compatibility
    }
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
