#include "feeds/xml/xmlhazards.h"

#include "feeds/xml/bytesearch.h"

#include <cstring>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

qsizetype find(QByteArrayView bytes, qsizetype from, const char *what)
{
    const qsizetype at = ByteSearch::find(bytes, what, from);
    return at < 0 ? bytes.size() : at + qsizetype(std::strlen(what));
}

// Where the markup that starts with "<!" or "<?" at `at` ends (just past it).
qsizetype skipDeclaration(QByteArrayView bytes, qsizetype at)
{
    const QByteArrayView rest = bytes.sliced(at);
    if (rest.startsWith("<!--"))
        return find(bytes, at + 4, "-->");
    if (rest.startsWith("<![CDATA["))
        return find(bytes, at + 9, "]]>");
    if (rest.startsWith("<?"))
        return find(bytes, at + 2, "?>");
    // A document type declaration, with an internal subset in brackets or not.
    const qsizetype close = bytes.indexOf('>', at);
    const qsizetype bracket = bytes.indexOf('[', at);
    if (bracket >= 0 && (close < 0 || bracket < close))
        return find(bytes, bracket, "]>");
    return close < 0 ? bytes.size() : close + 1;
}

qint64 lineAt(QByteArrayView bytes, qsizetype at)
{
    return bytes.first(at).count('\n') + 1;
}

} // namespace

QByteArray XmlHazards::capAttributes(const QByteArray &utf8, QList<ParseProblem> *problems,
                                     int maxPerElement)
{
    const QByteArrayView bytes(utf8);
    QByteArray capped;    // filled only once an element is cut
    qsizetype copied = 0; // bytes of utf8 already in capped
    qsizetype at = 0;
    while ((at = bytes.indexOf('<', at)) >= 0) {
        if (at + 1 >= bytes.size())
            break;
        const char next = bytes[at + 1];
        if (next == '!' || next == '?') {
            at = skipDeclaration(bytes, at);
            continue;
        }
        if (next == '/' || isSpace(next)) {
            ++at;
            continue;
        }
        // A start tag: count the attributes (an '=' outside a quoted value) up to its end.
        const qsizetype tagStart = at;
        int count = 0;
        qsizetype cut = -1; // where the first attribute past the cap begins
        char quote = 0;
        qsizetype i = at + 1;
        for (; i < bytes.size(); ++i) {
            const char c = bytes[i];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>' || c == '<') {
                break;
            } else if (c == '=' && ++count == maxPerElement + 1) {
                qsizetype name = i;
                while (name > tagStart && isSpace(bytes[name - 1]))
                    --name;
                while (name > tagStart && !isSpace(bytes[name - 1]))
                    --name;
                cut = name;
            }
        }
        if (cut >= 0) {
            if (capped.isNull()) {
                capped.reserve(utf8.size());
                problems->append(ParseProblem{
                    lineAt(bytes, tagStart), 1,
                    u"an element has %1 attributes; only the first %2 were read"_s.arg(count).arg(
                        maxPerElement)});
            }
            capped.append(bytes.sliced(copied, cut - copied));
            // Keep the end of the tag ("/>" or ">") as it was.
            copied = i;
            if (i < bytes.size() && bytes[i] == '>' && bytes[i - 1] == '/')
                copied = i - 1;
        }
        at = i;
    }
    if (capped.isNull())
        return utf8;
    capped.append(bytes.sliced(copied));
    return capped;
}

bool XmlHazards::declaresEntityChains(QByteArrayView utf8)
{
    const qsizetype doctype = ByteSearch::find(utf8, "<!DOCTYPE", 0, 1); // memchr for '!'
    if (doctype < 0)
        return false;
    const qsizetype close = utf8.indexOf('>', doctype);
    const qsizetype open = utf8.indexOf('[', doctype);
    if (open < 0 || (close >= 0 && close < open))
        return false;
    const qsizetype end = utf8.indexOf("]>", open);
    const QByteArrayView subset = utf8.sliced(open, (end < 0 ? utf8.size() : end) - open);
    for (qsizetype at = subset.indexOf("<!ENTITY"); at >= 0;
         at = subset.indexOf("<!ENTITY", at + 8)) {
        const qsizetype declarationEnd = subset.indexOf('>', at);
        const QByteArrayView declaration =
            subset.sliced(at, (declarationEnd < 0 ? subset.size() : declarationEnd) - at);
        for (qsizetype amp = declaration.indexOf('&'); amp >= 0;
             amp = declaration.indexOf('&', amp + 1)) {
            const QByteArrayView reference = declaration.sliced(amp + 1);
            if (!reference.startsWith('#') && !reference.startsWith("amp;") &&
                !reference.startsWith("lt;") && !reference.startsWith("gt;") &&
                !reference.startsWith("quot;") && !reference.startsWith("apos;"))
                return true;
        }
    }
    return false;
}

namespace {

// Splits for the run [from, to): one every maxRun bytes, each moved on past a character's
// continuation bytes, an unfinished entity reference and whatever `unsafe` says.
template<typename Unsafe>
void splitRun(QByteArrayView bytes, qsizetype from, qsizetype to, qsizetype maxRun,
              const char *markup, Unsafe unsafe, QList<XmlSplit> *splits)
{
    for (qsizetype at = from + maxRun; at < to; at += maxRun) {
        qsizetype cut = at;
        // Inside "&name;" or "&#123;" (they are short): after its ';'.
        const qsizetype amp = bytes.first(cut).lastIndexOf('&');
        if (amp >= 0 && cut - amp < 40 && bytes.sliced(amp, cut - amp).indexOf(';') < 0) {
            const qsizetype semicolon = bytes.indexOf(';', cut);
            if (semicolon >= 0 && semicolon - amp < 40)
                cut = semicolon + 1;
        }
        while (cut < to && ((uchar(bytes[cut]) & 0xC0) == 0x80 || unsafe(bytes, cut)))
            ++cut;
        if (cut < to && cut > from)
            splits->append(XmlSplit{cut, markup});
        at = cut;
    }
}

} // namespace

QList<XmlSplit> XmlHazards::longRunSplits(const QByteArray &utf8, qsizetype maxRun)
{
    QList<XmlSplit> splits;
    if (utf8.size() <= maxRun)
        return splits;
    const QByteArrayView bytes(utf8);
    const auto never = [](QByteArrayView, qsizetype) { return false; };
    // "--" may not stand inside a comment: no cut beside a '-'.
    const auto besideDash = [](QByteArrayView b, qsizetype at) {
        return b[at] == '-' || b[at - 1] == '-';
    };
    qsizetype at = 0;
    while (at < bytes.size()) {
        const qsizetype open = bytes.indexOf('<', at);
        const qsizetype textEnd = open < 0 ? bytes.size() : open;
        if (textEnd - at > maxRun)
            splitRun(bytes, at, textEnd, maxRun, "<!---->", never, &splits);
        if (open < 0)
            break;
        const QByteArrayView rest = bytes.sliced(open);
        if (rest.startsWith("<!--")) {
            const qsizetype end = bytes.indexOf("-->", open + 4);
            const qsizetype stop = end < 0 ? bytes.size() : end;
            if (stop - (open + 4) > maxRun)
                splitRun(bytes, open + 4, stop, maxRun, "--><!--", besideDash, &splits);
            at = end < 0 ? bytes.size() : end + 3;
        } else if (rest.startsWith("<![CDATA[")) {
            const qsizetype end = bytes.indexOf("]]>", open + 9);
            const qsizetype stop = end < 0 ? bytes.size() : end;
            if (stop - (open + 9) > maxRun)
                splitRun(bytes, open + 9, stop, maxRun, "]]><![CDATA[", never, &splits);
            at = end < 0 ? bytes.size() : end + 3;
        } else if (rest.startsWith("<!") || rest.startsWith("<?")) {
            at = skipDeclaration(bytes, open);
        } else {
            // A tag: to its '>', past quoted values.
            char quote = 0;
            qsizetype i = open + 1;
            for (; i < bytes.size(); ++i) {
                const char c = bytes[i];
                if (quote) {
                    if (c == quote)
                        quote = 0;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '>') {
                    break;
                }
            }
            at = i + 1;
        }
    }
    return splits;
}

} // namespace Lectern
