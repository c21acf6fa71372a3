// Reads OPML 1.0 and 2.0 subscription lists, as liberally as the feed parser reads feeds.
#pragma once

#include "feeds/opml/opmldocument.h"
#include <QCoreApplication>

#include <QByteArray>

namespace Lectern {

class OpmlReader
{
public:
    // Outlines nested deeper than this are lifted into the group at this depth.
    static constexpr int MaxDepth = 32;
    // The same cap as a feed's: a subscription list of tens of thousands of feeds is a few MB.
    static constexpr qint64 MaxBytes = 32 * 1024 * 1024;

    static OpmlParseResult parse(const QByteArray &data);

    // Messages for the user, in the UI's language.
    Q_DECLARE_TR_FUNCTIONS(Lectern::OpmlReader)
};

} // namespace Lectern
