// Offered when an address leads to no feed but its page lists items: the items Lectern found
// (title, date, tags, link), to follow the page as a feed or not; a page whose items stand
// under two or more headings may be followed one feed per section.
#pragma once

#include "feeds/parsedfeed.h"

#include <QDialog>
#include <QUrl>

class QCheckBox;

namespace Lectern {

class PageFeedDialog : public QDialog
{
    Q_OBJECT
public:
    PageFeedDialog(const QUrl &pageUrl, const ParsedFeed &items, QWidget *parent = nullptr);

    // "Follow each section as its own feed" was ticked.
    bool bySection() const;

private:
    QCheckBox *m_bySection = nullptr;
};

} // namespace Lectern
