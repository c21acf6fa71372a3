// Turns an article into the complete, safe page the reader loads: sanitized body, highlighted
// code, the reading template and a Content-Security-Policy that lets no script run.
#pragma once

#include "content/articlepage.h"

#include <QString>

namespace Lectern {

class CodeHighlighter;

class ArticlePageRenderer
{
public:
    struct Style
    {
        bool dark = false;
        QString codeTheme; // a KSyntaxHighlighting theme name; empty picks one for light/dark
    };

    explicit ArticlePageRenderer(const CodeHighlighter *highlighter);

    QString renderArticle(const ArticlePage &article, const Style &style) const;
    // The first page on an empty library.
    QString renderWelcome(const Style &style) const;

    static int readingMinutes(const QString &html);

private:
    QString stylesheet(const Style &style) const;

    const CodeHighlighter *m_highlighter;
};

} // namespace Lectern
