// Linear checks on a document's bytes, made before QXmlStreamReader reads it, for the inputs that
// would make the reader's time grow faster than the input: an element with a flood of
// attributes and chains of internal entities.
#pragma once

#include "feeds/parsedfeed.h"
#include "feeds/xml/splittingdevice.h"

#include <QByteArray>
#include <QList>

namespace Lectern {

class XmlHazards
{
public:
    // No real feed element comes near this (an <img> in XHTML content has a dozen).
    static constexpr int DefaultMaxPerElement = 128;

    // QXmlStreamReader looks for a repeated attribute by comparing each new one with all before
    // it: one element with 100,000 attributes (1 MB) costs it about 20 s. Returns utf8 with the
    // attributes past the cap left out of every element that has more (shared, not copied, when
    // none has); one problem names the first such element.
    static QByteArray capAttributes(const QByteArray &utf8, QList<ParseProblem> *problems,
                                    int maxPerElement = DefaultMaxPerElement);

    // Whether the internal subset of the document type declares an entity whose text refers to
    // another declared entity. The reader walks down such a chain for each use (a 1 MB document
    // of them takes seconds); no feed or OPML file needs one, so the caller reads the repaired
    // text instead, which has no declarations.
    static bool declaresEntityChains(QByteArrayView utf8);

    // Where to put markup that changes nothing so that no text run, CDATA section or comment
    // reaches the reader longer than maxRun bytes (see SplittingDevice): never inside a
    // character or an entity reference. Empty for an ordinary feed.
    static constexpr qsizetype DefaultMaxRun = 1024 * 1024;
    static QList<XmlSplit> longRunSplits(const QByteArray &utf8, qsizetype maxRun = DefaultMaxRun);
};

} // namespace Lectern
