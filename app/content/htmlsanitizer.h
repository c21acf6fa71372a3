#pragma once

#include <QString>
#include <QUrl>

namespace Lectern {

class CodeHighlighter;

// Makes feed HTML safe for the reader: parses it as HTML5 and writes back only allowlisted
// elements and attributes, with allowed URLs made absolute, media turned into links and code
// blocks re-highlighted. Nothing in the result can run script or load frames.
class HtmlSanitizer
{
public:
    struct Options
    {
        QUrl baseUrl;                                 // resolves relative URLs; none: dropped
        const CodeHighlighter *highlighter = nullptr; // none: code stays plain
    };

    // A well-formed HTML fragment, every text and attribute escaped.
    static QString sanitize(const QString &html, const Options &options);
};

} // namespace Lectern
