// A site without a feed, followed through its index page: the repeated blocks of the page that
// each link to a page of the same site (cards, list items, table rows) become the entries of a
// ParsedFeed, with their title, link, date, summary, image and tags; the heading of the section a
// block sits in becomes one of its tags. Navigation, headers, footers, sidebars, tag clouds and
// pagination are not entries. No I/O: the caller fetches.
#pragma once

#include "feeds/pagefeed/pagerule.h"
#include "feeds/parsedfeed.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QUrl>

namespace Lectern {

class PageFeedReader
{
public:
    // The page's items, newest layout order kept (the page's order); format Page. With no
    // repeated items, no entries and a problem that says so.
    // With a rule, its item selector decides what the items are and its other selectors which
    // parts they take; what the rule leaves out is found as without one.
    static ParsedFeed read(const QByteArray &html, const QUrl &pageUrl,
                           const QString &contentType = {}, const PageRule &rule = {});
    // The page's lists, the one read() takes first and then the others, best first, up to
    // count: each with its items, its listSelector, and a description of what it is. When
    // nothing repeats, one list without items and with the problem that says so.
    static QList<ParsedFeed> readLists(const QByteArray &html, const QUrl &pageUrl,
                                       const QString &contentType, int count);
    // A date as index pages write them: ISO (2025-03-02, 2025/3/2, 2025.03.02), English
    // ("March 2, 2025", "2 Mar 2025", "Mar 2025"), Chinese (2025年3月2日), found anywhere in
    // text; null when there is none. Dates without a time are noon UTC, so that no time zone
    // moves them to another day.
    static QDateTime findDate(const QString &text);

    Q_DECLARE_TR_FUNCTIONS(Lectern::PageFeedReader)
};

} // namespace Lectern
