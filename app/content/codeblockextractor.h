#pragma once

#include <QString>

#include <optional>

// gumbo's node type, declared here so that users of this header need not include gumbo.h.
struct GumboInternalNode;
typedef struct GumboInternalNode GumboNode;

namespace Lectern {

struct CodeBlock
{
    QString language; // the hint as found in the markup ("cpp", "python"); may be empty
    QString code;     // the code as plain text, exactly as a browser would show it
};

// Recognises code blocks in the markup of common site generators and highlighters (Rouge,
// Pygments, highlight.js, Prism, GitHub, Hugo's Chroma, plain <pre>) and recovers the language
// hint and the plain code, without the site's colouring spans and line-number gutters.
class CodeBlockExtractor
{
public:
    // The code block `node` is the root of, if it is one: a <pre>, or a wrapper <div>,
    // <figure> or <table> around exactly one block of code.
    static std::optional<CodeBlock> extract(const GumboNode *node);

    // The first code block in an HTML fragment, in document order (for tests and tools).
    static std::optional<CodeBlock> findFirst(const QString &html);
};

} // namespace Lectern
