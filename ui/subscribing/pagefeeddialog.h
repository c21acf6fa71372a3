// Offered when an address leads to no feed but its page lists items: the items Lectern found
// (title, date, tags, link), to follow the page as a feed or not; a page whose items stand
// under two or more headings may be followed one feed per section; a page with other lists can
// have one of those followed instead.
#pragma once

#include "feeds/parsedfeed.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;
class QLabel;
class QTreeWidget;

namespace Lectern {

class PageFeedDialog : public QDialog
{
    Q_OBJECT
public:
    PageFeedDialog(const QUrl &pageUrl, const ParsedFeed &items, QWidget *parent = nullptr);

    // "Follow each section as its own feed" was ticked.
    bool bySection() const;
    // The list to follow: the one offered, or another of the page's the person turned to.
    const ParsedFeed &chosen() const { return m_lists.at(m_shown); }

private:
    void showList(qsizetype index);

    QList<ParsedFeed> m_lists; // the one offered first, then the page's others
    qsizetype m_shown = 0;
    QUrl m_pageUrl;
    QLabel *m_intro = nullptr;
    QTreeWidget *m_list = nullptr;
    QCheckBox *m_bySection = nullptr;
};

} // namespace Lectern
