#pragma once

#include <QString>
#include <QStringList>

#include <gumbo.h>

#include <functional>
#include <initializer_list>

namespace Lectern {

// Small read-only helpers over a gumbo parse tree, shared by the sanitizer, the code block
// extractor, feed discovery and page feeds. Strings come back decoded (gumbo has already
// resolved entities).
class GumboTree
{
public:
    // How Lectern parses: gumbo's defaults, without recording parse errors.
    static const GumboOptions &parseOptions();

    // An HTML document parsed with gumbo, owned for its lifetime.
    class Document
    {
    public:
        // AsWritten: the document's own doctype decides its mode (none: quirks, where a table
        // may stand inside a paragraph). Standards: parsed as a page that opens with
        // <!DOCTYPE html>, such as the reader's, builds it.
        enum class Mode { AsWritten, Standards };
        explicit Document(const QString &html, Mode mode = Mode::AsWritten);
        ~Document();
        Document(const Document &) = delete;
        Document &operator=(const Document &) = delete;
        // The <body> element (gumbo always makes one), or null if parsing failed.
        const GumboNode *body() const;
        // The <head> element, where HTML moves scripts and styles that open a document.
        const GumboNode *head() const;
        // The <html> element, or null if parsing failed.
        const GumboNode *root() const { return m_output ? m_output->root : nullptr; }

    private:
        const GumboNode *rootChild(GumboTag tag) const;

        QByteArray m_utf8;
        GumboOptions m_options;
        class GumboArena *m_arena = nullptr; // null: gumbo's own malloc and free
        GumboOutput *m_output = nullptr;
    };

    static bool isElement(const GumboNode *node);
    static bool isElement(const GumboNode *node, GumboTag tag);
    // Lowercase tag name, also for tags gumbo does not know (MathML's msup, custom elements).
    static QString tagName(const GumboNode *node);
    static bool hasAttribute(const GumboNode *node, const char *name);
    static QString attribute(const GumboNode *node, const char *name);
    static QStringList classes(const GumboNode *node);
    static bool hasClass(const GumboNode *node, QStringView name);
    // True if any of the element's classes is one of `names`; makes no strings.
    static bool hasAnyClass(const GumboNode *node, std::initializer_list<QByteArrayView> names);
    static QList<const GumboNode *> children(const GumboNode *node);
    // The decoded text of a text, whitespace or CDATA node; empty for others.
    static QString text(const GumboNode *node);
    // The same, appended to `out` without a string of its own.
    static void appendText(const GumboNode *node, QString &out);
    // Calls visit for each HTML element below node (itself included) in document order, without
    // recursion (deep trees must not exhaust the stack); visit returns false to skip an
    // element's children. SVG and MathML elements are not visited, their HTML children are.
    static void walk(const GumboNode *node, const std::function<bool(const GumboNode *)> &visit);
    // The same, into every element.
    static void forEachElement(const GumboNode *node,
                               const std::function<void(const GumboNode *)> &visit);
    // The text inside an element, white space collapsed (scripts, styles and templates left out).
    static QString textContent(const GumboNode *node);
    // First element in pre-order below `node` (itself included) for which `match` holds;
    // `descend` (if set) says whether to look inside an element that does not match.
    static const GumboNode *findElement(const GumboNode *node,
                                        const std::function<bool(const GumboNode *)> &match,
                                        const std::function<bool(const GumboNode *)> &descend = {});
};

} // namespace Lectern
