#include "feeds/htmltree.h"

#include <QList>

namespace Lectern {

HtmlTree::HtmlTree(const QString &html)
    : m_utf8(html.toUtf8())
{
    m_options = kGumboDefaultOptions;
    m_options.max_errors = 0; // parse errors are of no use here; do not keep them
    m_output = gumbo_parse_with_options(&m_options, m_utf8.constData(),
                                        static_cast<size_t>(m_utf8.size()));
}

HtmlTree::~HtmlTree()
{
    if (m_output)
        gumbo_destroy_output(&m_options, m_output);
}

void HtmlTree::forEachElement(const std::function<void(const GumboNode *)> &visit) const
{
    if (!root())
        return;
    walk(root(), [&](const GumboNode *node) {
        visit(node);
        return true;
    });
}

void HtmlTree::walk(const GumboNode *node, const std::function<bool(const GumboNode *)> &visit)
{
    QList<const GumboNode *> pending{node};
    while (!pending.isEmpty()) {
        const GumboNode *next = pending.takeLast();
        if (next->type != GUMBO_NODE_ELEMENT)
            continue;
        if (next->v.element.tag_namespace == GUMBO_NAMESPACE_HTML && !visit(next))
            continue;
        const GumboVector &kids = next->v.element.children;
        for (unsigned i = kids.length; i > 0; --i)
            pending.append(static_cast<const GumboNode *>(kids.data[i - 1]));
    }
}

bool HtmlTree::hasAttribute(const GumboNode *node, const char *name)
{
    return gumbo_get_attribute(&node->v.element.attributes, name) != nullptr;
}

QString HtmlTree::attribute(const GumboNode *node, const char *name)
{
    const GumboAttribute *attr = gumbo_get_attribute(&node->v.element.attributes, name);
    return attr ? QString::fromUtf8(attr->value) : QString();
}

QString HtmlTree::text(const GumboNode *node)
{
    QString out;
    QList<const GumboNode *> pending{node};
    while (!pending.isEmpty()) {
        const GumboNode *next = pending.takeLast();
        if (next->type == GUMBO_NODE_TEXT || next->type == GUMBO_NODE_CDATA ||
            next->type == GUMBO_NODE_WHITESPACE) {
            out += QString::fromUtf8(next->v.text.text);
            continue;
        }
        if (next->type != GUMBO_NODE_ELEMENT)
            continue;
        const GumboTag tag = next->v.element.tag;
        if (tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_TEMPLATE)
            continue;
        // Block-level ends and line breaks separate words.
        out += u' ';
        const GumboVector &kids = next->v.element.children;
        for (unsigned i = kids.length; i > 0; --i)
            pending.append(static_cast<const GumboNode *>(kids.data[i - 1]));
    }
    return out.simplified();
}

} // namespace Lectern
