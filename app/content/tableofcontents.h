// A table of contents for long articles: anchors the body's headings and lists them.
#pragma once

#include "content/htmlsanitizer.h"

#include <QSet>
#include <QString>

#include <optional>

namespace Lectern {

class TableOfContents
{
public:
    struct Result
    {
        QString body; // the body, its h2–h4 headings given unique ids
        QString nav;  // a <nav class="toc">, or empty for a short article
    };

    // body is sanitizer output: headings carry no ids of their own and all text is escaped.
    static Result build(const QString &body, int words, const QString &label);
    // The <nav> for headings the sanitizer has anchored already (Options::anchorHeadings), or
    // empty for a short article.
    static QString nav(const QList<HtmlSanitizer::Heading> &headings, int words,
                       const QString &label);

    static constexpr int minHeadings = 3;
    static constexpr int minWords = 1500;

    // Unique ids for one article's headings: "h-" and a slug of the text, "-2" on a repeat.
    class Anchors
    {
    public:
        // contentHtml is a heading's content as the sanitizer wrote it; nothing if it has no
        // text. The text comes back without tags, still escaped.
        std::optional<HtmlSanitizer::Heading> add(int level, QStringView contentHtml);

    private:
        QSet<QString> m_used;
    };

private:
    static QString slug(const QString &text);
};

} // namespace Lectern
