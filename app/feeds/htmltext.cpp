#include "feeds/htmltext.h"

#include "feeds/htmlentities.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isAsciiLetter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool startsTag(QStringView rest)
{
    if (rest.size() < 2 || rest[0] != u'<')
        return false;
    const QChar next = rest[1];
    return (next.isLetter() && next.unicode() < 128) || next == u'/' || next == u'!' ||
           next == u'?';
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
        if (startsTag(rest)) {
            const qsizetype end = html.indexOf(u'>', open);
            if (end < 0)
                break;
            // Block-level breaks keep words apart: "<p>a</p><p>b</p>" reads "a b".
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
    static const QRegularExpression attribute(
        u"(\\s(?:href|src|poster)\\s*=\\s*)(?:\"([^\"]*)\"|'([^']*)')"_s,
        QRegularExpression::CaseInsensitiveOption);
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
    QString out;
    qsizetype last = 0;
    for (auto it = attribute.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (hasScheme(m.capturedView(m.capturedStart(2) >= 0 ? 2 : 3)))
            continue;
        const QString value =
            decodeEntities(m.capturedStart(2) >= 0 ? m.captured(2) : m.captured(3)).trimmed();
        const QUrl url(value);
        if (value.isEmpty() || value.startsWith(u'#') || !url.isRelative())
            continue;
        out += QStringView(html).mid(last, m.capturedStart(0) - last);
        out += m.captured(1) + u'"' +
               base.resolved(url).toString(QUrl::FullyEncoded).toHtmlEscaped() + u'"';
        last = m.capturedEnd(0);
    }
    if (last == 0)
        return html;
    out += QStringView(html).mid(last);
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
    QString out;
    out.reserve(text.size());
    bool space = false;
    for (const QChar c : text) {
        if (c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\f') {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out += u' ';
        space = false;
        out += c;
    }
    return out;
}

} // namespace Lectern
