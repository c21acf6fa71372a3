#include "feeds/xml/libxmltokenizer.h"

#include <libxml/parser.h>

#include <QHash>

#include <cstring>
#include <limits>
#include <mutex>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

struct Reading
{
    XmlTokenStream &tokens;
    xmlParserCtxtPtr context = nullptr;
    bool refused = false;
    bool cdataEndedInReturn = false; // a "\r\n" may be split between two CDATA pieces
    // Names come from the parser's dictionary, so one pointer is one name for the whole
    // reading; the bytes are kept to make sure of it.
    struct Interned
    {
        QByteArray bytes;
        int index = 0;
    };
    QHash<const xmlChar *, Interned> names;

    int intern(const xmlChar *name)
    {
        if (!name || !*name)
            return 0;
        const char *text = reinterpret_cast<const char *>(name);
        const auto found = names.constFind(name);
        if (found != names.cend() && std::strcmp(found->bytes.constData(), text) == 0)
            return found->index;
        const int index = tokens.intern(QString::fromUtf8(text));
        names.insert(name, Interned{QByteArray(text), index});
        return index;
    }
    // The byte just past the current tag, as QXmlStreamReader places a token: libxml2 calls
    // back from the tag's last character, or from the "/" of "/>".
    qint64 offset() const
    {
        const xmlParserInputPtr input = context->input;
        if (!input || !input->cur)
            return 0;
        const qint64 here = qint64(input->consumed) + (input->cur - input->base);
        return here + (input->cur[0] == '/' ? 2 : 1);
    }
    void refuse()
    {
        refused = true;
        xmlStopParser(context);
    }
};

Reading &readingOf(void *data)
{
    return *static_cast<Reading *>(static_cast<xmlParserCtxtPtr>(data)->_private);
}

// An attribute's value: libxml2, which leaves entities for the caller, writes every '&' in
// one (from "&amp;" or "&#38;") as "&#38;" so that a tree built from it stays unambiguous.
QString attributeValue(XmlTokenStream &tokens, const xmlChar *begin, const xmlChar *end)
{
    const QByteArrayView raw(reinterpret_cast<const char *>(begin), end - begin);
    QString value = tokens.decodeUtf8(raw);
    if (raw.contains('&'))
        value.replace(u"&#38;"_s, u"&"_s);
    return value;
}

void startElement(void *data, const xmlChar *localName, const xmlChar *prefix, const xmlChar *uri,
                  int, const xmlChar **, int attributeCount, int, const xmlChar **attributes)
{
    Reading &reading = readingOf(data);
    XmlAttributes list;
    for (int i = 0; i < attributeCount; ++i) {
        const xmlChar **attribute = attributes + 5 * i; // local name, prefix, URI, value, its end
        const int name = reading.intern(attribute[0]);
        const int ns = reading.intern(attribute[2]);
        list.append(
            XmlAttributes::Attribute{ns ? QString(reading.tokens.nameAt(ns)) : QString(),
                                     QString(reading.tokens.nameAt(name)),
                                     attributeValue(reading.tokens, attribute[3], attribute[4])});
    }
    reading.tokens.addStartElement(reading.intern(prefix), reading.intern(localName),
                                   reading.intern(uri), std::move(list), reading.offset(), 0);
}

void endElement(void *data, const xmlChar *localName, const xmlChar *prefix, const xmlChar *uri)
{
    Reading &reading = readingOf(data);
    reading.tokens.addEndElement(reading.intern(prefix), reading.intern(localName),
                                 reading.intern(uri), reading.offset(), 0);
}

void characters(void *data, const xmlChar *text, int length)
{
    Reading &reading = readingOf(data);
    reading.tokens.addCharacters(QUtf8StringView(reinterpret_cast<const char *>(text), length),
                                 reading.offset(), 0);
}

// The push parser hands CDATA over as it stands in the document; XML reads every "\r\n" and
// lone "\r" in it as "\n", as everywhere else.
void cdata(void *data, const xmlChar *text, int length)
{
    Reading &reading = readingOf(data);
    QByteArrayView piece(reinterpret_cast<const char *>(text), length);
    // Only a piece that goes on from the last ('[' of "<![CDATA[" stands before a new section).
    const xmlParserInputPtr input = reading.context->input;
    if (reading.cdataEndedInReturn && piece.startsWith('\n') && input && text > input->base &&
        text[-1] == '\r')
        piece = piece.sliced(1);
    reading.cdataEndedInReturn = piece.endsWith('\r');
    if (!piece.contains('\r')) {
        reading.tokens.addCharacters(QUtf8StringView(piece), reading.offset(), 0);
        return;
    }
    QByteArray normalized = piece.toByteArray();
    normalized.replace("\r\n", "\n");
    normalized.replace('\r', '\n');
    reading.tokens.addCharacters(QUtf8StringView(normalized), reading.offset(), 0);
}

void documentType(void *data, const xmlChar *, const xmlChar *, const xmlChar *)
{
    readingOf(data).refuse();
}

void entityReference(void *data, const xmlChar *)
{
    readingOf(data).refuse();
}

xmlSAXHandler handler()
{
    xmlSAXHandler sax;
    std::memset(&sax, 0, sizeof sax);
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = startElement;
    sax.endElementNs = endElement;
    sax.characters = characters;
    sax.ignorableWhitespace = characters;
    sax.cdataBlock = cdata;
    sax.internalSubset = documentType;
    sax.reference = entityReference;
    // Generic, since libxml2 2.12 made the error const.
    sax.serror = [](void *data, auto *) { readingOf(data).refuse(); };
    return sax;
}

} // namespace

bool LibxmlTokenizer::tokenize(const QByteArray &utf8, qsizetype start, XmlTokenStream &tokens)
{
    static std::once_flag initialized;
    std::call_once(initialized, [] { xmlInitParser(); });
    const QByteArrayView document = QByteArrayView(utf8).sliced(start);
    if (document.size() > std::numeric_limits<int>::max())
        return false;

    tokens.reserveText(document.size());
    tokens.placeTokensIn(utf8, start);
    // The push parser, given the whole document at once: the one that reads from memory goes
    // through CDATA sections a character at a time, several times slower.
    xmlSAXHandler sax = handler();
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&sax, nullptr, nullptr, 0, nullptr);
    if (!context)
        return false;
    Reading reading{tokens, context, false, false, {}};
    context->_private = &reading;
    context->userData = context; // callbacks get the context, and find the reading through it
    xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    xmlParseChunk(context, document.data(), int(document.size()), 1);
    const bool ok = !reading.refused && context->wellFormed && context->nsWellFormed;
    xmlFreeParserCtxt(context);
    return ok;
}

} // namespace Lectern
