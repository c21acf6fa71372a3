#include "anchoring/anchortext.h"

#include <algorithm>

namespace Lectern {

namespace {

// Left out: they show nothing, and one copy of a text may have them where another does not
// (a control character the page's decoding turned into U+FFFD, a soft hyphen captured away).
bool isInvisible(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0x00AD || u == 0x200B || u == 0x200C || u == 0x200D || u == 0x2060 || u == 0xFEFF ||
           u == 0xFFFD || c.category() == QChar::Other_Control;
}

} // namespace

AnchorText::AnchorText(QStringView raw)
{
    m_text.reserve(raw.size());
    m_raw.reserve(size_t(raw.size()) + 1);
    bool inSpace = false;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c.isSpace()) { // before the controls: tabs and line breaks are spaces
            if (inSpace)
                continue;
            inSpace = true;
            m_text.append(u' ');
        } else if (isInvisible(c)) {
            continue;
        } else {
            inSpace = false;
            m_text.append(c);
        }
        m_raw.push_back(int(i));
    }
    m_raw.push_back(int(raw.size()));
}

qsizetype AnchorText::rawOffset(qsizetype pos) const
{
    return m_raw[size_t(std::clamp<qsizetype>(pos, 0, m_text.size()))];
}

qsizetype AnchorText::rawEnd(qsizetype end) const
{
    if (end <= 0)
        return m_raw.front();
    end = std::min(end, m_text.size());
    return m_raw[size_t(end - 1)] + 1;
}

qsizetype AnchorText::positionOf(qsizetype raw) const
{
    return std::lower_bound(m_raw.begin(), m_raw.end(), int(raw)) - m_raw.begin();
}

} // namespace Lectern
