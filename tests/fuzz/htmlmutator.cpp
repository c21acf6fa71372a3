#include "htmlmutator.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern::Fuzz {

HtmlMutator::HtmlMutator(quint64 seed, quint16 beaconPort)
    : m_random(quint32(seed ^ (seed >> 32)))
    , m_beacon(u"http://127.0.0.1:%1/mutant"_s.arg(beaconPort))
{
}

QString HtmlMutator::mutate(const QString &html)
{
    using Operator = void (HtmlMutator::*)(QString &);
    static const std::pair<const char *, Operator> operators[] = {
        {"foreign", &HtmlMutator::wrapForeign},
        {"raw text", &HtmlMutator::wrapRawText},
        {"markup break", &HtmlMutator::breakMarkup},
        {"url disguise", &HtmlMutator::disguiseUrl},
        {"handler disguise", &HtmlMutator::disguiseHandler},
        {"case", &HtmlMutator::mixCase},
        {"quotes", &HtmlMutator::breakQuotes},
        {"payload", &HtmlMutator::insertPayload},
        {"duplicate", &HtmlMutator::duplicateSlice},
    };
    QString mutant = html;
    m_applied.clear();
    const int rounds = 1 + below(3);
    for (int i = 0; i < rounds; ++i) {
        const auto &[name, apply] = operators[below(int(std::size(operators)))];
        (this->*apply)(mutant);
        m_applied.append(QString::fromLatin1(name));
    }
    return mutant;
}

qsizetype HtmlMutator::tagEdge(const QString &html)
{
    QList<qsizetype> edges;
    for (qsizetype i = html.indexOf(u'<'); i >= 0; i = html.indexOf(u'<', i + 1))
        edges.append(i);
    if (edges.isEmpty() || below(8) == 0)
        return below(int(html.size()) + 1);
    return edges.at(below(int(edges.size())));
}

void HtmlMutator::wrap(QString &html, const QString &open, const QString &close)
{
    qsizetype from = tagEdge(html);
    qsizetype to = tagEdge(html);
    if (from > to)
        std::swap(from, to);
    // Half the time the wrapper is left open: the parser closes it where it will.
    html.insert(to, below(2) == 0 ? close : QString());
    html.insert(from, open);
}

void HtmlMutator::wrapForeign(QString &html)
{
    static const QList<std::pair<QString, QString>> wrappers = {
        {u"<svg>"_s, u"</svg>"_s},
        {u"<math>"_s, u"</math>"_s},
        {u"<svg><foreignObject>"_s, u"</foreignObject></svg>"_s},
        {u"<math><mtext><table><mglyph><style>"_s, u"</style></mglyph></table></mtext></math>"_s},
        {u"<math><mi><svg><style>"_s, u"</style></svg></mi></math>"_s},
        {u"<svg></p><style><a id=\""_s, u"\"></style></svg>"_s},
        {u"<math><annotation-xml encoding=\"text/html\">"_s, u"</annotation-xml></math>"_s},
        {u"<svg><desc><svg><title>"_s, u"</title></svg></desc></svg>"_s},
        {u"<form><math><mtext></form><form><mglyph><style></math>"_s, QString()},
        {u"<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title=\""_s,
         u"\"></style></mtext></svg></mglyph></h1></mtext></math>"_s},
    };
    const auto &[open, close] = wrappers.at(below(int(wrappers.size())));
    wrap(html, open, close);
}

void HtmlMutator::wrapRawText(QString &html)
{
    static const QStringList names = {u"template"_s, u"noscript"_s, u"style"_s,   u"textarea"_s,
                                      u"title"_s,    u"xmp"_s,      u"noembed"_s, u"noframes"_s,
                                      u"iframe"_s,   u"select"_s,   u"table"_s,   u"plaintext"_s,
                                      u"script"_s,   u"object"_s};
    const QString &name = pick(names);
    wrap(html, u"<"_s + name + u'>', u"</"_s + name + u'>');
}

void HtmlMutator::breakMarkup(QString &html)
{
    static const QStringList breaks = {u"<!--"_s,        u"-->"_s,
                                       u"--!>"_s,        u"<!-->"_s,
                                       u"<![CDATA["_s,   u"]]>"_s,
                                       u"<?xml ?>"_s,    u"</p>"_s,
                                       u"</style>"_s,    u"</textarea>"_s,
                                       u"</title>"_s,    u"</noscript>"_s,
                                       u"</template>"_s, u"</svg>"_s,
                                       u"</math>"_s,     u"\""_s,
                                       u"'"_s,           u"`"_s,
                                       u"<"_s,           u">"_s,
                                       u"/>"_s,          u"<!DOCTYPE html>"_s,
                                       u"<br/>"_s,       u"\u0000"_s,
                                       u"</"_s};
    html.insert(below(int(html.size()) + 1), pick(breaks));
}

void HtmlMutator::disguiseUrl(QString &html)
{
    static const QRegularExpression scheme(u"javascript:|data:|vbscript:|https?:"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    static const QStringList disguises = {
        u"java&#x09;script:"_s, u"&#106;avascript:"_s,     u"JaVaScRiPt:"_s,
        u"java\u0000script:"_s, u"\u0001javascript:"_s,    u"jav&Tab;ascript:"_s,
        u"javascript&colon;"_s, u"&#x6A;avascript&#58;"_s, u" \n javascript:"_s,
        u"javas&#99;ript:"_s,   u"data:text/html,"_s,      u"data:image/svg+xml,"_s,
        u"vbscript:"_s,         u"//127.0.0.1/"_s,         u"java&NewLine;script:"_s};
    QList<QRegularExpressionMatch> found;
    for (auto it = scheme.globalMatch(html); it.hasNext();)
        found.append(it.next());
    if (found.isEmpty()) {
        html.insert(tagEdge(html),
                    u"<a href=\""_s + pick(disguises) + u"document.title='pwned'\">x</a>"_s);
        return;
    }
    const QRegularExpressionMatch &match = found.at(below(int(found.size())));
    html.replace(match.capturedStart(), match.capturedLength(), pick(disguises));
}

void HtmlMutator::disguiseHandler(QString &html)
{
    static const QRegularExpression handler(u"\\son[a-z]+\\s*="_s,
                                            QRegularExpression::CaseInsensitiveOption);
    static const QStringList disguises = {u" OnErRoR="_s,
                                          u" onerror/="_s,
                                          u" onerror ="_s,
                                          u"/onerror="_s,
                                          u" onerror\n="_s,
                                          u" ONLOAD="_s,
                                          u" onfocus autofocus onfocus="_s,
                                          u" onbegin="_s,
                                          u"\tonanimationstart="_s};
    QList<QRegularExpressionMatch> found;
    for (auto it = handler.globalMatch(html); it.hasNext();)
        found.append(it.next());
    if (found.isEmpty()) {
        html.insert(tagEdge(html),
                    u"<img src=x"_s + pick(disguises) + u"\"document.title='pwned'\">"_s);
        return;
    }
    const QRegularExpressionMatch &match = found.at(below(int(found.size())));
    html.replace(match.capturedStart(), match.capturedLength(), pick(disguises));
}

void HtmlMutator::mixCase(QString &html)
{
    const qsizetype at = tagEdge(html);
    for (qsizetype i = at + 1; i < html.size() && html.at(i).isLetter(); ++i) {
        if (below(2) == 0)
            html[i] = html.at(i).isUpper() ? html.at(i).toLower() : html.at(i).toUpper();
    }
}

void HtmlMutator::breakQuotes(QString &html)
{
    QList<qsizetype> quotes;
    for (qsizetype i = 0; i < html.size(); ++i) {
        if (html.at(i) == u'"' || html.at(i) == u'\'')
            quotes.append(i);
    }
    if (quotes.isEmpty()) {
        html.insert(tagEdge(html), u"<a title=\"x><img src=x onerror=document.title='pwned'>"_s);
        return;
    }
    const qsizetype at = quotes.at(below(int(quotes.size())));
    static const QStringList replacements = {QString(), u"'"_s,    u"\""_s,
                                             u"`"_s,    u"\"\""_s, u"&quot;"_s};
    html.replace(at, 1, pick(replacements));
}

void HtmlMutator::insertPayload(QString &html)
{
    const QStringList payloads = {
        u"<img src=x onerror=\"document.title='pwned'\">"_s,
        u"<svg onload=\"window.__pwned=1\"></svg>"_s,
        u"<script>document.title='pwned'</script>"_s,
        u"<a href=\"javascript:document.title='pwned'\">x</a>"_s,
        u"<iframe src=\""_s + m_beacon + u"/frame\"></iframe>"_s,
        u"<img src=\""_s + m_beacon + u"/img\">"_s,
        u"<img srcset=\""_s + m_beacon + u"/srcset 2x\">"_s,
        u"<link rel=stylesheet href=\""_s + m_beacon + u"/css\">"_s,
        u"<style>@import \""_s + m_beacon + u"/import\";</style>"_s,
        u"<div style=\"background:url("_s + m_beacon + u"/style)\">x</div>"_s,
        u"<meta http-equiv=refresh content=\"0;url="_s + m_beacon + u"/refresh\">"_s,
        u"<form action=\""_s + m_beacon + u"/form\"><button>go</button></form>"_s,
        u"<object data=\""_s + m_beacon + u"/object\"></object>"_s,
        u"<embed src=\""_s + m_beacon + u"/embed\">"_s,
        u"<base href=\""_s + m_beacon + u"/\">"_s,
        u"<video poster=\""_s + m_beacon + u"/poster\"></video>"_s,
        u"<audio src=\""_s + m_beacon + u"/audio\" autoplay></audio>"_s,
        u"<math><maction actiontype=statusline xlink:href=\"javascript:document.title='pwned'\">"
        "x</maction></math>"_s,
        u"<svg><a xlink:href=\"javascript:window.__pwned=1\"><text>x</text></a></svg>"_s,
        u"<svg><animate onbegin=\"document.title='pwned'\" attributeName=x dur=1s>"_s,
        u"<details open ontoggle=\"document.title='pwned'\">"_s,
        u"<input autofocus onfocus=\"document.title='pwned'\">"_s,
        u"<body onload=\"document.title='pwned'\">"_s,
        u"<img src=\"data:image/svg+xml,<svg onload=document.title='pwned'>\">"_s,
        u"<a href=\"data:text/html,<script>document.title='pwned'</script>\" target=_blank>x</a>"_s,
    };
    html.insert(tagEdge(html), pick(payloads));
}

void HtmlMutator::duplicateSlice(QString &html)
{
    qsizetype from = tagEdge(html);
    qsizetype to = tagEdge(html);
    if (from > to)
        std::swap(from, to);
    const QString slice = html.mid(from, std::min<qsizetype>(to - from, 400));
    html.insert(tagEdge(html), slice);
}

} // namespace Lectern::Fuzz
