// A table of contents for long articles: anchors the body's headings and lists them.
#pragma once

#include <QString>

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

    static constexpr int minHeadings = 3;
    static constexpr int minWords = 1500;

private:
    static QString slug(const QString &text);
};

} // namespace Lectern
