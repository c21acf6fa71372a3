#include "feeds/xml/xmlrepair.h"
#include "feeds/text/textchars.h"

#include "feeds/text/htmlentities.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

bool isNameStart(QChar c)
{
    return c.isLetter() || c == u'_' || c == u':';
}

bool isXmlNameChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u':' || c == u'-' || c == u'.';
}

// One problem per kind of repair, at its first occurrence, with a count.
class Tally
{
public:
    void note(const QString &kind, qint64 line, qint64 column, const QString &example = {})
    {
        auto it = m_entries.find(kind);
        if (it == m_entries.end()) {
            m_order.append(kind);
            m_entries.insert(kind, Entry{line, column, 1, example});
        } else {
            ++it->count;
        }
    }
    void flush(QList<ParseProblem> *problems) const
    {
        for (const QString &kind : m_order) {
            const Entry &e = m_entries[kind];
            QString message = kind;
            if (!e.example.isEmpty())
                message += u" (first: %1)"_s.arg(e.example);
            if (e.count > 1)
                message += u", %1 times"_s.arg(e.count);
            problems->append(ParseProblem{e.line, e.column, message});
        }
    }

private:
    struct Entry
    {
        qint64 line;
        qint64 column;
        int count;
        QString example;
    };
    QList<QString> m_order;
    QHash<QString, Entry> m_entries;
};

// The elements whose text is HTML (RSS description and content:encoded; Atom summary and
// content of type html): written raw, without CDATA or escaping, their HTML breaks the XML
// at the first <br> or <img> left open. Its name when `tag` opens one of them, else empty.
QStringView htmlCarrier(QStringView tag)
{
    qsizetype end = 1;
    while (end < tag.size() && isXmlNameChar(tag[end]))
        ++end;
    const QStringView name = tag.sliced(1, end - 1);
    if (name == u"description" || name == u"content:encoded")
        return name;
    if (name == u"summary" || name == u"content") {
        const qsizetype close = tag.indexOf(u'>');
        const QStringView attributes = tag.sliced(end, (close < 0 ? tag.size() : close) - end);
        static const QRegularExpression htmlType(u"\\btype\\s*=\\s*[\"'](?:text/)?html[\"']"_s);
        if (htmlType.matchView(attributes).hasMatch())
            return name;
    }
    return {};
}

// True when `inner` holds a tag outside CDATA sections.
bool holdsRawMarkup(QStringView inner)
{
    qsizetype i = 0;
    while ((i = inner.indexOf(u'<', i)) >= 0) {
        const QStringView rest = inner.sliced(i);
        if (rest.startsWith(u"<![CDATA[")) {
            const qsizetype end = inner.indexOf(u"]]>", i);
            if (end < 0)
                return false;
            i = end + 3;
            continue;
        }
        if (rest.size() > 1 && (isNameStart(rest[1]) || rest[1] == u'/'))
            return true;
        ++i;
    }
    return false;
}

// The HTML of `inner` as one CDATA section: its own CDATA sections opened up, a "]]>" in its
// text split, characters XML forbids left out.
QString asCdata(QStringView inner)
{
    QString text;
    text.reserve(inner.size());
    qsizetype i = 0;
    while (i < inner.size()) {
        const qsizetype open = inner.indexOf(u"<![CDATA[", i);
        if (open < 0) {
            text += inner.sliced(i);
            break;
        }
        text += inner.sliced(i, open - i);
        const qsizetype close = inner.indexOf(u"]]>", open + 9);
        text += inner.sliced(open + 9, (close < 0 ? inner.size() : close) - open - 9);
        i = close < 0 ? inner.size() : close + 3;
    }
    text.removeIf([](QChar c) { return !isXmlChar(c.unicode()) && !c.isSurrogate(); });
    text.replace(u"]]>"_s, u"]]]]><![CDATA[>"_s);
    return u"<![CDATA["_s + text + u"]]>"_s;
}

// Where the document really starts when something precedes it: a PHP warning in HTML, say,
// printed before the XML declaration or before the feed's root element.
qsizetype documentStart(QStringView text)
{
    const qsizetype first = text.indexOf(u'<');
    if (first < 0)
        return text.size();
    for (qsizetype at = text.indexOf(u"<?xml", first); at > first;
         at = text.indexOf(u"<?xml", at + 5)) {
        if (at + 5 < text.size() && text[at + 5].isSpace())
            return at;
    }
    const QStringView rest = text.sliced(first);
    const auto isFeedRoot = [](QStringView tag) {
        return tag.startsWith(u"<rss") || tag.startsWith(u"<feed") || tag.startsWith(u"<rdf:RDF") ||
               tag.startsWith(u"<channel");
    };
    if (rest.size() < 2 || !isNameStart(rest[1]) || isFeedRoot(rest))
        return first;
    qsizetype root = -1;
    for (const QStringView start : {u"<rss", u"<feed", u"<rdf:RDF"}) {
        const qsizetype at = text.indexOf(start, first);
        if (at > first && (root < 0 || at < root))
            root = at;
    }
    return root > 0 ? root : first;
}

// The namespace names feeds commonly use without declaring them.
QString knownNamespace(const QString &prefix)
{
    static const QHash<QString, QString> known = {
        {u"dc"_s, u"http://purl.org/dc/elements/1.1/"_s},
        {u"content"_s, u"http://purl.org/rss/1.0/modules/content/"_s},
        {u"atom"_s, u"http://www.w3.org/2005/Atom"_s},
        {u"media"_s, u"http://search.yahoo.com/mrss/"_s},
        {u"rdf"_s, u"http://www.w3.org/1999/02/22-rdf-syntax-ns#"_s},
        {u"dcterms"_s, u"http://purl.org/dc/terms/"_s},
    };
    return known.value(prefix, u"urn:lectern:undeclared:"_s + prefix);
}

// Adds xmlns declarations for prefixes used but never declared, on the root element.
QString declareMissingPrefixes(const QString &text, Tally *tally)
{
    static const QRegularExpression used(u"</?([A-Za-z_][\\w.-]*):[A-Za-z_]"_s);
    static const QRegularExpression usedAttr(u"\\s([A-Za-z_][\\w.-]*):[A-Za-z_][\\w.-]*\\s*="_s);
    static const QRegularExpression declared(u"xmlns:([A-Za-z_][\\w.-]*)\\s*="_s);
    QSet<QString> declaredSet;
    for (auto it = declared.globalMatch(text); it.hasNext();)
        declaredSet.insert(it.next().captured(1));
    QList<QString> missing;
    auto consider = [&](const QString &prefix) {
        if (prefix != "xml"_L1 && prefix != "xmlns"_L1 && !declaredSet.contains(prefix) &&
            !missing.contains(prefix))
            missing.append(prefix);
    };
    for (auto it = used.globalMatch(text); it.hasNext();)
        consider(it.next().captured(1));
    for (auto it = usedAttr.globalMatch(text); it.hasNext();)
        consider(it.next().captured(1));
    if (missing.isEmpty())
        return text;

    // The root start tag: the first '<' followed by a name start character.
    qsizetype root = -1;
    for (qsizetype i = text.indexOf(u'<'); i >= 0; i = text.indexOf(u'<', i + 1)) {
        if (i + 1 < text.size() && isNameStart(text[i + 1])) {
            root = i;
            break;
        }
    }
    if (root < 0)
        return text;
    qsizetype nameEnd = root + 1;
    while (nameEnd < text.size() && isXmlNameChar(text[nameEnd]))
        ++nameEnd;
    QString declarations;
    for (const QString &prefix : missing)
        declarations += u" xmlns:"_s + prefix + u"=\""_s + knownNamespace(prefix) + u'"';
    tally->note(u"declared namespace prefixes the document uses without declaring: "_s +
                    missing.join(u", "_s),
                1, 1);
    QString out = text;
    out.insert(nameEnd, declarations);
    return out;
}

} // namespace

QStringView XmlRepair::skipLeadingWhitespace(QStringView text)
{
    qsizetype i = 0;
    while (i < text.size() && (text[i].isSpace() || text[i] == QChar(0xFEFF)))
        ++i;
    return text.mid(i);
}

QString XmlRepair::repair(QStringView text, QList<ParseProblem> *problems)
{
    Tally tally;
    QString out;
    out.reserve(text.size() + text.size() / 16);
    qint64 line = 1;
    qint64 column = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();

    auto advance = [&](qsizetype count) {
        for (qsizetype k = 0; k < count && i < n; ++k, ++i) {
            if (text[i] == u'\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
    };
    // Copies text up to and including `terminator`, dropping characters XML forbids.
    auto copyThrough = [&](QStringView terminator) {
        const qsizetype end = text.indexOf(terminator, i);
        const qsizetype stop = end < 0 ? n : end + terminator.size();
        while (i < stop) {
            const QChar c = text[i];
            if (!isXmlChar(c.unicode()) && !c.isSurrogate())
                tally.note(u"removed control characters"_s, line, column);
            else
                out.append(c);
            advance(1);
        }
    };

    // Junk before the root (or the XML declaration): text, or HTML before either.
    {
        const QStringView junk = text.left(documentStart(text));
        if (!junk.trimmed().isEmpty() && junk.trimmed() != QStringView(u"\uFEFF"))
            tally.note(junk.contains(u'<') ? u"ignored HTML before the document"_s
                                           : u"ignored text before the first element"_s,
                       1, 1);
        advance(junk.size());
    }

    while (i < n) {
        const QChar c = text[i];
        const QStringView rest = text.mid(i);
        if (c == u'<') {
            if (rest.startsWith(u"<!--")) {
                copyThrough(u"-->");
            } else if (rest.startsWith(u"<![CDATA[")) {
                copyThrough(u"]]>");
            } else if (rest.startsWith(u"<?")) {
                copyThrough(u"?>");
            } else if (rest.startsWith(u"<!DOCTYPE", Qt::CaseInsensitive)) {
                // Skip to the '>' that closes it, past any internal subset in brackets.
                tally.note(u"ignored the document type declaration"_s, line, column);
                int depth = 0;
                qsizetype k = i;
                for (; k < n; ++k) {
                    if (text[k] == u'[')
                        ++depth;
                    else if (text[k] == u']')
                        --depth;
                    else if (text[k] == u'>' && depth <= 0)
                        break;
                }
                advance(k + 1 - i);
            } else if (const QStringView carrier = htmlCarrier(rest); !carrier.isEmpty()) {
                // Raw HTML inside: taken as the text it is meant to be, in one CDATA section.
                const qsizetype tagEnd = text.indexOf(u'>', i);
                const QString endTag = u"</"_s + carrier + u'>';
                const qsizetype close =
                    tagEnd < 0 || text[tagEnd - 1] == u'/' ? -1 : text.indexOf(endTag, tagEnd);
                const QStringView inner =
                    close < 0 ? QStringView() : text.sliced(tagEnd + 1, close - tagEnd - 1);
                if (close < 0 || !holdsRawMarkup(inner)) {
                    out.append(c);
                    advance(1);
                } else {
                    tally.note(u"read unescaped HTML inside <%1> as its text"_s.arg(carrier), line,
                               column);
                    out.append(text.sliced(i, tagEnd + 1 - i));
                    out.append(asCdata(inner));
                    out.append(endTag);
                    advance(close + endTag.size() - i);
                }
            } else if (rest.size() > 1 &&
                       (isNameStart(rest[1]) || rest[1] == u'/' || rest[1] == u'!')) {
                out.append(c);
                advance(1);
            } else {
                tally.note(u"escaped a '<' that starts no tag"_s, line, column);
                out.append(u"&lt;"_s);
                advance(1);
            }
        } else if (c == u'&') {
            // A character reference, a known entity, or a stray ampersand.
            qsizetype k = 1;
            while (k < rest.size() && k < 40 && rest[k] != u';' && !rest[k].isSpace() &&
                   rest[k] != u'&' && rest[k] != u'<')
                ++k;
            const bool terminated = k < rest.size() && rest[k] == u';';
            const QStringView name = rest.mid(1, k - 1);
            if (terminated && name.startsWith(u'#')) {
                bool ok = false;
                const bool hex = name.size() > 1 && (name[1] == u'x' || name[1] == u'X');
                const uint code = name.mid(hex ? 2 : 1).toUInt(&ok, hex ? 16 : 10);
                if (ok && isXmlChar(code)) {
                    out.append(rest.left(k + 1));
                } else {
                    tally.note(u"removed a character reference to a forbidden character"_s, line,
                               column, rest.left(k + 1).toString());
                }
                advance(k + 1);
            } else if (terminated && (name == u"amp" || name == u"lt" || name == u"gt" ||
                                      name == u"quot" || name == u"apos")) {
                out.append(rest.left(k + 1));
                advance(k + 1);
            } else if (terminated && HtmlEntities::lookup(name) != 0) {
                tally.note(u"replaced HTML entities that XML does not define"_s, line, column,
                           rest.left(k + 1).toString());
                out.append(u"&#"_s + QString::number(HtmlEntities::lookup(name)) + u';');
                advance(k + 1);
            } else {
                tally.note(u"escaped a '&' that starts no entity"_s, line, column);
                out.append(u"&amp;"_s);
                advance(1);
            }
        } else if (!isXmlChar(c.unicode()) && !c.isSurrogate()) {
            tally.note(u"removed control characters"_s, line, column);
            advance(1);
        } else if (c.isSurrogate()) {
            const bool pair = c.isHighSurrogate() && i + 1 < n && text[i + 1].isLowSurrogate();
            if (pair) {
                out.append(rest.left(2));
                advance(2);
            } else {
                tally.note(u"removed control characters"_s, line, column);
                advance(1);
            }
        } else {
            out.append(c);
            advance(1);
        }
    }
    out = declareMissingPrefixes(out, &tally);
    tally.flush(problems);
    return out;
}

} // namespace Lectern
