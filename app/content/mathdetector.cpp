#include "content/mathdetector.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

// The text outside pre, code, kbd and samp: dollars there are shell and source, never math.
// The input is sanitizer output, so "<" only ever starts a tag. One pass, no expressions: it
// runs over every article the reader shows.
QString MathDetector::proseText(const QString &html)
{
    static const QLatin1StringView literals[] = {"pre"_L1, "code"_L1, "kbd"_L1, "samp"_L1};
    const QStringView view(html);
    QString text;
    text.reserve(html.size() / 2);
    qsizetype pos = 0;
    while (pos < view.size()) {
        const qsizetype open = view.indexOf(u'<', pos);
        if (open < 0) {
            text += view.mid(pos);
            break;
        }
        text += view.mid(pos, open - pos);
        const qsizetype close = view.indexOf(u'>', open);
        if (close < 0) {
            text += view.mid(open);
            break;
        }
        pos = close + 1;
        // An element whose content is literal is skipped to its end tag, and leaves a space.
        for (const QLatin1StringView name : literals) {
            const qsizetype after = open + 1 + name.size();
            if (after > close ||
                !view.mid(open + 1, name.size()).startsWith(name, Qt::CaseInsensitive))
                continue;
            const QChar next = view.at(after);
            if (next.isLetterOrNumber() || next == u'_')
                continue;
            const QString endTag = u"</"_s + name + u'>';
            const qsizetype end = view.indexOf(endTag, close + 1, Qt::CaseInsensitive);
            if (end >= 0) {
                text += u' ';
                pos = end + name.size() + 3;
            }
            break;
        }
    }
    return text;
}

bool MathDetector::delimitedTexIn(const QString &prose)
{
    static const QRegularExpression delimited(
        u"\\$\\$.+?\\$\\$|\\\\\\[.+?\\\\\\]|\\\\\\(.+?\\\\\\)"_s,
        QRegularExpression::DotMatchesEverythingOption);
    return delimited.match(prose).hasMatch();
}

bool MathDetector::hasDelimitedTex(const QString &html)
{
    return delimitedTexIn(proseText(html));
}

bool MathDetector::usesSingleDollarMath(const QString &html)
{
    return singleDollarMathIn(proseText(html));
}

MathDetector::Verdict MathDetector::detect(const QString &html)
{
    return detectInProse(proseText(html));
}

MathDetector::Verdict MathDetector::detectInProse(const QString &prose)
{
    // Every delimiter starts with a dollar or a backslash: most articles have neither.
    if (!prose.contains(u'$') && !prose.contains(u'\\'))
        return {};
    return {delimitedTexIn(prose), singleDollarMathIn(prose)};
}

bool MathDetector::singleDollarMathIn(QString text)
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
