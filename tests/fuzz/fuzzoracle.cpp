#include "fuzzoracle.h"

#include <QByteArray>
#include <QList>
#include <QSet>

#include <gumbo.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace Qt::StringLiterals;

namespace Lectern::Fuzz {

namespace {

QString problem(const char *what, const char *detail)
{
    return QString::fromUtf8(what) + u" '"_s + QString::fromUtf8(detail) + u'\'';
}

bool forbiddenTag(const char *name)
{
    static const char *const forbidden[] = {
        "script", "style", "iframe", "frame",      "frameset",       "object",   "embed",
        "applet", "form",  "input",  "button",     "select",         "textarea", "meta",
        "link",   "base",  "svg",    "template",   "noscript",       "xmp",      "plaintext",
        "title",  "audio", "video",  "annotation", "annotation-xml", "maction",  "mglyph"};
    for (const char *bad : forbidden) {
        if (std::strcmp(name, bad) == 0)
            return true;
    }
    return false;
}

bool allowedUrl(const QByteArray &value, bool image)
{
    const QByteArray v = value.trimmed().toLower();
    if (v.startsWith("http://") || v.startsWith("https://"))
        return true;
    if (!image)
        return v.startsWith("mailto:");
    return v.startsWith("data:image/") && !v.startsWith("data:image/svg");
}

QString attributeProblem(const GumboElement &el, const char *tag)
{
    for (unsigned i = 0; i < el.attributes.length; ++i) {
        const auto *attr = static_cast<const GumboAttribute *>(el.attributes.data[i]);
        const char *name = attr->name;
        if ((name[0] == 'o' || name[0] == 'O') && (name[1] == 'n' || name[1] == 'N'))
            return problem("an event handler", name);
        if (std::strcmp(name, "style") == 0 || std::strcmp(name, "srcdoc") == 0 ||
            std::strcmp(name, "formaction") == 0 || std::strcmp(name, "action") == 0 ||
            (std::strstr(name, "href") && std::strcmp(name, "href") != 0))
            return problem("a forbidden attribute", name);
        // xlink:href and friends arrive as "href" in another namespace.
        if (attr->attr_namespace != GUMBO_ATTR_NAMESPACE_NONE)
            return problem("a namespaced attribute", name);
        if ((std::strcmp(name, "href") == 0 && std::strcmp(tag, "a") != 0) ||
            (std::strcmp(name, "src") == 0 && std::strcmp(tag, "img") != 0))
            return problem("a URL attribute out of place", name);
        const bool image = std::strcmp(tag, "img") == 0 || std::strcmp(tag, "source") == 0;
        if ((std::strcmp(name, "href") == 0 || std::strcmp(name, "src") == 0) &&
            !allowedUrl(QByteArray(attr->value), image))
            return problem("a URL it must not", attr->value);
        if (std::strcmp(name, "srcset") == 0) {
            // As a browser splits it: a URL runs to whitespace (data: URLs hold commas), so
            // every whitespace-separated word with a scheme is a URL, descriptors have none.
            for (QByteArray word : QByteArray(attr->value).simplified().split(' ')) {
                while (word.endsWith(','))
                    word.chop(1);
                while (word.startsWith(','))
                    word.remove(0, 1);
                const qsizetype colon = word.indexOf(':');
                const qsizetype slash = word.indexOf('/');
                const bool hasScheme = colon > 0 && (slash < 0 || colon < slash);
                if ((hasScheme || word.startsWith("//")) && !allowedUrl(word, true))
                    return problem("a srcset URL it must not", word.constData());
            }
        }
    }
    return {};
}

} // namespace

int elementCount(const QString &html, const QList<GumboTag> &tags)
{
    // As the reader's page parses what it holds: in standards mode (a table closes a paragraph).
    const QByteArray utf8 = "<!DOCTYPE html>" + html.toUtf8();
    GumboOutput *output =
        gumbo_parse_with_options(&kGumboDefaultOptions, utf8.constData(), size_t(utf8.size()));
    int count = 0;
    QList<const GumboNode *> pending{output->root};
    while (!pending.isEmpty()) {
        const GumboNode *node = pending.takeLast();
        if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE)
            continue;
        if (tags.isEmpty() || tags.contains(node->v.element.tag))
            ++count;
        const GumboVector &children = node->v.element.children;
        for (unsigned i = 0; i < children.length; ++i)
            pending.append(static_cast<const GumboNode *>(children.data[i]));
    }
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    return count;
}

QString sanitizedHtmlProblem(const QString &html)
{
    const QByteArray utf8 = html.toUtf8();
    GumboOutput *output =
        gumbo_parse_with_options(&kGumboDefaultOptions, utf8.constData(), size_t(utf8.size()));
    QString found;
    // Walked with a stack of its own: sanitized output can be a few hundred levels deep.
    QList<const GumboNode *> pending{output->root};
    while (!pending.isEmpty() && found.isEmpty()) {
        const GumboNode *node = pending.takeLast();
        if (node->type != GUMBO_NODE_ELEMENT)
            continue;
        const GumboElement &el = node->v.element;
        const char *tag = gumbo_normalized_tagname(el.tag);
        QByteArray unknown;
        if (el.tag == GUMBO_TAG_UNKNOWN) {
            GumboStringPiece piece = el.original_tag;
            gumbo_tag_from_original_text(&piece);
            unknown = QByteArray(piece.data, qsizetype(piece.length)).toLower();
            tag = unknown.constData();
        }
        if (el.tag_namespace == GUMBO_NAMESPACE_SVG)
            found = problem("an SVG element", tag);
        else if (forbiddenTag(tag))
            found = problem("an element", tag);
        else
            found = attributeProblem(el, tag);
        for (unsigned i = 0; i < el.children.length; ++i)
            pending.append(static_cast<const GumboNode *>(el.children.data[i]));
    }
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    return found;
}

void checkSanitizedHtml(const QString &html)
{
    const QString found = sanitizedHtmlProblem(html);
    if (found.isEmpty())
        return;
    std::fprintf(stderr, "sanitizer output holds %s:\n%s\n", qPrintable(found),
                 html.left(4000).toUtf8().constData());
    std::abort();
}

} // namespace Lectern::Fuzz
