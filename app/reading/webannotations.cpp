#include "reading/webannotations.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString isoTime(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODate);
}

QJsonObject annotationOf(const HighlightedArticle &article, const HighlightRecord &highlight)
{
    const HighlightSelector &selector = highlight.selector;
    QJsonObject quote{{u"type"_s, u"TextQuoteSelector"_s}, {u"exact"_s, selector.quote}};
    if (!selector.prefix.isEmpty())
        quote.insert(u"prefix"_s, selector.prefix);
    if (!selector.suffix.isEmpty())
        quote.insert(u"suffix"_s, selector.suffix);
    const QJsonObject position{{u"type"_s, u"TextPositionSelector"_s},
                               {u"start"_s, selector.start},
                               {u"end"_s, selector.end}};
    QJsonObject target{{u"selector"_s, QJsonArray{quote, position}}};
    // The article's address when it has one; else Lectern's own name for it.
    target.insert(u"source"_s, article.link.isValid() ? article.link.toString(QUrl::FullyEncoded)
                                                      : u"lectern://article/%1"_s.arg(article.id));
    QJsonArray body{QJsonObject{{u"type"_s, u"TextualBody"_s},
                                {u"purpose"_s, u"tagging"_s},
                                {u"value"_s, highlight.color}}};
    if (!highlight.note.trimmed().isEmpty())
        body.prepend(QJsonObject{{u"type"_s, u"TextualBody"_s},
                                 {u"purpose"_s, u"commenting"_s},
                                 {u"format"_s, u"text/markdown"_s},
                                 {u"value"_s, highlight.note.trimmed()}});
    QJsonObject annotation{
        {u"id"_s, u"urn:lectern:highlight:%1"_s.arg(highlight.id)},
        {u"type"_s, u"Annotation"_s},
        {u"motivation"_s, u"highlighting"_s},
        {u"created"_s, isoTime(highlight.created)},
        {u"body"_s, body},
        {u"target"_s, target},
    };
    if (highlight.updated.isValid())
        annotation.insert(u"modified"_s, isoTime(highlight.updated));
    return annotation;
}

} // namespace

QByteArray WebAnnotations::write(const QString &label, const QList<HighlightedArticle> &articles)
{
    QJsonArray items;
    for (const HighlightedArticle &article : articles) {
        for (const HighlightRecord &highlight : article.highlights)
            items.append(annotationOf(article, highlight));
    }
    const QJsonObject collection{
        {u"@context"_s, u"http://www.w3.org/ns/anno.jsonld"_s},
        {u"type"_s, u"AnnotationCollection"_s},
        {u"label"_s, label},
        {u"total"_s, items.size()},
        {u"first"_s, QJsonObject{{u"type"_s, u"AnnotationPage"_s}, {u"items"_s, items}}},
    };
    return QJsonDocument(collection).toJson(QJsonDocument::Indented);
}

} // namespace Lectern
