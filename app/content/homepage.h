// What the home page shows: the library's shelves (and feeds on no shelf) as cards, each with
// its counts and newest articles. Filled by the window's session, rendered by
// ArticlePageRenderer::renderHome.
#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

namespace Lectern {

struct HomeArticle
{
    qint64 id = 0;
    QString title;
    QString feedTitle;
    QDateTime published; // invalid when the feed gave no date
    bool read = false;
};

struct HomeCard
{
    enum class Kind { Shelf, Feed };
    Kind kind = Kind::Shelf;
    qint64 id = 0; // the shelf's or the feed's
    QString name;
    int feeds = 0; // a shelf's feeds, nested shelves included
    int unread = 0;
    int total = 0;
    QList<HomeArticle> newest;
};

} // namespace Lectern
