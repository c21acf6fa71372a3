#include "codeblockextractor.h"

#include "html/gumbotree.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

constexpr int MaxTextDepth = 128;

// Language names that sites put as a bare class on <pre> or <code> ("<pre class=python>").
bool isKnownLanguage(const QString &name)
{
    static const QSet<QString> known = {
        u"c"_s,          u"cpp"_s,       u"c++"_s,        u"cxx"_s,        u"cc"_s,
        u"cuda"_s,       u"python"_s,    u"py"_s,         u"python3"_s,    u"rust"_s,
        u"rs"_s,         u"go"_s,        u"golang"_s,     u"java"_s,       u"kotlin"_s,
        u"javascript"_s, u"js"_s,        u"typescript"_s, u"ts"_s,         u"jsx"_s,
        u"tsx"_s,        u"bash"_s,      u"sh"_s,         u"shell"_s,      u"console"_s,
        u"zsh"_s,        u"fish"_s,      u"powershell"_s, u"ruby"_s,       u"rb"_s,
        u"php"_s,        u"perl"_s,      u"lua"_s,        u"haskell"_s,    u"ocaml"_s,
        u"scala"_s,      u"swift"_s,     u"objc"_s,       u"csharp"_s,     u"cs"_s,
        u"fsharp"_s,     u"dart"_s,      u"elixir"_s,     u"erlang"_s,     u"clojure"_s,
        u"lisp"_s,       u"scheme"_s,    u"racket"_s,     u"julia"_s,      u"r"_s,
        u"zig"_s,        u"nim"_s,       u"d"_s,          u"sql"_s,        u"json"_s,
        u"yaml"_s,       u"yml"_s,       u"toml"_s,       u"ini"_s,        u"xml"_s,
        u"html"_s,       u"css"_s,       u"scss"_s,       u"diff"_s,       u"patch"_s,
        u"makefile"_s,   u"make"_s,      u"cmake"_s,      u"dockerfile"_s, u"nix"_s,
        u"asm"_s,        u"nasm"_s,      u"llvm"_s,       u"glsl"_s,       u"latex"_s,
        u"tex"_s,        u"markdown"_s,  u"md"_s,         u"protobuf"_s,   u"graphql"_s,
        u"vim"_s,        u"elm"_s,       u"verilog"_s,    u"vhdl"_s,       u"fortran"_s,
        u"text"_s,       u"plaintext"_s, u"nohighlight"_s};
    return known.contains(name.toLower());
}

// Elements inside a code block that are not code: line numbers, gutters, copy buttons.
bool isNoise(const GumboNode *node)
{
    const GumboTag tag = node->v.element.tag;
    if (tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_BUTTON ||
        tag == GUMBO_TAG_TEMPLATE || tag == GUMBO_TAG_NOSCRIPT)
        return true;
    // Asked of every token span in the code: compared as bytes, no strings made.
    return GumboTree::hasAnyClass(node,
                                  {"ln", "lnt", "linenos", "lineno", "linenodiv", "gutter", "gl",
                                   "line-numbers-rows", "hljs-ln-numbers", "copy-button"});
}

bool isWrapperClass(const QString &c)
{
    return c == u"highlight"_s || c == u"highlighter-rouge"_s || c == u"chroma"_s ||
           c == u"sourceCode"_s || c == u"code-toolbar"_s || c.startsWith(u"highlight-"_s) ||
           c.startsWith(u"language-"_s) || c.startsWith(u"lang-"_s);
}

bool isCodeTable(const GumboNode *node)
{
    if (!GumboTree::isElement(node, GUMBO_TAG_TABLE))
        return false;
    const QStringList classes = GumboTree::classes(node);
    return classes.contains(u"rouge-table"_s) || classes.contains(u"highlighttable"_s) ||
           classes.contains(u"lntable"_s) || classes.contains(u"hljs-ln"_s);
}

// In a line-numbered table, the cell holding the code: the last cell of the first row that is
// not a gutter (Rouge: td.gutter|td.code, Pygments: td.linenos|td.code, Chroma: td.lntd x2).
const GumboNode *codeCell(const GumboNode *table)
{
    const GumboNode *row = GumboTree::findElement(
        table, [](const GumboNode *n) { return GumboTree::isElement(n, GUMBO_TAG_TR); });
    const GumboNode *cell = nullptr;
    for (const GumboNode *child : GumboTree::children(row)) {
        if (GumboTree::isElement(child, GUMBO_TAG_TD) && !isNoise(child))
            cell = child;
    }
    return cell;
}

// Where the code text lives below a block root: a <pre>, or the code cell of a table.
const GumboNode *codeContainer(const GumboNode *root, bool *isTable)
{
    const GumboNode *found = GumboTree::findElement(root, [](const GumboNode *n) {
        return GumboTree::isElement(n, GUMBO_TAG_PRE) || isCodeTable(n);
    });
    *isTable = found && isCodeTable(found);
    if (!*isTable)
        return found;
    // hljs-ln puts every line in its own row, so the whole table is the container.
    if (GumboTree::hasClass(found, u"hljs-ln"))
        return found;
    return codeCell(found);
}

// True if the wrapper holds prose or more than one <pre> besides its code: then it is a box
// around content, not a code block, and its parts are handled one by one.
bool wrapsMoreThanCode(const GumboNode *root, const GumboNode *container)
{
    const GumboNode *prose = GumboTree::findElement(
        root,
        [container](const GumboNode *n) {
            if (n == container)
                return false;
            switch (n->v.element.tag) {
            case GUMBO_TAG_PRE:
                return true;
            case GUMBO_TAG_P:
            case GUMBO_TAG_H1:
            case GUMBO_TAG_H2:
            case GUMBO_TAG_H3:
            case GUMBO_TAG_H4:
            case GUMBO_TAG_H5:
            case GUMBO_TAG_H6:
            case GUMBO_TAG_UL:
            case GUMBO_TAG_OL:
            case GUMBO_TAG_DL:
            case GUMBO_TAG_BLOCKQUOTE:
            case GUMBO_TAG_IMG:
            case GUMBO_TAG_TABLE:
                return !isCodeTable(n);
            default:
                return false;
            }
        },
        [container](const GumboNode *n) { return n != container && !isCodeTable(n); });
    return prose != nullptr;
}

void appendText(const GumboNode *node, QString &out, int depth)
{
    if (depth > MaxTextDepth)
        return;
    if (!GumboTree::isElement(node)) {
        GumboTree::appendText(node, out);
        return;
    }
    if (isNoise(node))
        return;
    const GumboTag tag = node->v.element.tag;
    if (tag == GUMBO_TAG_BR) {
        out += u'\n';
        return;
    }
    // One row per line (hljs-ln tables): rows are lines.
    if (tag == GUMBO_TAG_TR && !out.isEmpty() && !out.endsWith(u'\n'))
        out += u'\n';
    const GumboVector &kids = node->v.element.children;
    for (unsigned i = 0; i < kids.length; ++i)
        appendText(static_cast<const GumboNode *>(kids.data[i]), out, depth + 1);
}

// Ranks language hints: explicit data-lang first, then language-x style classes, then a
// lang attribute on <pre>/<code>, then a bare class naming a known language.
struct LanguageSearch
{
    QString best;
    int bestRank = 0;

    void offer(const QString &value, int rank)
    {
        if (!value.isEmpty() && rank > bestRank) {
            best = value;
            bestRank = rank;
        }
    }

    void visit(const GumboNode *node)
    {
        offer(GumboTree::attribute(node, "data-lang"), 5);
        const GumboTag tag = node->v.element.tag;
        const bool preOrCode = tag == GUMBO_TAG_PRE || tag == GUMBO_TAG_CODE;
        const QStringList classes = GumboTree::classes(node);
        for (qsizetype i = 0; i < classes.size(); ++i) {
            const QString &c = classes.at(i);
            for (const QLatin1StringView prefix : {"language-"_L1, "lang-"_L1})
                if (c.startsWith(prefix))
                    offer(c.mid(prefix.size()), 4);
            if (c.startsWith(u"highlight-source-"_s))
                offer(c.mid(17), 3);
            else if (c.startsWith(u"highlight-"_s))
                offer(c.mid(10), 3);
            // Pandoc: class="sourceCode cpp".
            if (c == u"sourceCode"_s && i + 1 < classes.size())
                offer(classes.at(i + 1), 3);
            if (preOrCode && isKnownLanguage(c))
                offer(c, 1);
        }
        if (preOrCode)
            offer(GumboTree::attribute(node, "lang"), 2);
    }
};

bool isStructural(const GumboNode *n)
{
    switch (n->v.element.tag) {
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_FIGURE:
    case GUMBO_TAG_TABLE:
    case GUMBO_TAG_TBODY:
    case GUMBO_TAG_TR:
    case GUMBO_TAG_TD:
    case GUMBO_TAG_PRE:
    case GUMBO_TAG_CODE:
        return n->v.element.tag_namespace == GUMBO_NAMESPACE_HTML;
    default:
        return false;
    }
}

QString findLanguage(const GumboNode *root)
{
    LanguageSearch search;
    // Only the block's frame is searched, not the token spans inside the code.
    GumboTree::findElement(
        root,
        [&search](const GumboNode *n) {
            if (isStructural(n) && !isNoise(n))
                search.visit(n);
            return false;
        },
        [](const GumboNode *n) { return isStructural(n) && !isNoise(n); });
    return search.best;
}

} // namespace

std::optional<CodeBlock> CodeBlockExtractor::extract(const GumboNode *node)
{
    if (!GumboTree::isElement(node) || node->v.element.tag_namespace != GUMBO_NAMESPACE_HTML)
        return std::nullopt;
    const GumboTag tag = node->v.element.tag;
    const bool isPre = tag == GUMBO_TAG_PRE;
    // Called for every element the sanitizer writes: most are none of these, and leave here.
    if (!isPre && tag != GUMBO_TAG_DIV && tag != GUMBO_TAG_FIGURE && tag != GUMBO_TAG_TABLE)
        return std::nullopt;
    if (!isPre) {
        const QStringList classes = GumboTree::classes(node);
        const bool wrapper = (tag == GUMBO_TAG_DIV || tag == GUMBO_TAG_FIGURE) &&
                             std::any_of(classes.cbegin(), classes.cend(), isWrapperClass);
        if (!wrapper && !isCodeTable(node))
            return std::nullopt;
    }
    bool isTable = false;
    const GumboNode *container = isPre ? node : codeContainer(node, &isTable);
    if (!container || (!isPre && !isTable && wrapsMoreThanCode(node, container)))
        return std::nullopt;

    CodeBlock block;
    block.language = findLanguage(node);
    // In a table cell the code is in a <pre> if there is one.
    const GumboNode *textRoot = container;
    if (isTable && !GumboTree::hasClass(container, u"hljs-ln")) {
        if (const GumboNode *pre = GumboTree::findElement(container, [](const GumboNode *n) {
                return GumboTree::isElement(n, GUMBO_TAG_PRE);
            }))
            textRoot = pre;
    }
    for (const GumboNode *child : GumboTree::children(textRoot))
        appendText(child, block.code, 0);
    return block;
}

std::optional<CodeBlock> CodeBlockExtractor::findFirst(const QString &html)
{
    const GumboTree::Document doc(html);
    std::optional<CodeBlock> block;
    GumboTree::findElement(doc.body(), [&block](const GumboNode *n) {
        block = extract(n);
        return block.has_value();
    });
    return block;
}

} // namespace Lectern
