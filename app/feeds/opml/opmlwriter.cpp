#include "feeds/opml/opmlwriter.h"
#include "feeds/text/textchars.h"

#include <QBuffer>
#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Titles made by hand may hold characters XML cannot carry at all; they are dropped.
QString xmlSafe(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (isXmlChar(c))
            out.append(QString::fromUcs4(&c, 1));
    }
    return out;
}

QString urlText(const QUrl &url)
{
    return url.toString(QUrl::FullyEncoded);
}

void writeOutline(QXmlStreamWriter &xml, const OpmlOutline &outline)
{
    const bool hasChildren = !outline.children.isEmpty();
    if (hasChildren)
        xml.writeStartElement(u"outline"_s);
    else
        xml.writeEmptyElement(u"outline"_s);
    // OPML 2.0 requires text; readers that know only title (OPML 1.0 style) get it too.
    const QString title = xmlSafe(outline.title);
    xml.writeAttribute(u"text"_s, title);
    if (!title.isEmpty())
        xml.writeAttribute(u"title"_s, title);
    const QString type =
        outline.type.isEmpty() && outline.isFeed() ? u"rss"_s : xmlSafe(outline.type);
    if (!type.isEmpty())
        xml.writeAttribute(u"type"_s, type);
    if (outline.isFeed())
        xml.writeAttribute(u"xmlUrl"_s, urlText(outline.xmlUrl));
    if (!outline.htmlUrl.isEmpty())
        xml.writeAttribute(u"htmlUrl"_s, urlText(outline.htmlUrl));
    // A page feed's rule: pageItem="…", pageTitle="…", as other readers keep their own.
    for (const auto &[name, value] : outline.pageRule.fields())
        xml.writeAttribute(u"page"_s + name.at(0).toUpper() + name.mid(1), xmlSafe(value));
    if (hasChildren) {
        for (const OpmlOutline &child : outline.children)
            writeOutline(xml, child);
        xml.writeEndElement();
    }
}

} // namespace

QByteArray OpmlWriter::write(const OpmlDocument &doc)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QXmlStreamWriter xml(&buffer); // always UTF-8
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement(u"opml"_s);
    xml.writeAttribute(u"version"_s, u"2.0"_s);
    xml.writeStartElement(u"head"_s);
    xml.writeTextElement(u"title"_s, xmlSafe(doc.title));
    xml.writeEndElement();
    xml.writeStartElement(u"body"_s);
    for (const OpmlOutline &outline : doc.outlines)
        writeOutline(xml, outline);
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    return bytes;
}

} // namespace Lectern
