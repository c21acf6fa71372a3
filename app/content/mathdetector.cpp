#include "content/mathdetector.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

// The text outside pre, code, kbd and samp: dollars there are shell and source, never math.
// The input is sanitizer output, so "<" only ever starts a tag.
QString MathDetector::proseText(const QString &html)
{
    static const QRegularExpression literal(u"<(pre|code|kbd|samp)\\b[^>]*>.*?</\\1>"_s,
                                            QRegularExpression::DotMatchesEverythingOption |
                                                QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression tags(u"<[^>]*>"_s);
    QString text = html;
    text.replace(literal, u" "_s);
    text.replace(tags, QString());
    return text;
}

bool MathDetector::hasDelimitedTex(const QString &html)
{
    static const QRegularExpression delimited(
        u"\\$\\$.+?\\$\\$|\\\\\\[.+?\\\\\\]|\\\\\\(.+?\\\\\\)"_s,
        QRegularExpression::DotMatchesEverythingOption);
    return delimited.match(proseText(html)).hasMatch();
}

bool MathDetector::usesSingleDollarMath(const QString &html)
{
    // Display math first, so its dollars do not pair up as inline spans.
    static const QRegularExpression display(u"\\$\\$.*?\\$\\$"_s,
                                            QRegularExpression::DotMatchesEverythingOption);
    // Pandoc's rule: no space just inside either dollar, no digit right after the closing one
    // ("$5 and $10" is two prices), and on one line.
    static const QRegularExpression inlineSpan(
        u"(?<![\\\\$])\\$(?=\\S)([^$\\n]{1,300}?)(?<=\\S)(?<!\\\\)\\$(?![$0-9])"_s);
    static const QRegularExpression tex(
        u"\\\\[A-Za-z]{2,}|[\\^_]\\{|\\\\[,;!{}|]|[A-Za-z0-9)][\\^_][A-Za-z0-9]"_s);
    QString text = proseText(html);
    text.replace(display, u" "_s);
    int spans = 0;
    auto it = inlineSpan.globalMatch(text);
    while (it.hasNext()) {
        if (tex.matchView(it.next().capturedView(1)).hasMatch() && ++spans >= 2)
            return true;
    }
    return false;
}

} // namespace Lectern
