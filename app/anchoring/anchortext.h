// An article's text as highlights are anchored in it: every run of white space is one space and
// invisible characters (soft hyphens, zero-width spaces, byte order marks, control characters,
// U+FFFD) are left out, so the
// reader's page, the stored text and another capture of the same article count alike. Keeps
// where each character came from in the text it was made from.
#pragma once

#include <QString>
#include <QStringView>
#include <vector>

namespace Lectern {

class AnchorText
{
public:
    explicit AnchorText(QStringView raw);

    const QString &text() const { return m_text; }
    qsizetype size() const { return m_text.size(); }
    // The raw offset of character pos (pos == size(): the raw text's end).
    qsizetype rawOffset(qsizetype pos) const;
    // The raw offset just after the character before end (end of a range).
    qsizetype rawEnd(qsizetype end) const;
    // The first character at or after raw offset raw.
    qsizetype positionOf(qsizetype raw) const;

private:
    QString m_text;
    std::vector<int> m_raw; // the raw offset of each character, then the raw text's size
};

} // namespace Lectern
