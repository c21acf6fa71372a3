// bench_tokenizers MODE DIR: how fast candidate XML tokenizers read the corpus under DIR, for
// choosing the feed parser's tokenizer by measurement. Modes:
//   qt              QXmlStreamReader::readNext over the bytes (what the parser stands on today)
//   expat           expat with namespace processing, every callback counted
//   libxml2-sax     libxml2's SAX2 push parser in recover mode (as XmlRepair would need it)
//   libxml2-reader  libxml2's xmlTextReader, a pull API like QXmlStreamReader's
// Each mode also turns every name and every piece of text into a QString, as the parser
// must (ParsedFeed holds QStrings): the figure is what a parser on it could not beat.
// Whole passes repeat for at least two seconds; the last stdout line has the shape of
// `lectern parse --bench`.
#include "../benchcorpus.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QXmlStreamReader>

#include <expat.h>
#include <libxml/parser.h>
#include <libxml/xmlreader.h>

#include <cstdio>
#include <cstring>

using namespace Qt::StringLiterals;

namespace {

// What every mode does with a token: names are compared where they lie (their length is
// counted), text and attribute values become QStrings, as the parser keeps them.
struct Sink
{
    qint64 tokens = 0;
    qint64 characters = 0;
    void name(const char *utf8)
    {
        ++tokens;
        characters += qsizetype(std::strlen(utf8));
    }
    void nameView(QStringView name)
    {
        ++tokens;
        characters += name.size();
    }
    void text(const char *utf8, int length)
    {
        ++tokens;
        characters += QString::fromUtf8(utf8, length).size();
    }
    void view(QStringView text)
    {
        ++tokens;
        characters += text.toString().size();
    }
};

bool scanQt(const QByteArray &bytes, Sink &sink)
{
    QXmlStreamReader reader(bytes);
    while (!reader.atEnd()) {
        switch (reader.readNext()) {
        case QXmlStreamReader::StartElement:
            sink.nameView(reader.name());
            sink.nameView(reader.namespaceUri());
            for (const QXmlStreamAttribute &attribute : reader.attributes()) {
                sink.nameView(attribute.name());
                sink.view(attribute.value());
            }
            break;
        case QXmlStreamReader::Characters:
            sink.view(reader.text());
            break;
        default:
            break;
        }
    }
    return !reader.hasError();
}

bool scanExpat(const QByteArray &bytes, Sink &sink)
{
    XML_Parser parser = XML_ParserCreateNS(nullptr, '\x01');
    XML_SetUserData(parser, &sink);
    XML_SetElementHandler(
        parser,
        [](void *data, const XML_Char *name, const XML_Char **attributes) {
            auto *s = static_cast<Sink *>(data);
            s->name(name);
            for (int i = 0; attributes[i]; i += 2) {
                s->name(attributes[i]);
                s->text(attributes[i + 1], int(std::strlen(attributes[i + 1])));
            }
        },
        [](void *, const XML_Char *) {});
    XML_SetCharacterDataHandler(parser, [](void *data, const XML_Char *text, int length) {
        static_cast<Sink *>(data)->text(text, length);
    });
    const bool ok = XML_Parse(parser, bytes.constData(), int(bytes.size()), 1) == XML_STATUS_OK;
    XML_ParserFree(parser);
    return ok;
}

bool scanLibxml2Sax(const QByteArray &bytes, Sink &sink)
{
    xmlSAXHandler handler;
    std::memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElementNs = [](void *data, const xmlChar *localname, const xmlChar *,
                                const xmlChar *uri, int, const xmlChar **, int attributeCount, int,
                                const xmlChar **attributes) {
        auto *s = static_cast<Sink *>(data);
        s->name(reinterpret_cast<const char *>(localname));
        if (uri)
            s->name(reinterpret_cast<const char *>(uri));
        for (int i = 0; i < attributeCount; ++i) {
            const xmlChar **attribute = attributes + 5 * i; // localname, prefix, URI, value, end
            s->name(reinterpret_cast<const char *>(attribute[0]));
            s->text(reinterpret_cast<const char *>(attribute[3]), int(attribute[4] - attribute[3]));
        }
    };
    handler.characters = [](void *data, const xmlChar *text, int length) {
        static_cast<Sink *>(data)->text(reinterpret_cast<const char *>(text), length);
    };
    handler.cdataBlock = handler.characters;
    xmlParserCtxtPtr context = xmlCreatePushParserCtxt(&handler, &sink, nullptr, 0, nullptr);
    xmlCtxtUseOptions(context, XML_PARSE_RECOVER | XML_PARSE_NONET | XML_PARSE_NOERROR |
                                   XML_PARSE_NOWARNING);
    xmlParseChunk(context, bytes.constData(), int(bytes.size()), 1);
    const bool ok = context->wellFormed;
    xmlFreeParserCtxt(context);
    return ok;
}

bool scanLibxml2Reader(const QByteArray &bytes, Sink &sink)
{
    xmlTextReaderPtr reader =
        xmlReaderForMemory(bytes.constData(), int(bytes.size()), nullptr, nullptr,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
    if (!reader)
        return false;
    int status = 0;
    while ((status = xmlTextReaderRead(reader)) == 1) {
        switch (xmlTextReaderNodeType(reader)) {
        case XML_READER_TYPE_ELEMENT:
            sink.name(reinterpret_cast<const char *>(xmlTextReaderConstLocalName(reader)));
            if (const xmlChar *uri = xmlTextReaderConstNamespaceUri(reader))
                sink.name(reinterpret_cast<const char *>(uri));
            while (xmlTextReaderMoveToNextAttribute(reader) == 1) {
                sink.name(reinterpret_cast<const char *>(xmlTextReaderConstLocalName(reader)));
                const char *value = reinterpret_cast<const char *>(xmlTextReaderConstValue(reader));
                sink.text(value, int(std::strlen(value)));
            }
            break;
        case XML_READER_TYPE_TEXT:
        case XML_READER_TYPE_CDATA:
        case XML_READER_TYPE_SIGNIFICANT_WHITESPACE: {
            const char *value = reinterpret_cast<const char *>(xmlTextReaderConstValue(reader));
            sink.text(value, int(std::strlen(value)));
            break;
        }
        default:
            break;
        }
    }
    xmlFreeTextReader(reader);
    return status == 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    const QStringList modes{u"qt"_s, u"expat"_s, u"libxml2-sax"_s, u"libxml2-reader"_s};
    if (arguments.size() != 3 || !modes.contains(arguments.at(1)) ||
        !QFileInfo(arguments.at(2)).isDir()) {
        std::fprintf(stderr, "usage: bench_tokenizers qt|expat|libxml2-sax|libxml2-reader DIR\n");
        return 2;
    }
    const QString mode = arguments.at(1);
    qint64 bytes = 0;
    const QList<LecternBench::CorpusFile> files = LecternBench::readCorpus(arguments.at(2), &bytes);
    if (files.isEmpty())
        return 2;
    bool (*scan)(const QByteArray &, Sink &) = mode == u"qt"_s            ? scanQt
                                               : mode == u"expat"_s       ? scanExpat
                                               : mode == u"libxml2-sax"_s ? scanLibxml2Sax
                                                                          : scanLibxml2Reader;
    xmlInitParser();
    Sink sink;
    qint64 passes = 0;
    qint64 failed = 0;
    QElapsedTimer timer;
    timer.start();
    do {
        for (const LecternBench::CorpusFile &file : files)
            failed += scan(file.bytes, sink) ? 0 : 1;
        ++passes;
    } while (timer.nsecsElapsed() < 2'000'000'000LL);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    std::fprintf(stderr,
                 "%s: %lld tokens and %lld characters per pass, %lld of %lld files not "
                 "well-formed\n",
                 qPrintable(mode), static_cast<long long>(sink.tokens / passes),
                 static_cast<long long>(sink.characters / passes),
                 static_cast<long long>(failed / passes), static_cast<long long>(files.size()));
    std::printf("%s\n",
                LecternBench::summaryLine(files.size(), bytes, passes, seconds).constData());
    return 0;
}
