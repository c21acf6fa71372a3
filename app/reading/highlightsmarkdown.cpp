#include "reading/highlightsmarkdown.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Text that Markdown would read as markup (emphasis, links, HTML, entities; a list, heading or
// quote where a line starts), escaped.
QString escaped(const QString &text)
{
    QString out;
    for (const QChar c : text.simplified()) {
        if (u"\\`*_[]<#|&"_s.contains(c))
            out += u'\\';
        out += c;
    }
    static const QRegularExpression numbered(u"^(\\d+)([.)])"_s);
    if (const auto match = numbered.match(out); match.hasMatch())
        out.insert(match.capturedStart(2), u'\\');
    else if (!out.isEmpty() && u"-+>="_s.contains(out.front()))
        out.prepend(u'\\');
    return out;
}

} // namespace

QString HighlightsMarkdown::entry(const HighlightRecord &highlight)
{
    // Every line of the quote in the block quote; a blank line ends it before the note.
    QString out = u"> "_s + escaped(highlight.selector.quote) + u"\n\n"_s;
    const QString note = highlight.note.trimmed();
    if (!note.isEmpty())
        out += note + u"\n\n"_s;
    return out;
}

QString HighlightsMarkdown::section(const QList<HighlightRecord> &highlights)
{
    if (highlights.isEmpty())
        return {};
    QString out = u"\n## Highlights\n\n"_s;
    for (const HighlightRecord &highlight : highlights)
        out += entry(highlight);
    return out;
}

QString HighlightsMarkdown::document(const QString &title, const QList<HighlightRecord> &highlights)
{
    QString out = u"# "_s + escaped(title) + u"\n\n"_s;
    qint64 article = 0;
    for (const HighlightRecord &highlight : highlights) {
        if (highlight.articleId != article) {
            article = highlight.articleId;
            const QString name = highlight.articleTitle.simplified().isEmpty()
                                     ? highlight.articleLink.toString()
                                     : highlight.articleTitle;
            out += u"## "_s;
            if (highlight.articleLink.isValid())
                out += u"["_s + escaped(name) + u"](<"_s +
                       highlight.articleLink.toString(QUrl::FullyEncoded) + u">)"_s;
            else
                out += escaped(name);
            out += u"\n\n"_s;
            if (!highlight.feedTitle.isEmpty())
                out += u"*"_s + escaped(highlight.feedTitle) + u"*\n\n"_s;
        }
        out += entry(highlight);
    }
    return out;
}

} // namespace Lectern
