#include "html/gumbotree.h"

#include "html/gumboarena.h"

#include <QAnyStringView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// Deeper trees are cut off: walking them recursively could exhaust the stack.
constexpr int MaxSearchDepth = 256;

const GumboNode *findElementAt(const GumboNode *node,
                               const std::function<bool(const GumboNode *)> &match,
                               const std::function<bool(const GumboNode *)> &descend, int depth)
{
    if (!GumboTree::isElement(node) || depth > MaxSearchDepth)
        return nullptr;
    if (match(node))
        return node;
    if (descend && !descend(node))
        return nullptr;
    const GumboVector &kids = node->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i) {
        const auto *child = static_cast<const GumboNode *>(kids.data[i]);
        if (const GumboNode *found = findElementAt(child, match, descend, depth + 1))
            return found;
    }
    return nullptr;
}
} // namespace

const GumboOptions &GumboTree::parseOptions()
{
    // Parse errors are of no use to the sanitizer, and recording each one costs an allocation:
    // feed HTML is full of them.
    static const GumboOptions options = [] {
        GumboOptions o = kGumboDefaultOptions;
        o.max_errors = 0;
        return o;
    }();
    return options;
}

GumboTree::Document::Document(const QString &html, Mode mode)
    : m_utf8(mode == Mode::Standards ? "<!DOCTYPE html>" + html.toUtf8() : html.toUtf8())
    , m_options(parseOptions())
    , m_arena(GumboArena::acquire())
{
    if (m_arena) {
        m_options.userdata = m_arena;
        m_options.allocator = [](void *arena, size_t size) {
            return static_cast<GumboArena *>(arena)->allocate(size);
        };
        m_options.deallocator = [](void *, void *) {};
    }
    m_output = gumbo_parse_with_options(&m_options, m_utf8.constData(),
                                        static_cast<size_t>(m_utf8.size()));
}

GumboTree::Document::~Document()
{
    // The arena drops the whole tree at once; freeing it node by node is only for malloc.
    if (m_arena)
        m_arena->release();
    else if (m_output)
        gumbo_destroy_output(&m_options, m_output);
}

const GumboNode *GumboTree::Document::body() const
{
    return rootChild(GUMBO_TAG_BODY);
}

const GumboNode *GumboTree::Document::head() const
{
    return rootChild(GUMBO_TAG_HEAD);
}

const GumboNode *GumboTree::Document::rootChild(GumboTag tag) const
{
    if (!m_output || !m_output->root)
        return nullptr;
    const GumboVector &kids = m_output->root->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i) {
        const auto *child = static_cast<const GumboNode *>(kids.data[i]);
        if (isElement(child, tag))
            return child;
    }
    return nullptr;
}

bool GumboTree::isElement(const GumboNode *node)
{
    return node && node->type == GUMBO_NODE_ELEMENT;
}

bool GumboTree::isElement(const GumboNode *node, GumboTag tag)
{
    return isElement(node) && node->v.element.tag == tag &&
           node->v.element.tag_namespace == GUMBO_NAMESPACE_HTML;
}

QString GumboTree::tagName(const GumboNode *node)
{
    if (!node || (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE))
        return {};
    const GumboElement &el = node->v.element;
    if (el.tag != GUMBO_TAG_UNKNOWN)
        return QString::fromLatin1(gumbo_normalized_tagname(el.tag));
    GumboStringPiece piece = el.original_tag;
    gumbo_tag_from_original_text(&piece);
    return QString::fromUtf8(piece.data, static_cast<qsizetype>(piece.length)).toLower();
}

bool GumboTree::hasAttribute(const GumboNode *node, const char *name)
{
    return isElement(node) && gumbo_get_attribute(&node->v.element.attributes, name);
}

QString GumboTree::attribute(const GumboNode *node, const char *name)
{
    if (!isElement(node))
        return {};
    const GumboAttribute *attr = gumbo_get_attribute(&node->v.element.attributes, name);
    return attr ? QString::fromUtf8(attr->value) : QString();
}

namespace {
// Class lists are separated by ASCII whitespace; calls `visit` for each name until it says stop.
template<typename Visit> void forEachClass(const GumboNode *node, Visit visit)
{
    if (!GumboTree::isElement(node))
        return;
    const GumboAttribute *attr = gumbo_get_attribute(&node->v.element.attributes, "class");
    if (!attr)
        return;
    const char *p = attr->value;
    const auto isSpace = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
    };
    while (*p) {
        while (*p && isSpace(*p))
            ++p;
        const char *start = p;
        while (*p && !isSpace(*p))
            ++p;
        if (p > start && !visit(QByteArrayView(start, p - start)))
            return;
    }
}
} // namespace

QStringList GumboTree::classes(const GumboNode *node)
{
    QStringList list;
    forEachClass(node, [&list](QByteArrayView name) {
        list.append(QString::fromUtf8(name));
        return true;
    });
    return list;
}

bool GumboTree::hasClass(const GumboNode *node, QStringView name)
{
    bool found = false;
    forEachClass(node, [&](QByteArrayView c) {
        found = QAnyStringView::equal(QUtf8StringView(c), name);
        return !found;
    });
    return found;
}

bool GumboTree::hasAnyClass(const GumboNode *node, std::initializer_list<QByteArrayView> names)
{
    bool found = false;
    forEachClass(node, [&](QByteArrayView c) {
        found = std::find(names.begin(), names.end(), c) != names.end();
        return !found;
    });
    return found;
}

QList<const GumboNode *> GumboTree::children(const GumboNode *node)
{
    QList<const GumboNode *> list;
    if (!node || (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE))
        return list;
    const GumboVector &kids = node->v.element.children;
    list.reserve(kids.length);
    for (unsigned i = 0; i < kids.length; ++i)
        list.append(static_cast<const GumboNode *>(kids.data[i]));
    return list;
}

QString GumboTree::text(const GumboNode *node)
{
    if (!node)
        return {};
    switch (node->type) {
    case GUMBO_NODE_TEXT:
    case GUMBO_NODE_WHITESPACE:
    case GUMBO_NODE_CDATA:
        return QString::fromUtf8(node->v.text.text);
    default:
        return {};
    }
}

void GumboTree::appendText(const GumboNode *node, QString &out)
{
    if (node && (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE ||
                 node->type == GUMBO_NODE_CDATA))
        out.append(QUtf8StringView(node->v.text.text));
}

const GumboNode *GumboTree::findElement(const GumboNode *node,
                                        const std::function<bool(const GumboNode *)> &match,
                                        const std::function<bool(const GumboNode *)> &descend)
{
    return findElementAt(node, match, descend, 0);
}

void GumboTree::walk(const GumboNode *node, const std::function<bool(const GumboNode *)> &visit)
{
    if (!node)
        return;
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

void GumboTree::forEachElement(const GumboNode *node,
                               const std::function<void(const GumboNode *)> &visit)
{
    walk(node, [&](const GumboNode *element) {
        visit(element);
        return true;
    });
}

QString GumboTree::textContent(const GumboNode *node)
{
    QString out;
    QList<const GumboNode *> pending{node};
    while (!pending.isEmpty()) {
        const GumboNode *next = pending.takeLast();
        if (next->type != GUMBO_NODE_ELEMENT) {
            appendText(next, out);
            continue;
        }
        const GumboTag tag = next->v.element.tag;
        if (tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_TEMPLATE)
            continue;
        out += u' '; // block ends and line breaks separate words
        const GumboVector &kids = next->v.element.children;
        for (unsigned i = kids.length; i > 0; --i)
            pending.append(static_cast<const GumboNode *>(kids.data[i - 1]));
    }
    return out.simplified();
}

} // namespace Lectern
