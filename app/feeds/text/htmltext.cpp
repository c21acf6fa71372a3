#include "feeds/text/htmltext.h"
#include "feeds/text/textchars.h"

#include "feeds/text/htmlentities.h"

#include <QStringList>
#include <algorithm>
#include <string_view>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// White space as \s means it in a regular expression without Unicode properties.
bool isHtmlSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f' || c == u'\v';
}

// The attributes whose values are URLs that a relative reference may need resolving in.
bool isLinkAttribute(QStringView name)
{
    static constexpr QLatin1StringView names[] = {
        "href"_L1,       "src"_L1,      "poster"_L1, "cite"_L1,       "data"_L1,     "action"_L1,
        "formaction"_L1, "longdesc"_L1, "usemap"_L1, "background"_L1, "codebase"_L1, "profile"_L1};
    for (const QLatin1StringView known : names) {
        if (name.size() == known.size() && name.compare(known, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool startsTag(QStringView rest)
{
    if (rest.size() < 2 || rest[0] != u'<')
        return false;
    const QChar next = rest[1];
    return (next.isLetter() && next.unicode() < 128) || next == u'/' || next == u'!' ||
           next == u'?';
}

// The name after "<" or "</": ASCII letters, digits and hyphens, a letter first; empty when
// there is none ("<!", "<?", "< ").
QStringView tagName(QStringView rest)
{
    const qsizetype start = rest.startsWith(u"</") ? 2 : 1;
    qsizetype end = start;
    while (
        end < rest.size() && rest[end].unicode() < 128 &&
        (isAsciiLetter(rest[end]) || (end > start && (rest[end].isDigit() || rest[end] == u'-'))))
        ++end;
    return rest.sliced(start, end - start); // rest starts with "<" or "</"
}

// Text-level elements sit inside a line, often inside a word ("X<b>H</b>TML", "<code>malloc
// </code>s"): their tags part nothing. Every other tag parts words, as a block or a break does.
// This runs for every tag of every article stored: by length, then by bytes, no tables.
bool isTextLevelElement(QStringView name)
{
    char lower[8] = {};
    if (name.isEmpty() || name.size() > 7)
        return false;
    for (qsizetype i = 0; i < name.size(); ++i)
        lower[i] = char(name[i].unicode() | 0x20); // ASCII letters, digits, '-': tagName()
    const std::string_view n(lower, size_t(name.size()));
    switch (n.size()) {
    case 1:
        return n == "a" || n == "b" || n == "i" || n == "q" || n == "s" || n == "u";
    case 2:
        return n == "em" || n == "tt";
    case 3:
        return n == "bdi" || n == "bdo" || n == "big" || n == "del" || n == "dfn" || n == "ins" ||
               n == "kbd" || n == "sub" || n == "sup" || n == "var" || n == "wbr";
    case 4:
        return n == "abbr" || n == "cite" || n == "code" || n == "data" || n == "font" ||
               n == "mark" || n == "nobr" || n == "samp" || n == "span" || n == "time";
    case 5:
        return n == "small";
    case 6:
        return n == "strike" || n == "strong";
    default:
        return n == "acronym";
    }
}

// The elements a title written in HTML carries (text-level ones, and the few block ones
// some feeds wrap titles in): in a title whose markup is guessed, only these are tags.
bool isTitleElement(QStringView name)
{
    static const QStringList names{
        u"a"_s,    u"abbr"_s,  u"acronym"_s, u"b"_s,      u"big"_s,    u"br"_s,   u"cite"_s,
        u"code"_s, u"del"_s,   u"dfn"_s,     u"div"_s,    u"em"_s,     u"font"_s, u"h1"_s,
        u"h2"_s,   u"h3"_s,    u"h4"_s,      u"h5"_s,     u"h6"_s,     u"i"_s,    u"img"_s,
        u"ins"_s,  u"kbd"_s,   u"mark"_s,    u"nobr"_s,   u"p"_s,      u"q"_s,    u"s"_s,
        u"samp"_s, u"small"_s, u"span"_s,    u"strike"_s, u"strong"_s, u"sub"_s,  u"sup"_s,
        u"tt"_s,   u"u"_s,     u"var"_s,     u"wbr"_s};
    return std::any_of(names.begin(), names.end(), [&](const QString &known) {
        return name.compare(known, Qt::CaseInsensitive) == 0;
    });
}

// "<name" or "</name" followed by the end of the tag or its attributes, for a title element.
bool startsTitleTag(QStringView rest)
{
    qsizetype start = rest.startsWith(u"</") ? 2 : 1;
    qsizetype end = start;
    while (end < rest.size() && rest[end].unicode() < 128 &&
           (isAsciiLetter(rest[end]) || (end > start && rest[end].isDigit())))
        ++end;
    if (end == start || end >= rest.size())
        return false;
    const QChar after = rest[end];
    return (after == u'>' || after == u'/' || after.isSpace()) &&
           isTitleElement(rest.sliced(start, end - start));
}

void appendCodePoint(QString *out, char32_t code)
{
    if (code == 0 || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
        out->append(QChar::ReplacementCharacter);
        return;
    }
    const char32_t one[1] = {code};
    out->append(QString::fromUcs4(one, 1));
}

} // namespace

bool HtmlText::looksLikeHtml(QStringView text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'&' && text.indexOf(u';', i) > i)
            return true;
        if (text[i] == u'<' && startsTag(text.mid(i)))
            return true;
    }
    return false;
}

// Both conversions copy the text between markers in runs: a feed's articles are plain text
// for the search index, and copying a character at a time made that most of an ingest.
QString HtmlText::decodeEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    qsizetype i = 0;
    while (i < text.size()) {
        const qsizetype amp = text.indexOf(u'&', i);
        if (amp < 0) {
            out.append(text.mid(i));
            break;
        }
        out.append(text.mid(i, amp - i));
        i = amp + 1;
        // A reference ends within 32 characters: looking further would make a text full of
        // bare ampersands quadratic.
        const qsizetype semi = text.mid(amp, 33).indexOf(u';');
        if (semi < 0) {
            out.append(u'&');
            continue;
        }
        const QStringView name = text.mid(amp + 1, semi - 1);
        char32_t code = 0;
        if (name.startsWith(u'#')) {
            bool ok = false;
            const bool hex = name.size() > 1 && (name[1] == u'x' || name[1] == u'X');
            code = name.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
            if (!ok)
                code = 0;
            else if (code == 0)
                code = 0xFFFD;
        } else {
            code = HtmlEntities::lookup(name);
        }
        if (code == 0) {
            out.append(u'&');
            continue;
        }
        appendCodePoint(&out, code);
        i = amp + semi + 1;
    }
    return out;
}

QString HtmlText::toPlainText(QStringView html)
{
    return stripMarkup(html, false);
}

QString HtmlText::titleToPlainText(QStringView title)
{
    return stripMarkup(title, true);
}

QString HtmlText::stripMarkup(QStringView html, bool titleTagsOnly)
{
    QString stripped;
    stripped.reserve(html.size());
    qsizetype i = 0;
    while (i < html.size()) {
        const qsizetype open = html.indexOf(u'<', i);
        if (open < 0) {
            stripped.append(html.mid(i));
            break;
        }
        stripped.append(html.mid(i, open - i));
        const QStringView rest = html.mid(open);
        if (rest.startsWith(u"<!--")) {
            const qsizetype end = html.indexOf(u"-->", open + 4);
            if (end < 0)
                break;
            i = end + 3;
            continue;
        }
        if (titleTagsOnly ? startsTitleTag(rest) : startsTag(rest)) {
            const qsizetype end = html.indexOf(u'>', open);
            if (end < 0)
                break;
            // Block-level breaks keep words apart: "<p>a</p><p>b</p>" reads "a b".
            if (!isTextLevelElement(tagName(rest)))
                stripped.append(u' ');
            i = end + 1;
            continue;
        }
        stripped.append(u'<');
        i = open + 1;
    }
    return collapseSpaces(decodeEntities(stripped));
}

QString HtmlText::resolveLinks(const QString &html, const QUrl &base)
{
    if (html.isEmpty() || !base.isValid() || base.isRelative())
        return html;
    // "scheme:" says a value is absolute, as QUrl would parse it, without making a URL: most
    // links in feeds are absolute. A value with an entity in it goes the long way.
    const auto hasScheme = [](QStringView raw) {
        raw = raw.trimmed();
        if (raw.isEmpty() || !isAsciiLetter(raw.front()) || raw.contains(u'&'))
            return false;
        for (const QChar c : raw.sliced(1)) {
            if (c == u':')
                return true;
            if (!isAsciiLetter(c) && !(c >= u'0' && c <= u'9') && c != u'+' && c != u'-' &&
                c != u'.')
                return false;
        }
        return false;
    };
    // Every quoted value of a link attribute (\s NAME \s* = \s* "..." or '...'), found from its
    // "=": a scan that a regular expression made four times as slow over whole articles.
    const QStringView text(html);
    QString out;
    qsizetype last = 0;
    for (qsizetype from = 0, equals; (equals = text.indexOf(u'=', from)) >= 0;) {
        from = equals + 1;
        qsizetype nameEnd = equals;
        while (nameEnd > 0 && isHtmlSpace(text[nameEnd - 1]))
            --nameEnd;
        qsizetype nameStart = nameEnd;
        while (nameStart > 0 && isAsciiLetter(text[nameStart - 1]))
            --nameStart;
        if (nameStart == nameEnd || nameStart == 0 || !isHtmlSpace(text[nameStart - 1]) ||
            !isLinkAttribute(text.sliced(nameStart, nameEnd - nameStart)))
            continue;
        qsizetype open = equals + 1;
        while (open < text.size() && isHtmlSpace(text[open]))
            ++open;
        if (open == text.size() || (text[open] != u'"' && text[open] != u'\''))
            continue;
        const qsizetype close = text.indexOf(text[open], open + 1);
        if (close < 0)
            continue;
        from = close + 1;
        const QStringView raw = text.sliced(open + 1, close - open - 1);
        if (hasScheme(raw))
            continue;
        const QString value = decodeEntities(raw.toString()).trimmed();
        const QUrl url(value);
        if (value.isEmpty() || value.startsWith(u'#') || !url.isRelative())
            continue;
        const qsizetype matchStart = nameStart - 1; // the white space before the name
        out += text.sliced(last, matchStart - last);
        out += text.sliced(matchStart, open - matchStart) + u'"' +
               base.resolved(url).toString(QUrl::FullyEncoded).toHtmlEscaped() + u'"';
        last = close + 1;
    }
    if (last == 0)
        return html;
    out += text.sliced(last);
    return out;
}

QString HtmlText::fromPlainText(QStringView text)
{
    QString escaped = text.toString().toHtmlEscaped();
    escaped.replace(u"\r\n"_s, u"\n"_s);
    escaped.replace(u'\n', u"<br>"_s);
    return escaped;
}

QString HtmlText::collapseSpaces(QStringView text)
{
    // Written through a pointer into a buffer of the text's size (the result is never longer):
    // appending a character at a time cost a cold refresh 1.4 G instructions.
    QString out(text.size(), Qt::Uninitialized);
    QChar *const begin = out.data();
    QChar *end = begin;
    bool space = false;
    for (const QChar c : text) {
        if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f') {
            space = end != begin;
            continue;
        }
        if (space)
            *end++ = u' ';
        space = false;
        *end++ = c;
    }
    out.truncate(end - begin);
    return out;
}

} // namespace Lectern
