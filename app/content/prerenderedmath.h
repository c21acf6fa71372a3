// Recognises math that a site's KaTeX or MathJax already rendered (and the TeX or MathML source
// MathJax v2 keeps in scripts), so the sanitizer can hand the reader the source instead of the
// site's glyph soup, whose classes and styles it strips anyway.
#pragma once

#include <QString>

#include <optional>

struct GumboInternalNode;
typedef struct GumboInternalNode GumboNode;

namespace Lectern {

struct MathSource
{
    enum class Kind {
        Tex,        // `tex` goes to KaTeX between delimiters
        MathMl,     // the <math> element `mathMl` is kept for the engine to render
        MathMlText, // `markup` holds MathML source to parse (a math/mml script, data-mathml)
        Nothing,    // a rendering whose source is elsewhere or lost: written as nothing
    };
    Kind kind = Kind::Nothing;
    bool display = false;
    QString tex;
    QString markup;
    const GumboNode *mathMl = nullptr;
};

class PrerenderedMath
{
public:
    // What to write instead of the HTML element `node`, if it is the root of rendered math:
    // span.katex / .katex-display, mjx-container, MathJax v2 output (.MathJax, .MathJax_Display,
    // .MathJax_Preview, ...) or a <script type="math/tex|math/mml">. Cheap for other elements.
    static std::optional<MathSource> recognize(const GumboNode *node);

    // TeX between the delimiters the reader's KaTeX auto-render looks for: \( \) or \[ \].
    static QString delimited(const QString &tex, bool display);

    // The first MathML <math> element below `node` (itself included), or null.
    static const GumboNode *findMath(const GumboNode *node);
};

} // namespace Lectern
