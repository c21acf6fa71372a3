#include "feeds/htmltext.h"

#include "feeds/htmlentities.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

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

QString HtmlText::decodeEntities(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c != u'&') {
            out.append(c);
            continue;
        }
        const qsizetype semi = text.indexOf(u';', i);
        if (semi < 0 || semi - i > 32) {
            out.append(c);
            continue;
        }
        const QStringView name = text.mid(i + 1, semi - i - 1);
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
            out.append(c);
            continue;
        }
        appendCodePoint(&out, code);
        i = semi;
    }
    return out;
}

QString HtmlText::toPlainText(QStringView html)
{
    QString stripped;
    stripped.reserve(html.size());
    for (qsizetype i = 0; i < html.size(); ++i) {
        const QStringView rest = html.mid(i);
        if (rest.startsWith(u"<!--")) {
            const qsizetype end = html.indexOf(u"-->", i + 4);
            i = end < 0 ? html.size() : end + 2;
            continue;
        }
        if (startsTag(rest)) {
            const qsizetype end = html.indexOf(u'>', i);
            if (end < 0)
                break;
            // Block-level breaks keep words apart: "<p>a</p><p>b</p>" reads "a b".
            stripped.append(u' ');
            i = end;
            continue;
        }
        stripped.append(html[i]);
    }
    return decodeEntities(stripped).simplified();
}

QString HtmlText::resolveLinks(const QString &html, const QUrl &base)
{
    if (html.isEmpty() || !base.isValid() || base.isRelative())
        return html;
    static const QRegularExpression attribute(
        u"(\\s(?:href|src|poster)\\s*=\\s*)(?:\"([^\"]*)\"|'([^']*)')"_s,
        QRegularExpression::CaseInsensitiveOption);
    QString out;
    qsizetype last = 0;
    for (auto it = attribute.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
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

} // namespace Lectern
