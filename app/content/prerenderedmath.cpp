#include "prerenderedmath.h"

#include "html/gumbotree.h"

#include <cstring>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

constexpr int MaxMathTextDepth = 64;

void appendMathText(const GumboNode *node, QString &out, int depth)
{
    if (depth > MaxMathTextDepth)
        return;
    if (!GumboTree::isElement(node)) {
        out += GumboTree::text(node);
        return;
    }
    for (const GumboNode *child : GumboTree::children(node))
        appendMathText(child, out, depth + 1);
}

QString textOf(const GumboNode *node)
{
    QString out;
    appendMathText(node, out, 0);
    return out.trimmed();
}

bool isMathMl(const GumboNode *node)
{
    return GumboTree::isElement(node) && node->v.element.tag_namespace == GUMBO_NAMESPACE_MATHML;
}

// KaTeX and MathJax both keep the source TeX in <annotation encoding="application/x-tex">.
QString texAnnotation(const GumboNode *root)
{
    const GumboNode *annotation = GumboTree::findElement(root, [](const GumboNode *n) {
        if (!isMathMl(n) || GumboTree::tagName(n) != u"annotation"_s)
            return false;
        const QString encoding = GumboTree::attribute(n, "encoding").trimmed().toLower();
        return encoding == u"application/x-tex"_s || encoding == u"text/x-tex"_s;
    });
    return annotation ? textOf(annotation) : QString();
}

// The kind of source a MathJax v2 script holds, by its type ("math/tex; mode=display").
enum class ScriptSource { None, Tex, DisplayTex, MathMl };

ScriptSource scriptSource(const GumboNode *node)
{
    if (!GumboTree::isElement(node, GUMBO_TAG_SCRIPT))
        return ScriptSource::None;
    const QString type = GumboTree::attribute(node, "type").trimmed().toLower();
    if (type.startsWith(u"math/tex"_s))
        return type.contains(u"mode=display"_s) ? ScriptSource::DisplayTex : ScriptSource::Tex;
    if (type.startsWith(u"math/mml"_s))
        return ScriptSource::MathMl;
    return ScriptSource::None;
}

bool isMathJaxV2Output(const GumboNode *node)
{
    const QStringList classes = GumboTree::classes(node);
    return std::any_of(classes.cbegin(), classes.cend(), [](const QString &c) {
        return c.startsWith(u"MathJax"_s) || c == u"MJXc-display"_s;
    });
}

// MathJax v2 leaves its rendering just before the script holding the source; the script wins.
bool sourceScriptFollows(const GumboNode *node)
{
    const GumboNode *parent = node->parent;
    if (!GumboTree::isElement(parent))
        return false;
    const GumboVector &siblings = parent->v.element.children;
    for (unsigned i = node->index_within_parent + 1; i < siblings.length; ++i) {
        const auto *next = static_cast<const GumboNode *>(siblings.data[i]);
        if (next->type == GUMBO_NODE_WHITESPACE || next->type == GUMBO_NODE_COMMENT)
            continue;
        if (scriptSource(next) != ScriptSource::None)
            return true;
        if (!GumboTree::isElement(next) || !isMathJaxV2Output(next))
            return false;
    }
    return false;
}

// The TeX, else the MathML, of a rendering that kept either; else nothing worth showing.
MathSource fromRendering(const GumboNode *node, bool display)
{
    MathSource source;
    source.display = display;
    source.tex = texAnnotation(node);
    if (!source.tex.isEmpty()) {
        source.kind = MathSource::Kind::Tex;
        return source;
    }
    source.mathMl = PrerenderedMath::findMath(node);
    if (source.mathMl) {
        source.kind = MathSource::Kind::MathMl;
        source.display =
            display || GumboTree::attribute(source.mathMl, "display").trimmed() == u"block"_s;
    }
    return source;
}

std::optional<MathSource> fromScript(const GumboNode *node)
{
    MathSource source;
    switch (scriptSource(node)) {
    case ScriptSource::None:
        return std::nullopt;
    case ScriptSource::Tex:
    case ScriptSource::DisplayTex:
        source.kind = MathSource::Kind::Tex;
        source.display = scriptSource(node) == ScriptSource::DisplayTex;
        source.tex = textOf(node);
        break;
    case ScriptSource::MathMl:
        source.kind = MathSource::Kind::MathMlText;
        source.markup = textOf(node);
        break;
    }
    return source;
}

std::optional<MathSource> fromKatex(const GumboNode *node, const QStringList &classes)
{
    const bool display = classes.contains(u"katex-display"_s);
    MathSource source = fromRendering(node, display);
    // Neither TeX nor MathML kept: the visible spans are all there is.
    if (source.kind == MathSource::Kind::Nothing)
        return std::nullopt;
    return source;
}

std::optional<MathSource> fromMathJaxV3(const GumboNode *node)
{
    const QString display = GumboTree::attribute(node, "display").trimmed().toLower();
    return fromRendering(node, display == u"true"_s || display == u"block"_s);
}

std::optional<MathSource> fromMathJaxV2(const GumboNode *node, const QStringList &classes)
{
    if (sourceScriptFollows(node))
        return MathSource{};
    const bool display = std::any_of(classes.cbegin(), classes.cend(), [](const QString &c) {
        return c.contains(u"Display"_s) || c == u"MJXc-display"_s;
    });
    MathSource source = fromRendering(node, display);
    if (source.kind == MathSource::Kind::Nothing) {
        // The HTML-CSS output carries the MathML it was made from as an attribute.
        source.markup = GumboTree::attribute(node, "data-mathml");
        if (!source.markup.trimmed().isEmpty())
            source.kind = MathSource::Kind::MathMlText;
    }
    return source;
}

} // namespace

std::optional<MathSource> PrerenderedMath::recognize(const GumboNode *node)
{
    if (!GumboTree::isElement(node) || node->v.element.tag_namespace != GUMBO_NAMESPACE_HTML)
        return std::nullopt;
    const GumboElement &el = node->v.element;
    if (el.tag == GUMBO_TAG_SCRIPT)
        return fromScript(node);
    if (el.tag == GUMBO_TAG_UNKNOWN && GumboTree::tagName(node) == u"mjx-container"_s)
        return fromMathJaxV3(node);
    // Most elements have no class naming a math renderer: look at the raw value first.
    const GumboAttribute *classAttr = gumbo_get_attribute(&el.attributes, "class");
    if (!classAttr ||
        (!std::strstr(classAttr->value, "katex") && !std::strstr(classAttr->value, "MathJax") &&
         !std::strstr(classAttr->value, "MJXc-display")))
        return std::nullopt;
    const QStringList classes = GumboTree::classes(node);
    if (classes.contains(u"katex"_s) || classes.contains(u"katex-display"_s))
        return fromKatex(node, classes);
    if (isMathJaxV2Output(node))
        return fromMathJaxV2(node, classes);
    return std::nullopt;
}

QString PrerenderedMath::delimited(const QString &tex, bool display)
{
    return display ? u"\\["_s + tex + u"\\]"_s : u"\\("_s + tex + u"\\)"_s;
}

const GumboNode *PrerenderedMath::findMath(const GumboNode *node)
{
    return GumboTree::findElement(
        node, [](const GumboNode *n) { return isMathMl(n) && n->v.element.tag == GUMBO_TAG_MATH; });
}

} // namespace Lectern
