#include "tokenizeroracle.h"

#include "feeds/text/textdecoder.h"
#include "feeds/xml/libxmltokenizer.h"
#include "feeds/xml/qtxmltokenizer.h"
#include "feeds/xml/xmltokenstream.h"

using namespace Qt::StringLiterals;

namespace Lectern::Fuzz {

QStringList describeTokens(XmlTokenStream &tokens)
{
    QStringList lines;
    while (!tokens.atEnd()) {
        switch (tokens.readNext()) {
        case QXmlStreamReader::StartElement: {
            QString line = u"<%1 {%2} @%3:%4"_s.arg(tokens.qualifiedName(), tokens.namespaceUri())
                               .arg(tokens.lineNumber())
                               .arg(tokens.columnNumber());
            for (const XmlAttributes::Attribute &attribute : tokens.attributes())
                line +=
                    u" {%1}%2=%3"_s.arg(attribute.namespaceUri, attribute.name, attribute.value);
            lines.append(line);
            break;
        }
        case QXmlStreamReader::EndElement:
            lines.append(u"</%1 {%2}"_s.arg(tokens.qualifiedName(), tokens.namespaceUri()));
            break;
        case QXmlStreamReader::Characters:
            lines.append(u"text "_s + tokens.text());
            break;
        case QXmlStreamReader::EntityReference:
            lines.append(u"entity "_s + tokens.name());
            break;
        default:
            break;
        }
    }
    if (tokens.hasError())
        lines.append(u"error @%1:%2"_s.arg(tokens.lineNumber()).arg(tokens.columnNumber()));
    return lines;
}

QString tokenizerDisagreement(const QByteArray &utf8)
{
    // The parser hands the tokenizers UTF-8 that says so; other bytes are decoded first.
    const QString declared = TextDecoder::encodingFromXmlDeclaration(utf8);
    if ((!declared.isEmpty() && declared != "utf-8"_L1) || !QUtf8StringView(utf8).isValidUtf8())
        return {};
    XmlTokenStream fast;
    if (!LibxmlTokenizer::tokenize(utf8, 0, fast))
        return {};
    XmlTokenStream careful;
    QtXmlTokenizer::tokenize(utf8, 0, careful);
    const QStringList expected = describeTokens(careful);
    if (!expected.isEmpty() && expected.last().startsWith(u"error"_s))
        return {}; // libxml2 reads what QXmlStreamReader refuses: more liberal, no harm
    const QStringList got = describeTokens(fast);
    for (qsizetype i = 0; i < qMax(got.size(), expected.size()); ++i) {
        if (got.value(i) != expected.value(i))
            return u"token %1: libxml2 read \"%2\", QXmlStreamReader \"%3\""_s.arg(i).arg(
                got.value(i).left(200), expected.value(i).left(200));
    }
    return {};
}

} // namespace Lectern::Fuzz
