#include "capture/svgsanitizer.h"

#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString svgNamespace = u"http://www.w3.org/2000/svg"_s;
const QString xlinkNamespace = u"http://www.w3.org/1999/xlink"_s;

bool isDroppedElement(const QString &name)
{
    static const QStringList dropped = {
        u"script"_s,           u"foreignObject"_s, u"animate"_s, u"set"_s,   u"animateMotion"_s,
        u"animateTransform"_s, u"handler"_s,       u"iframe"_s,  u"audio"_s, u"video"_s};
    return dropped.contains(name, Qt::CaseInsensitive);
}

// A reference stays inside the file: a fragment, or an inline raster image.
bool isLocalReference(const QString &value)
{
    static const QRegularExpression inlineImage(
        u"^data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\\s]*$"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QString trimmed = value.trimmed();
    return trimmed.startsWith(u'#') || inlineImage.match(trimmed).hasMatch();
}

// CSS in attributes and <style>: url() only to fragments, and no @import.
bool isLocalCss(const QString &css)
{
    static const QRegularExpression url(u"url\\s*\\(\\s*['\"]?\\s*([^'\")\\s]*)"_s,
                                        QRegularExpression::CaseInsensitiveOption);
    if (css.contains(u"@import"_s, Qt::CaseInsensitive) ||
        css.contains(u"expression("_s, Qt::CaseInsensitive))
        return false;
    for (auto it = url.globalMatch(css); it.hasNext();) {
        if (!it.next().captured(1).startsWith(u'#'))
            return false;
    }
    return true;
}

} // namespace

std::optional<QByteArray> SvgSanitizer::sanitize(const QByteArray &svg, QString *error)
{
    QXmlStreamReader reader(svg);
    QByteArray out;
    QXmlStreamWriter writer(&out);
    writer.writeStartDocument();
    int skipDepth = 0; // inside a dropped element
    bool sawRoot = false;
    QString styleText;
    bool inStyle = false;
    while (!reader.atEnd()) {
        reader.readNext();
        switch (reader.tokenType()) {
        case QXmlStreamReader::DTD:
            // Entities declared in a DTD are the way to billion-laughs and external files.
            *error = u"an SVG image with a DTD is not kept"_s;
            return std::nullopt;
        case QXmlStreamReader::StartElement: {
            const QString name = reader.name().toString();
            if (skipDepth > 0 || reader.namespaceUri() != svgNamespace || isDroppedElement(name)) {
                ++skipDepth;
                break;
            }
            if (!sawRoot && name != u"svg"_s) {
                *error = u"the image is XML but not SVG"_s;
                return std::nullopt;
            }
            if (!sawRoot) {
                // Declared before the root, the namespaces apply to it and everything inside.
                writer.writeDefaultNamespace(svgNamespace);
                writer.writeNamespace(xlinkNamespace, u"xlink"_s);
            }
            sawRoot = true;
            writer.writeStartElement(svgNamespace, name);
            for (const QXmlStreamAttribute &attribute : reader.attributes()) {
                const QString attributeName = attribute.name().toString();
                const QString value = attribute.value().toString();
                if (attributeName.startsWith(u"on"_s, Qt::CaseInsensitive))
                    continue;
                if (attributeName == u"href"_s) {
                    if (!isLocalReference(value))
                        continue;
                    if (attribute.namespaceUri() == xlinkNamespace)
                        writer.writeAttribute(xlinkNamespace, u"href"_s, value);
                    else
                        writer.writeAttribute(u"href"_s, value);
                    continue;
                }
                if (!attribute.namespaceUri().isEmpty())
                    continue; // xml:space and the like are not needed to draw
                if (!isLocalCss(value))
                    continue;
                writer.writeAttribute(attributeName, value);
            }
            inStyle = name == u"style"_s;
            styleText.clear();
            break;
        }
        case QXmlStreamReader::EndElement:
            if (skipDepth > 0) {
                --skipDepth;
                break;
            }
            if (inStyle) {
                if (isLocalCss(styleText))
                    writer.writeCharacters(styleText);
                inStyle = false;
            }
            writer.writeEndElement();
            break;
        case QXmlStreamReader::Characters:
            if (skipDepth > 0)
                break;
            if (inStyle)
                styleText += reader.text();
            else
                writer.writeCharacters(reader.text().toString());
            break;
        case QXmlStreamReader::EntityReference:
            *error = u"an SVG image with entity references is not kept"_s;
            return std::nullopt;
        default:
            break; // comments, processing instructions: left out
        }
    }
    if (reader.hasError() || !sawRoot) {
        *error = reader.hasError()
                     ? u"the SVG image is not well-formed XML: %1"_s.arg(reader.errorString())
                     : u"the image is not SVG"_s;
        return std::nullopt;
    }
    writer.writeEndDocument();
    return out;
}

} // namespace Lectern
