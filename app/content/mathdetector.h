// Decides, from a sanitized article body, whether the reader should typeset TeX and whether the
// site writes inline math between single dollars, which prices and shell variables also do.
#pragma once

#include <QString>

namespace Lectern {

class MathDetector
{
public:
    // Any $$…$$, \[…\] or \(…\) outside code: worth loading KaTeX for.
    static bool hasDelimitedTex(const QString &html);
    // At least two $…$ spans (outside code) whose content is clearly TeX: \commands, ^{ or _{.
    static bool usesSingleDollarMath(const QString &html);

    struct Verdict
    {
        bool delimitedTex = false;
        bool singleDollarMath = false;
    };
    // Both answers from one reading of the article's prose.
    static Verdict detect(const QString &html);
    // The same from the prose alone, as the sanitizer gathers it (HtmlSanitizer::Article).
    static Verdict detectInProse(const QString &prose);

private:
    static QString proseText(const QString &html);
    static bool delimitedTexIn(const QString &prose);
    static bool singleDollarMathIn(QString prose);
};

} // namespace Lectern
