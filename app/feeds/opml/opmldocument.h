// Subscription lists as OPML describes them: feeds, and groups (shelves) holding feeds.
#pragma once

#include "feeds/pagefeed/pagerule.h"
#include "feeds/parsedfeed.h"

#include <QList>
#include <QString>
#include <QUrl>

namespace Lectern {

// One <outline>: a feed when it has an xmlUrl, otherwise a group of the outlines it holds.
struct OpmlOutline
{
    QString title;
    QUrl xmlUrl;
    QUrl htmlUrl;
    QString type;      // lower case; "rss" for feeds that named none; "html" for a page feed
    PageRule pageRule; // a page feed's rule (pageItem, pageTitle, ... attributes)
    QList<OpmlOutline> children;
    bool isFeed() const { return !xmlUrl.isEmpty(); }
    friend bool operator==(const OpmlOutline &a, const OpmlOutline &b);
};

struct OpmlDocument
{
    QString title;
    QList<OpmlOutline> outlines;
    QList<ParseProblem> problems; // what the reader worked around or left out
    friend bool operator==(const OpmlDocument &a, const OpmlDocument &b);
};

struct OpmlParseResult
{
    bool ok = false;
    OpmlDocument document; // valid when ok
    QString error;         // when not ok: what the data is instead of OPML
};

} // namespace Lectern
