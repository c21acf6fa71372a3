#include "feeds/xml/qtxmltokenizer.h"

#include "feeds/xml/splittingdevice.h"
#include "feeds/xml/xmlhazards.h"

namespace Lectern {

namespace {

// Internal entities may be declared, but not expanded into a flood (the "billion laughs").
constexpr int kEntityExpansionLimit = 4096;

} // namespace

// The reader takes UTF-8 from a device: it decodes as it goes, so no second copy of the whole
// document is made (a QString given to QXmlStreamReader is turned back into UTF-8 and then
// decoded in full).
void QtXmlTokenizer::tokenize(const QByteArray &utf8, qsizetype start, XmlTokenStream &tokens)
{
    // A run of text of megabytes reaches the reader in pieces (see SplittingDevice).
    SplittingDevice device(utf8, XmlHazards::longRunSplits(utf8), start);
    QXmlStreamReader reader(&device);
    reader.setNamespaceProcessing(true);
    reader.setEntityExpansionLimit(kEntityExpansionLimit);
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement: {
            XmlAttributes attributes;
            for (const QXmlStreamAttribute &attribute : reader.attributes())
                attributes.append(XmlAttributes::Attribute{attribute.namespaceUri().toString(),
                                                           attribute.name().toString(),
                                                           attribute.value().toString()});
            tokens.addStartElement(tokens.intern(reader.prefix()), tokens.intern(reader.name()),
                                   tokens.intern(reader.namespaceUri()), std::move(attributes),
                                   reader.lineNumber(), reader.columnNumber());
            break;
        }
        case QXmlStreamReader::EndElement:
            tokens.addEndElement(tokens.intern(reader.prefix()), tokens.intern(reader.name()),
                                 tokens.intern(reader.namespaceUri()), reader.lineNumber(),
                                 reader.columnNumber());
            break;
        case QXmlStreamReader::Characters:
            tokens.addCharacters(reader.text(), reader.lineNumber(), reader.columnNumber());
            break;
        case QXmlStreamReader::EntityReference:
            tokens.addEntityReference(tokens.intern(reader.name()), reader.text(),
                                      reader.lineNumber(), reader.columnNumber());
            break;
        default:
            break;
        }
    }
    if (reader.hasError())
        tokens.addError(reader.errorString(), reader.lineNumber(), reader.columnNumber());
}

} // namespace Lectern
