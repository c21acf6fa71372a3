#pragma once

#include <QList>
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
        // Images that declare themselves 0 or 1 pixel wide or high are left out: tracking
        // pixels, which must not load even when the user allows remote images.
        bool dropTrackingPixels = false;
        // h2, h3 and h4 get ids for a table of contents (see TableOfContents::Anchors).
        bool anchorHeadings = false;
        // A remote image, which would not load, is written as a placeholder instead: its alt
        // text, and remoteImageLink when one is given (it shows the article again with its
        // images). A non-empty link implies placeholders.
        bool remoteImagePlaceholders = false;
        QString remoteImageLink;
    };

    // An anchored heading: its id and its text (tags left out, still escaped).
    struct Heading
    {
        int level = 0;
        QString id;
        QString text;
    };

    // What the reader needs besides the HTML, gathered while writing it so that nothing has to
    // read a long page again.
    struct Article
    {
        QString html;
        QList<Heading> headings; // when asked for (anchorHeadings)
        int wordEquivalents = 0; // of all text, code included (see WordCounter)
        // The text outside pre, code, kbd and samp, where TeX may be (a space for each of
        // those): dollars in code are shell and source, never math.
        QString prose;
    };

    // A well-formed HTML fragment, every text and attribute escaped.
    static QString sanitize(const QString &html, const Options &options);
    static Article sanitizeArticle(const QString &html, const Options &options);
};

} // namespace Lectern
