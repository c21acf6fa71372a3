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

TableOfContents::Result TableOfContents::build(const QString &body, int words, const QString &label)
{
    static const QRegularExpression heading(u"<h([2-4])((?: [a-z]+=\"[^\"]*\")*)>(.*?)</h\\1>"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tags(u"<[^>]*>"_s);
    static const QRegularExpression entities(u"&[#A-Za-z0-9]+;"_s);
    static const QRegularExpression spaces(u"\\s+"_s);

    struct Entry
    {
        int level;
        QString id;
        QString text; // still escaped, as the sanitizer wrote it
    };
    QList<Entry> entries;
    QSet<QString> used;
    QString out;
    qsizetype pos = 0;
    auto it = heading.globalMatch(body);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        QString text = m.captured(3);
        text.replace(tags, QString());
        text = text.replace(spaces, u" "_s).trimmed();
        if (text.isEmpty())
            continue;
        // "h-" keeps our anchors apart from the page's own ids.
        QString plain = text;
        const QString base = u"h-"_s + slug(plain.replace(entities, u" "_s));
        QString id = base;
        for (int n = 2; used.contains(id); ++n)
            id = base + u'-' + QString::number(n);
        used.insert(id);
        entries.append({m.captured(1).toInt(), id, text});
        out += QStringView(body).mid(pos, m.capturedStart(0) - pos);
        out += u"<h"_s + m.captured(1) + m.captured(2) + u" id=\""_s + id + u"\">"_s +
               m.captured(3) + u"</h"_s + m.captured(1) + u'>';
        pos = m.capturedEnd(0);
    }
    if (entries.size() < minHeadings || words < minWords)
        return {body, QString()};
    out += QStringView(body).mid(pos);

    QString nav = u"<nav class=\"toc\"><h2>"_s + label.toHtmlEscaped() + u"</h2><ol>"_s;
    for (const Entry &e : std::as_const(entries)) {
        nav += u"<li class=\"toc-level-%1\"><a href=\"#%2\">%3</a></li>"_s.arg(
            QString::number(e.level), e.id, e.text);
    }
    nav += u"</ol></nav>"_s;
    return {out, nav};
}

} // namespace Lectern
