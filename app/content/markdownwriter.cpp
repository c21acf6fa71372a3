#include "content/markdownwriter.h"

#include "html/gumbotree.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

constexpr int MaxMarkdownDepth = 200;

// Characters that would start Markdown syntax in running text.
QString escapeText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'*' || c == u'_' || c == u'`' || c == u'[' || c == u']' || c == u'<' ||
            c == u'\\')
            out += u'\\';
        out += c;
    }
    return out;
}

// Text with TeX kept as it is (as $…$ or $$…$$) and everything else escaped; runs of
// whitespace are one space, as a browser shows them.
QString inlineText(const QString &raw)
{
    static const QRegularExpression spaces(u"\\s+"_s);
    const QString text = QString(raw).replace(spaces, u" "_s);
    static const QRegularExpression math(
        u"\\\\\\((.+?)\\\\\\)|\\\\\\[(.+?)\\\\\\]|\\$\\$(.+?)\\$\\$"_s,
        QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype pos = 0;
    for (auto it = math.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += escapeText(text.mid(pos, m.capturedStart() - pos));
        if (m.capturedStart(1) >= 0)
            out += u'$' + m.captured(1).trimmed() + u'$';
        else
            out += u"$$"_s + (m.capturedStart(2) >= 0 ? m.captured(2) : m.captured(3)).trimmed() +
                   u"$$"_s;
        pos = m.capturedEnd();
    }
    return out + escapeText(text.mid(pos));
}

// A code span whose backtick fence is longer than any run of backticks inside it.
QString codeSpan(const QString &code)
{
    int longest = 0, run = 0;
    for (const QChar c : code) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, u'`');
    const bool pad = code.startsWith(u'`') || code.endsWith(u'`');
    return fence + (pad ? u" "_s : QString()) + code + (pad ? u" "_s : QString()) + fence;
}

QString plainTextOf(const GumboNode *node)
{
    QString out;
    if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE ||
        node->type == GUMBO_NODE_CDATA) {
        GumboTree::appendText(node, out);
        return out;
    }
    if (node->type != GUMBO_NODE_ELEMENT)
        return out;
    if (GumboTree::isElement(node, GUMBO_TAG_BR))
        return u"\n"_s;
    for (const GumboNode *child : GumboTree::children(node))
        out += plainTextOf(child);
    return out;
}

class MarkdownOutput
{
public:
    explicit MarkdownOutput(const MarkdownWriter::ImageTarget &images)
        : m_images(images)
    {
    }

    QString blocks(const GumboNode *node, int depth)
    {
        QStringList out;
        QString inlineRun;
        const auto flush = [&] {
            const QString text = inlineRun.trimmed();
            if (!text.isEmpty())
                out.append(text);
            inlineRun.clear();
        };
        for (const GumboNode *child : GumboTree::children(node)) {
            if (child->type == GUMBO_NODE_ELEMENT && isBlock(child)) {
                flush();
                const QString block = this->block(child, depth + 1);
                if (!block.trimmed().isEmpty())
                    out.append(block);
            } else {
                inlineRun += inlines(child, depth + 1);
            }
        }
        flush();
        return out.join(u"\n\n"_s);
    }

private:
    static bool isBlock(const GumboNode *node)
    {
        switch (node->v.element.tag) {
        case GUMBO_TAG_P:
        case GUMBO_TAG_DIV:
        case GUMBO_TAG_SECTION:
        case GUMBO_TAG_ARTICLE:
        case GUMBO_TAG_H1:
        case GUMBO_TAG_H2:
        case GUMBO_TAG_H3:
        case GUMBO_TAG_H4:
        case GUMBO_TAG_H5:
        case GUMBO_TAG_H6:
        case GUMBO_TAG_PRE:
        case GUMBO_TAG_BLOCKQUOTE:
        case GUMBO_TAG_UL:
        case GUMBO_TAG_OL:
        case GUMBO_TAG_TABLE:
        case GUMBO_TAG_HR:
        case GUMBO_TAG_FIGURE:
        case GUMBO_TAG_FIGCAPTION:
        case GUMBO_TAG_DL:
        case GUMBO_TAG_DT:
        case GUMBO_TAG_DD:
        case GUMBO_TAG_ASIDE:
        case GUMBO_TAG_HEADER:
        case GUMBO_TAG_FOOTER:
        case GUMBO_TAG_DETAILS:
        case GUMBO_TAG_SUMMARY:
        case GUMBO_TAG_NAV:
            return true;
        default:
            return false;
        }
    }

    QString block(const GumboNode *node, int depth)
    {
        if (depth > MaxMarkdownDepth)
            return {};
        const GumboTag tag = node->v.element.tag;
        switch (tag) {
        case GUMBO_TAG_H1:
        case GUMBO_TAG_H2:
        case GUMBO_TAG_H3:
        case GUMBO_TAG_H4:
        case GUMBO_TAG_H5:
        case GUMBO_TAG_H6: {
            const int level = 1 + int(tag - GUMBO_TAG_H1);
            return QString(level, u'#') + u' ' + inlines(node, depth).simplified();
        }
        case GUMBO_TAG_PRE:
            return fencedCode(node);
        case GUMBO_TAG_BLOCKQUOTE: {
            QStringList lines = blocks(node, depth).split(u'\n');
            for (QString &line : lines)
                line = line.isEmpty() ? u">"_s : u"> "_s + line;
            return lines.join(u'\n');
        }
        case GUMBO_TAG_UL:
        case GUMBO_TAG_OL:
            return list(node, depth, tag == GUMBO_TAG_OL);
        case GUMBO_TAG_HR:
            return u"---"_s;
        case GUMBO_TAG_TABLE:
            return table(node, depth);
        case GUMBO_TAG_FIGCAPTION: {
            const QString caption = inlines(node, depth).simplified();
            return caption.isEmpty() ? QString() : u'*' + caption + u'*';
        }
        default:
            return blocks(node, depth);
        }
    }

    QString fencedCode(const GumboNode *pre)
    {
        // The highlighter writes <pre class="code" data-lang="C++"><code><span class="line">…
        QString language = GumboTree::attribute(pre, "data-lang");
        QString code = plainTextOf(pre);
        while (code.endsWith(u'\n'))
            code.chop(1);
        int longest = 2, run = 0;
        for (const QChar c : code) {
            run = c == u'`' ? run + 1 : 0;
            longest = std::max(longest, run);
        }
        const QString fence(longest + 1, u'`');
        return fence + MarkdownWriter::fenceLanguage(language) + u'\n' + code + u'\n' + fence;
    }

    QString list(const GumboNode *node, int depth, bool ordered)
    {
        QStringList items;
        int number = 1;
        for (const GumboNode *child : GumboTree::children(node)) {
            if (!GumboTree::isElement(child, GUMBO_TAG_LI))
                continue;
            const QString marker = ordered ? QString::number(number++) + u". "_s : u"- "_s;
            const QString indent(marker.size(), u' ');
            QStringList lines = blocks(child, depth + 1).split(u'\n');
            for (qsizetype i = 0; i < lines.size(); ++i)
                lines[i] = (i == 0 ? marker : (lines[i].isEmpty() ? QString() : indent)) + lines[i];
            items.append(lines.join(u'\n'));
        }
        return items.join(u'\n');
    }

    QString table(const GumboNode *node, int depth)
    {
        QList<QStringList> rows;
        std::function<void(const GumboNode *)> collect = [&](const GumboNode *n) {
            for (const GumboNode *child : GumboTree::children(n)) {
                if (GumboTree::isElement(child, GUMBO_TAG_TR)) {
                    QStringList cells;
                    for (const GumboNode *cell : GumboTree::children(child)) {
                        if (GumboTree::isElement(cell, GUMBO_TAG_TD) ||
                            GumboTree::isElement(cell, GUMBO_TAG_TH))
                            cells.append(
                                inlines(cell, depth + 1).simplified().replace(u'|', u"\\|"_s));
                    }
                    rows.append(cells);
                } else if (child->type == GUMBO_NODE_ELEMENT) {
                    collect(child);
                }
            }
        };
        collect(node);
        if (rows.isEmpty())
            return {};
        qsizetype columns = 0;
        for (const QStringList &row : rows)
            columns = std::max(columns, row.size());
        QStringList out;
        for (qsizetype r = 0; r < rows.size(); ++r) {
            QStringList cells = rows[r];
            while (cells.size() < columns)
                cells.append(QString());
            out.append(u"| "_s + cells.join(u" | "_s) + u" |"_s);
            if (r == 0)
                out.append(u"|"_s + QStringList(columns, u" --- "_s).join(u'|') + u"|"_s);
        }
        return out.join(u'\n');
    }

    QString inlines(const GumboNode *node, int depth)
    {
        if (depth > MaxMarkdownDepth)
            return {};
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE ||
            node->type == GUMBO_NODE_CDATA)
            return inlineText(GumboTree::text(node));
        if (node->type != GUMBO_NODE_ELEMENT)
            return {};
        QString inner;
        const auto children = [&] {
            QString out;
            for (const GumboNode *child : GumboTree::children(node))
                out += child->type == GUMBO_NODE_ELEMENT && isBlock(child)
                           ? u' ' + block(child, depth + 1) + u' '
                           : inlines(child, depth + 1);
            return out;
        };
        switch (node->v.element.tag) {
        case GUMBO_TAG_BR:
            return u"  \n"_s;
        case GUMBO_TAG_STRONG:
        case GUMBO_TAG_B:
            inner = children().simplified();
            return inner.isEmpty() ? QString() : u"**"_s + inner + u"**"_s;
        case GUMBO_TAG_EM:
        case GUMBO_TAG_I:
            inner = children().simplified();
            return inner.isEmpty() ? QString() : u'*' + inner + u'*';
        case GUMBO_TAG_DEL:
        case GUMBO_TAG_S:
            inner = children().simplified();
            return inner.isEmpty() ? QString() : u"~~"_s + inner + u"~~"_s;
        case GUMBO_TAG_CODE:
        case GUMBO_TAG_KBD:
        case GUMBO_TAG_SAMP:
            return codeSpan(plainTextOf(node));
        case GUMBO_TAG_A: {
            inner = children().simplified();
            const QString href = GumboTree::attribute(node, "href");
            if (href.isEmpty() || href.startsWith(u'#'))
                return inner;
            return u'[' + (inner.isEmpty() ? escapeText(href) : inner) + u"]("_s +
                   QString(href).replace(u' ', u"%20"_s).replace(u')', u"%29"_s) + u')';
        }
        case GUMBO_TAG_IMG: {
            QString src = GumboTree::attribute(node, "src");
            if (src.isEmpty())
                return {};
            if (m_images)
                src = m_images(src);
            return u"!["_s + escapeText(GumboTree::attribute(node, "alt").simplified()) + u"]("_s +
                   src.replace(u' ', u"%20"_s).replace(u')', u"%29"_s) + u')';
        }
        case GUMBO_TAG_SCRIPT:
        case GUMBO_TAG_STYLE:
        case GUMBO_TAG_TEMPLATE:
            return {};
        default:
            return children();
        }
    }

    const MarkdownWriter::ImageTarget &m_images;
};

} // namespace

QString MarkdownWriter::fenceLanguage(const QString &definitionName)
{
    const QString lower = definitionName.trimmed().toLower();
    if (lower == u"c++"_s)
        return u"cpp"_s;
    if (lower == u"c#"_s)
        return u"csharp"_s;
    if (lower == u"objective-c++"_s)
        return u"objcpp"_s;
    QString out;
    for (const QChar c : lower) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'+' || c == u'_')
            out += c;
        else if (c == u' ')
            out += u'-';
    }
    return out;
}

QString MarkdownWriter::fromHtml(const QString &sanitizedHtml, const ImageTarget &imageTarget)
{
    const GumboTree::Document document(sanitizedHtml);
    const GumboNode *body = document.body();
    if (!body)
        return {};
    return MarkdownOutput(imageTarget).blocks(body, 0).trimmed() + u'\n';
}

} // namespace Lectern
