#include "content/tableofcontents.h"

#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

QString TableOfContents::slug(const QString &text)
{
    QString out;
    bool dash = false;
    for (const QChar c : text) {
        if (c.isLetterOrNumber()) {
            if (dash && !out.isEmpty())
                out += u'-';
            out += c.toLower();
            dash = false;
        } else {
            dash = true;
        }
        if (out.size() >= 60)
            break;
    }
    return out.isEmpty() ? u"section"_s : out;
}

std::optional<HtmlSanitizer::Heading> TableOfContents::Anchors::add(int level,
                                                                    QStringView contentHtml)
{
    static const QRegularExpression tags(u"<[^>]*>"_s);
    static const QRegularExpression entities(u"&[#A-Za-z0-9]+;"_s);
    static const QRegularExpression spaces(u"\\s+"_s);
    QString text = contentHtml.toString();
    text.replace(tags, QString());
    text = text.replace(spaces, u" "_s).trimmed();
    if (text.isEmpty())
        return std::nullopt;
    // "h-" keeps our anchors apart from the page's own ids.
    QString plain = text;
    const QString base = u"h-"_s + slug(plain.replace(entities, u" "_s));
    QString id = base;
    for (int n = 2; m_used.contains(id); ++n)
        id = base + u'-' + QString::number(n);
    m_used.insert(id);
    return HtmlSanitizer::Heading{level, id, text};
}

TableOfContents::Result TableOfContents::build(const QString &body, int words, const QString &label)
{
    static const QRegularExpression heading(u"<h([2-4])(?: [a-z]+=\"[^\"]*\")*(>)(.*?)</h\\1>"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    Anchors anchors;
    QList<HtmlSanitizer::Heading> headings;
    QString out;
    out.reserve(body.size() + 1024);
    qsizetype pos = 0;
    auto it = heading.globalMatch(body);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const auto anchored = anchors.add(m.captured(1).toInt(), m.capturedView(3));
        if (!anchored)
            continue;
        headings.append(*anchored);
        out += QStringView(body).mid(pos, m.capturedStart(2) - pos);
        out += u" id=\""_s + anchored->id + u'"';
        pos = m.capturedStart(2);
    }
    const QString contents = nav(headings, words, label);
    if (contents.isEmpty())
        return {body, QString()};
    out += QStringView(body).mid(pos);
    return {out, contents};
}

QString TableOfContents::nav(const QList<HtmlSanitizer::Heading> &headings, int words,
                             const QString &label)
{
    if (headings.size() < minHeadings || words < minWords)
        return {};
    QString nav = u"<nav class=\"toc\"><h2>"_s + label.toHtmlEscaped() + u"</h2><ol>"_s;
    for (const HtmlSanitizer::Heading &h : headings) {
        nav += u"<li class=\"toc-level-%1\"><a href=\"#%2\">%3</a></li>"_s.arg(
            QString::number(h.level), h.id, h.text);
    }
    nav += u"</ol></nav>"_s;
    return nav;
}

} // namespace Lectern
