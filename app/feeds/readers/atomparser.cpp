#include "feeds/readers/atomparser.h"
#include "feeds/text/textchars.h"

#include "feeds/entrybatches.h"

#include "feeds/entryidentity.h"
#include "feeds/readers/mediarss.h"
#include "feeds/readers/refreshhintreader.h"
#include "feeds/text/htmltext.h"
#include "feeds/xml/feednamespaces.h"
#include "feeds/xml/xmlcontent.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

namespace Ns = FeedNamespaces;

// An Atom text construct, kept as HTML or as plain text depending on its type.
struct TextConstruct
{
    QString value;
    bool isHtml = false;
    QUrl base; // the element's xml:base, for relative links inside HTML

    QString plain() const
    {
        return isHtml ? HtmlText::toPlainText(value) : HtmlText::collapseSpaces(value);
    }
    QString html() const
    {
        return isHtml ? HtmlText::resolveLinks(value, base)
                      : HtmlText::fromPlainText(value.trimmed());
    }
};

class AtomReader
{
public:
    AtomReader(XmlTokenStream &reader, ParsedFeed &feed, EntryBatches *batches)
        : m_reader(reader)
        , m_feed(feed)
        , m_batches(batches)
    {
    }

    void readFeed(const QUrl &documentUrl);

private:
    bool isAtom(QStringView ns) const { return ns == m_ns; }
    // Reads the current text construct; empty for out-of-line or binary content.
    TextConstruct readText(const QUrl &parentBase = {});
    ParsedPerson readPerson(const QUrl &base);
    void readEntry(const QUrl &parentBase);

    XmlTokenStream &m_reader;
    ParsedFeed &m_feed;
    EntryBatches *m_batches;
    QString m_ns; // the root's namespace: children are read in the same one
};

TextConstruct AtomReader::readText(const QUrl &parentBase)
{
    const XmlAttributes attributes = m_reader.attributes();
    const QString type = attributes.value("type"_L1).trimmed().toString().toLower();
    const QString mode = attributes.value("mode"_L1).trimmed().toString().toLower(); // Atom 0.3
    TextConstruct text;
    text.base = XmlContent::base(m_reader, parentBase);
    if (!attributes.value("src"_L1).isEmpty()) { // out of line: nothing to show here
        m_reader.skipCurrentElement();
        return text;
    }
    const bool html = type == "html"_L1 || type == "text/html"_L1 || type == "xhtml"_L1 ||
                      type == "application/xhtml+xml"_L1;
    if (mode == "base64"_L1) {
        // Atom 0.3 may carry text or HTML in base64; other media types are no text to show.
        if (!html && !type.isEmpty() && type != "text"_L1 && !type.startsWith("text/"_L1)) {
            m_reader.skipCurrentElement();
            return text;
        }
        const QByteArray bytes = QByteArray::fromBase64(XmlContent::readText(m_reader).toLatin1());
        text.value = QByteArrayView(bytes).isValidUtf8() ? QString::fromUtf8(bytes)
                                                         : QString::fromLatin1(bytes);
        text.isHtml = html;
        return text;
    }
    if (type == "xhtml"_L1 || type == "application/xhtml+xml"_L1 || mode == "xml"_L1) {
        text.value = XmlContent::readMarkup(m_reader, true);
        text.isHtml = true;
    } else if (type == "html"_L1 || type == "text/html"_L1) {
        text.value = XmlContent::readMarkup(m_reader);
        text.isHtml = true;
    } else if (type.isEmpty() || type == "text"_L1 || type.startsWith("text/"_L1)) {
        // Plain text, though a child element in it (invalid but seen) is kept as markup.
        text.value = XmlContent::readMarkup(m_reader);
        text.isHtml = false;
        if (mode == "escaped"_L1 && type != "text/plain"_L1)
            text.isHtml = true;
    } else {
        // Some other media type (an image, base64): nothing a reader can show as text.
        m_reader.skipCurrentElement();
    }
    return text;
}

ParsedPerson AtomReader::readPerson(const QUrl &base)
{
    ParsedPerson person;
    const QUrl here = XmlContent::base(m_reader, base);
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        if (!isAtom(m_reader.namespaceUri())) {
            m_reader.skipCurrentElement();
        } else if (name == u"name") {
            person.name = HtmlText::collapseSpaces(XmlContent::readText(m_reader));
        } else if (name == u"email") {
            person.email = XmlContent::readText(m_reader).trimmed();
        } else if (name == u"uri" || name == u"url") {
            person.uri = XmlContent::resolve(here, XmlContent::readText(m_reader))
                             .toString(QUrl::FullyEncoded);
        } else {
            m_reader.skipCurrentElement();
        }
    }
    return person;
}

void AtomReader::readFeed(const QUrl &documentUrl)
{
    m_ns = m_reader.namespaceUri().toString();
    m_feed.format = FeedFormat::Atom;
    const bool v03 = m_ns == Ns::Atom03 || m_reader.attributes().value("version"_L1) == u"0.3";
    m_feed.version = v03 ? u"0.3"_s : u"1.0"_s;
    const QUrl base = XmlContent::base(m_reader, documentUrl);
    m_feed.language = m_reader.attributes().value(Ns::Xml, "lang"_L1).trimmed().toString();
    QList<QUrl> alternates; // rel=alternate links; an HTML one is preferred
    QUrl htmlAlternate;
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        if (m_reader.namespaceUri() == Ns::Syndication) {
            if (!RefreshHintReader::readSyndication(m_reader, &m_feed.refresh, &m_feed.problems))
                m_reader.skipCurrentElement();
        } else if (!isAtom(m_reader.namespaceUri())) {
            m_reader.skipCurrentElement();
        } else if (name == u"title") {
            m_feed.title = readText().plain();
        } else if (name == u"subtitle" || name == u"tagline") {
            m_feed.subtitle = readText().plain();
        } else if (name == u"link") {
            const XmlAttributes attributes = m_reader.attributes();
            const QString rel = attributes.value("rel"_L1).trimmed().toString();
            const QUrl href =
                XmlContent::resolve(XmlContent::base(m_reader, base), attributes.value("href"_L1));
            if (rel.isEmpty() || rel == "alternate"_L1) {
                alternates.append(href);
                if (htmlAlternate.isEmpty() && attributes.value("type"_L1).contains(u"html"))
                    htmlAlternate = href;
            } else if (rel == "self"_L1 && m_feed.self.isEmpty()) {
                m_feed.self = href;
            }
            m_reader.skipCurrentElement();
        } else if (name == u"updated" || name == u"modified") {
            m_feed.updated = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (name == u"author") {
            const ParsedPerson person = readPerson(base);
            if (!m_feed.authors.contains(person))
                m_feed.authors.append(person);
        } else if (name == u"icon") {
            m_feed.icon = XmlContent::resolve(base, XmlContent::readText(m_reader));
        } else if (name == u"logo") {
            m_feed.logo = XmlContent::resolve(base, XmlContent::readText(m_reader));
        } else if (name == u"entry") {
            if (m_feed.link.isEmpty())
                m_feed.link = !htmlAlternate.isEmpty() ? htmlAlternate : alternates.value(0);
            readEntry(base.isEmpty() ? m_feed.link : base);
        } else {
            m_reader.skipCurrentElement();
        }
    }
    if (m_feed.link.isEmpty())
        m_feed.link = !htmlAlternate.isEmpty() ? htmlAlternate : alternates.value(0);
}

void AtomReader::readEntry(const QUrl &parentBase)
{
    const QUrl base = XmlContent::base(m_reader, parentBase);
    ParsedEntry entry;
    entry.language = m_reader.attributes().value(Ns::Xml, "lang"_L1).trimmed().toString();
    QUrl htmlAlternate;
    QUrl anyAlternate;
    QUrl contentSource; // content src: the entry's text is out of line, at this address
    QDateTime created;  // Atom 0.3
    while (m_reader.readNextStartElement()) {
        const QStringView name = m_reader.name();
        const QStringView ns = m_reader.namespaceUri();
        if (Ns::isMediaRss(ns)) {
            MediaRss::read(m_reader, base, &entry.enclosures);
        } else if (!isAtom(ns)) {
            m_reader.skipCurrentElement();
        } else if (name == u"id") {
            entry.id = XmlContent::readText(m_reader).trimmed();
        } else if (name == u"title") {
            entry.title = readText().plain();
        } else if (name == u"link") {
            const XmlAttributes attributes = m_reader.attributes();
            const QString rel = attributes.value("rel"_L1).trimmed().toString();
            const QUrl href =
                XmlContent::resolve(XmlContent::base(m_reader, base), attributes.value("href"_L1));
            if (rel.isEmpty() || rel == "alternate"_L1) {
                if (anyAlternate.isEmpty())
                    anyAlternate = href;
                if (htmlAlternate.isEmpty() && attributes.value("type"_L1).contains(u"html"))
                    htmlAlternate = href;
            } else if (rel == "enclosure"_L1) {
                MediaRss::add(&entry.enclosures,
                              ParsedEnclosure{href,
                                              attributes.value("type"_L1).trimmed().toString(),
                                              toLength(attributes.value("length"_L1))});
            }
            m_reader.skipCurrentElement();
        } else if (name == u"published" || name == u"issued") {
            entry.published = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (name == u"created") {
            created = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (name == u"updated" || name == u"modified") {
            entry.updated = XmlContent::readDate(m_reader, &m_feed.problems);
        } else if (name == u"author") {
            const ParsedPerson person = readPerson(base);
            if (!entry.authors.contains(person))
                entry.authors.append(person);
        } else if (name == u"summary") {
            entry.summary = readText(base).html();
        } else if (name == u"content") {
            if (const QStringView src = m_reader.attributes().value("src"_L1); !src.isEmpty())
                contentSource = XmlContent::resolve(XmlContent::base(m_reader, base), src);
            entry.content = readText(base).html();
        } else if (name == u"category") {
            const XmlAttributes attributes = m_reader.attributes();
            QString term = attributes.value("term"_L1).toString().simplified();
            if (term.isEmpty())
                term = attributes.value("label"_L1).toString().simplified();
            m_reader.skipCurrentElement();
            if (!term.isEmpty() && !entry.categories.contains(term))
                entry.categories.append(term);
        } else {
            m_reader.skipCurrentElement(); // contributor, rights, source, ...
        }
    }
    if (m_reader.hasError())
        return; // an incomplete entry is not kept
    if (!entry.published.isValid())
        entry.published = created;
    entry.link = !htmlAlternate.isEmpty() ? htmlAlternate : anyAlternate;
    // Without an alternate link, the out-of-line content is the page to open and to capture.
    if (entry.link.isEmpty())
        entry.link = contentSource;
    EntryIdentity::assign(entry);
    m_feed.entries.append(entry);
    if (m_batches && !m_batches->offer(m_feed))
        m_reader.raiseError(u"the entries read could not be taken"_s);
}

} // namespace

void AtomParser::parse(XmlTokenStream &reader, const QUrl &documentUrl, ParsedFeed &feed,
                       EntryBatches *batches)
{
    AtomReader(reader, feed, batches).readFeed(documentUrl);
}

} // namespace Lectern
