#include "content/wordcounter.h"

#include <QChar>

namespace Lectern {

void WordCounter::add(QStringView text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0x3000 && u <= 0x9fff) {
            ++m_cjk;
            m_inWord = false;
        } else if (u < 0x80 ? (u >= u'0' && u <= u'9') || ((u | 0x20) >= u'a' && (u | 0x20) <= u'z')
                            : c.isLetterOrNumber()) {
            m_words += !m_inWord;
            m_inWord = true;
        } else {
            m_inWord = false;
        }
    }
}

int WordCounter::wordEquivalents() const
{
    // About 400 CJK characters read in the time of 230 English words.
    return m_words + m_cjk * 230 / 400;
}

} // namespace Lectern
