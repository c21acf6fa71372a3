// Turns an article into the complete, safe page the reader loads: sanitized body, highlighted
// code, the reading template and a Content-Security-Policy that lets only the app's own scripts
// (lectern://app) run.
#pragma once

#include "content/articlepage.h"

#include <QString>
#include <optional>

namespace Lectern {

class CodeHighlighter;

class ArticlePageRenderer
{
public:
    struct Style
    {
        std::optional<bool> dark; // nullopt: follow the system's prefers-color-scheme
        QString codeTheme; // a KSyntaxHighlighting theme name; empty picks one for light/dark
        double zoom = 1.0; // scales the text, 0.5–3
        bool allowRemoteImages = false; // else the CSP keeps images to lectern: and data:
        double scrollFraction = 0;      // where reader.js puts the reader back, 0–1
    };

    explicit ArticlePageRenderer(const CodeHighlighter *highlighter);

    QString renderArticle(const ArticlePage &article, const Style &style) const;
    // The first page on an empty library.
    QString renderWelcome(const Style &style) const;

    static int readingMinutes(const QString &html);
    // Words, with CJK characters counted at the pace they are read.
    static int wordEquivalents(const QString &html);
    // Whether the build bundles KaTeX (see app/content/CMakeLists.txt).
    static bool hasMath();

private:
    QString stylesheet(const Style &style) const;

    const CodeHighlighter *m_highlighter;
};

} // namespace Lectern
