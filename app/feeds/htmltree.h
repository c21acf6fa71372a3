// An HTML document parsed with gumbo, released with it, and the few questions the feed code
// asks of its elements (discovery of feed links, page feeds).
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

#include <gumbo.h>

namespace Lectern {

class HtmlTree
{
public:
    explicit HtmlTree(const QString &html);
    ~HtmlTree();
    HtmlTree(const HtmlTree &) = delete;
    HtmlTree &operator=(const HtmlTree &) = delete;

    const GumboNode *root() const { return m_output ? m_output->root : nullptr; }

    // Calls visit for each HTML element in document order, without recursion (deep trees must
    // not exhaust the stack). <template> contents are inert and left out.
    void forEachElement(const std::function<void(const GumboNode *)> &visit) const;
    // The same below (and including) node; visit returns false to skip an element's children.
    static void walk(const GumboNode *node, const std::function<bool(const GumboNode *)> &visit);

    static bool hasTag(const GumboNode *node, GumboTag tag) { return node->v.element.tag == tag; }
    static bool hasAttribute(const GumboNode *node, const char *name);
    // gumbo lowercases attribute names and decodes character references in values.
    static QString attribute(const GumboNode *node, const char *name);
    // The text inside node, white space collapsed (scripts and styles left out).
    static QString text(const GumboNode *node);

private:
    QByteArray m_utf8;
    GumboOptions m_options;
    GumboOutput *m_output = nullptr;
};

} // namespace Lectern
