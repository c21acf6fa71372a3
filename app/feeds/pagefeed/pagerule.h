// A user's rule for a page feed, as FreshRSS and RSS-Bridge users write them: CSS selectors for
// the items and, inside each, their parts; what a rule leaves out is found as without one. An
// optional URL pattern keeps only items whose link it matches.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

namespace Lectern {

struct PageRule
{
    QString item;       // the blocks that are items; empty: no rule, items are found
    QString title;      // inside an item
    QString link;       // an <a> (its href), or an element holding one
    QString date;       // its datetime or title attribute, else its text
    QString dateFormat; // Qt's date format for date's text (e.g. "yyyy.MM.dd"); empty: liberal
    QString summary;
    QString tags;       // every match is a tag
    QString urlPattern; // a regular expression the item's link must match

    bool isEmpty() const { return item.isEmpty(); }
    // Empty when every selector and the pattern can be used; else what is wrong.
    QString problem() const;
    // Stored with the feed as compact JSON; an empty rule is an empty string.
    QString toJson() const;
    static PageRule fromJson(const QString &json);
    // Its parts by name (item, title, link, date, dateFormat, summary, tags, urlPattern), for
    // OPML attributes; empty ones left out.
    QList<std::pair<QString, QString>> fields() const;
    void setField(const QString &name, const QString &value);

    friend bool operator==(const PageRule &, const PageRule &) = default;

    Q_DECLARE_TR_FUNCTIONS(Lectern::PageRule)
};

} // namespace Lectern
