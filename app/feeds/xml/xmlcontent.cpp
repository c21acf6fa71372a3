#include "feeds/xml/xmlcontent.h"

#include "feeds/text/datetimeparser.h"
#include "feeds/text/htmlentities.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const auto kXhtmlNs = "http://www.w3.org/1999/xhtml"_L1;
const auto kXmlNs = "http://www.w3.org/XML/1998/namespace"_L1;

bool isVoidElement(QStringView name)
{
    static const char *const voids[] = {"area",  "base", "br",   "col",   "embed",  "hr",    "img",
                                        "input", "link", "meta", "param", "source", "track", "wbr"};
    for (const char *v : voids) {
        if (name.compare(QLatin1StringView(v), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QString entityText(const XmlTokenStream &reader)
{
    if (!reader.text().isEmpty())
        return reader.text().toString();
    const char32_t code = HtmlEntities::lookup(reader.name());
    if (code == 0)
        return u'&' + reader.name().toString() + u';';
    const char32_t one[1] = {code};
    return QString::fromUcs4(one, 1);
}

QString escapeAttribute(QStringView value)
{
    QString out = value.toString().toHtmlEscaped(); // escapes & < > "
    return out;
}

} // namespace

QString XmlContent::readText(XmlTokenStream &reader)
{
    QString text;
    int depth = 1;
    while (depth > 0 && !reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement:
            ++depth;
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            break;
        case QXmlStreamReader::Characters:
            text += reader.text();
            break;
        case QXmlStreamReader::EntityReference:
            text += entityText(reader);
            break;
        default:
            break;
        }
    }
    return text;
}

QString XmlContent::readMarkup(XmlTokenStream &reader, bool unwrapDiv)
{
    QString plain; // character data until the first child element
    QString markup;
    bool sawElement = false;
    int depth = 1;
    int unwrappedDepth = -1; // depth of the <div> being left out
    int topLevelElements = 0;
    while (depth > 0 && !reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            if (!sawElement) {
                sawElement = true;
                markup = plain.toHtmlEscaped();
            }
            ++depth;
            if (depth == 2)
                ++topLevelElements;
            if (unwrapDiv && depth == 2 && topLevelElements == 1 && reader.name() == u"div" &&
                (reader.namespaceUri() == kXhtmlNs || reader.namespaceUri().isEmpty())) {
                unwrappedDepth = depth;
                break;
            }
            markup += u'<' + reader.name().toString();
            for (const XmlAttributes::Attribute &attribute : reader.attributes()) {
                // Namespaced attributes other than xml:lang mean nothing to HTML.
                if (!attribute.namespaceUri.isEmpty() && attribute.namespaceUri != kXmlNs)
                    continue;
                markup +=
                    u' ' + attribute.name + u"=\""_s + escapeAttribute(attribute.value) + u'"';
            }
            markup += u'>';
            break;
        }
        case QXmlStreamReader::EndElement:
            if (depth == unwrappedDepth) {
                unwrappedDepth = -1;
            } else if (depth > 1 && !isVoidElement(reader.name())) {
                markup += u"</"_s + reader.name().toString() + u'>';
            }
            --depth;
            break;
        case QXmlStreamReader::Characters:
            if (sawElement)
                markup += reader.text().toString().toHtmlEscaped();
            else
                plain += reader.text();
            break;
        case QXmlStreamReader::EntityReference:
            if (sawElement)
                markup += entityText(reader).toHtmlEscaped();
            else
                plain += entityText(reader);
            break;
        default:
            break;
        }
    }
    return sawElement ? markup.trimmed() : plain;
}

QDateTime XmlContent::readDate(XmlTokenStream &reader, QList<ParseProblem> *problems)
{
    const qsizetype start = reader.tokenIndex();
    const QString element = reader.qualifiedName();
    const QString text = readText(reader).simplified();
    if (text.isEmpty())
        return {};
    const QDateTime date = DateTimeParser::parse(text);
    if (!date.isValid())
        problems->append(
            ParseProblem{reader.lineNumberOf(start), reader.columnNumberOf(start),
                         u"<%1> holds \"%2\", which is not a date this parser can read"_s.arg(
                             element, text.left(80))});
    return date;
}

QUrl XmlContent::base(const XmlTokenStream &reader, const QUrl &parentBase)
{
    const QStringView xmlBase = reader.attributes().value(kXmlNs, u"base");
    if (xmlBase.isEmpty())
        return parentBase;
    return resolve(parentBase, xmlBase);
}

QUrl XmlContent::resolve(const QUrl &base, QStringView reference)
{
    const QString trimmed = reference.trimmed().toString();
    if (trimmed.isEmpty())
        return {};
    const QUrl url(trimmed);
    if (!url.isRelative() || !base.isValid() || base.isEmpty())
        return url;
    return base.resolved(url);
}

} // namespace Lectern
