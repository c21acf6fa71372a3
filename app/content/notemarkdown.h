// A highlight's note as a person wrote it, Markdown, made into HTML the reader can show:
// CommonMark by cmark (raw HTML in it left out), then the articles' own allowlist, so a link
// in a note opens in the browser and nothing in one runs or loads.
#pragma once

#include <QString>

namespace Lectern {

class NoteMarkdown
{
public:
    static QString toHtml(const QString &markdown);
};

} // namespace Lectern
