// Counts the words of an article's text for its reading time, CJK characters at a pace of their
// own. Text comes in pieces (text nodes, code blocks); ends of elements separate words.
#pragma once

#include <QStringView>

namespace Lectern {

class WordCounter
{
public:
    void add(QStringView text);
    // What follows starts a new word (an element boundary).
    void endWord() { m_inWord = false; }
    // Words, with CJK characters counted as the words they take as long to read.
    int wordEquivalents() const;

private:
    int m_words = 0;
    int m_cjk = 0;
    bool m_inWord = false;
};

} // namespace Lectern
