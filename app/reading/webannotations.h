// Highlights as W3C Web Annotations (the model Lectern anchors by): one AnnotationCollection in
// JSON-LD, each highlight an Annotation whose target is the article's address with a
// TextQuoteSelector (the quote, with what comes before and after it) and a TextPositionSelector
// (its place in the text), its note a TextualBody in Markdown, its colour a tag.
#pragma once

#include "reading/highlightedarticles.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace Lectern {

class WebAnnotations
{
public:
    // label: the collection's name ("Highlights", or a shelf's).
    static QByteArray write(const QString &label, const QList<HighlightedArticle> &articles);
};

} // namespace Lectern
