#include "feeds/readers/mediarss.h"
#include "feeds/text/textchars.h"

#include "feeds/xml/feednamespaces.h"
#include "feeds/xml/xmlcontent.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Thumbnails are images without a declared type: name it from the file extension if it is a
// common one, else as an image of unknown kind.
QString imageType(const QString &path)
{
    const QString lower = path.toLower();
    if (lower.endsWith(".jpg"_L1) || lower.endsWith(".jpeg"_L1))
        return u"image/jpeg"_s;
    if (lower.endsWith(".png"_L1))
        return u"image/png"_s;
    if (lower.endsWith(".gif"_L1))
        return u"image/gif"_s;
    if (lower.endsWith(".webp"_L1))
        return u"image/webp"_s;
    if (lower.endsWith(".svg"_L1))
        return u"image/svg+xml"_s;
    return u"image/*"_s;
}

} // namespace

void MediaRss::add(QList<ParsedEnclosure> *enclosures, const ParsedEnclosure &enclosure)
{
    if (enclosure.url.isEmpty())
        return;
    for (const ParsedEnclosure &existing : std::as_const(*enclosures)) {
        if (existing.url == enclosure.url)
            return;
    }
    enclosures->append(enclosure);
}

void MediaRss::read(XmlTokenStream &reader, const QUrl &base, QList<ParsedEnclosure> *enclosures)
{
    const QUrl here = XmlContent::base(reader, base);
    const QStringView name = reader.name();
    if (name == u"group") {
        while (reader.readNextStartElement()) {
            if (FeedNamespaces::isMediaRss(reader.namespaceUri()))
                read(reader, here, enclosures);
            else
                reader.skipCurrentElement();
        }
        return;
    }
    if (name == u"content" || name == u"thumbnail") {
        const XmlAttributes attributes = reader.attributes();
        ParsedEnclosure enclosure;
        enclosure.url = XmlContent::resolve(here, attributes.value("url"_L1));
        enclosure.type = attributes.value("type"_L1).trimmed().toString();
        if (enclosure.type.isEmpty() && name == u"thumbnail")
            enclosure.type = imageType(enclosure.url.path());
        enclosure.length = toLength(attributes.value("fileSize"_L1));
        reader.skipCurrentElement();
        add(enclosures, enclosure);
        return;
    }
    reader.skipCurrentElement();
}

} // namespace Lectern
