// Offered when an address leads to no feed but its page lists items: the items Lectern found
// (title, date, tags, link), to follow the page as a feed or not.
#pragma once

#include "feeds/parsedfeed.h"

#include <QDialog>
#include <QUrl>

namespace Lectern {

class PageFeedDialog : public QDialog
{
    Q_OBJECT
public:
    PageFeedDialog(const QUrl &pageUrl, const ParsedFeed &items, QWidget *parent = nullptr);
};

} // namespace Lectern
