// Reads one block of an index page (a card, a list item, a table row) as an entry: its link,
// title, date, summary, image and tags; and the blocks a user's rule names. No I/O.
#pragma once

#include "feeds/pagefeed/pageblocks.h"
#include "feeds/pagefeed/pagerule.h"

#include <QDateTime>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <utility>

namespace Lectern {

struct PageItem
{
    PageBlocks::Node node = nullptr;
    QUrl link;
    QString title;
    QString summary;
    QDateTime date;
    QStringList tags;
    QUrl image;
};

class PageItemReader
{
public:
    using Node = PageBlocks::Node;
    static constexpr qsizetype MaxSummary = 600; // a card's summary is a line or two
    static constexpr qsizetype MaxTag = 40;
    static constexpr double MinTitle = 6.0; // menus and tag clouds: a word or two per link

    // base: the page's <base> (else its address); page: the page's address.
    PageItemReader(const QUrl &base, const QUrl &page);
    // The block as an entry; one without a link or a title is none (an invalid link).
    PageItem read(Node node) const;
    // The items a user's rule names (see PageRule), in document order; problem says why
    // there are none.
    QList<PageItem> readByRule(Node root, const PageRule &rule, QString *problem) const;

private:
    static const QRegularExpression &titleClass();
    static const QRegularExpression &tagClass();
    // Whether some element of the block has two or more block children of one shape (list
    // items, rows, divisions) that each link to another page of the site with a title's worth
    // of words; a row of links ("[BibTeX] [Slides]") is no list of entries.
    bool holdsAListOfEntries(Node node) const;
    // The first link of a block to another page of the site that reads like a title.
    QUrl titledLink(Node block) const;
    // Of a block's links (none in a heading): the one named as its title; else of the page it
    // links most often (a card's picture, title and "read more" against one link in its
    // excerpt), else of all, the one with the most words.
    static std::pair<Node, QUrl> mainLinkOf(const QList<std::pair<Node, QUrl>> &links, Node block);
    // The anchor, or an element around it inside the block, is named as a title.
    static bool namedAsTitle(Node anchor, Node block);
    static bool contains(Node outer, Node inner);
    static QString textOfClass(Node node, const QRegularExpression &pattern);
    // The block's line or two of description: a part named like one, else its first paragraph
    // that is not the title.
    static QString summaryOf(Node node, const QString &title);
    static QDateTime dateOf(Node node, const QList<Node> &times, const QString &title);
    static void addTag(QStringList &tags, QString text, const QString &title);

    QUrl m_base;
    QUrl m_page;
};

} // namespace Lectern
