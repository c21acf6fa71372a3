// Turns the reader's sanitized article HTML into Markdown for export: headings, paragraphs,
// lists, quotes, tables, links, emphasis, fenced code with its language (from the highlighter's
// data-lang) and TeX as $…$ and $$…$$. No HTML passes through: everything is written as text.
#pragma once

#include <QString>
#include <functional>

namespace Lectern {

class MarkdownWriter
{
public:
    // What to write for an image's source (a stored copy's file beside the Markdown, say);
    // the source unchanged when not given.
    using ImageTarget = std::function<QString(const QString &source)>;

    static QString fromHtml(const QString &sanitizedHtml, const ImageTarget &imageTarget = {});
    // The fence info string for a KSyntaxHighlighting definition name ("C++" -> "cpp").
    static QString fenceLanguage(const QString &definitionName);
};

} // namespace Lectern
