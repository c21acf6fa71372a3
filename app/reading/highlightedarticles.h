// The highlights of the library (or a shelf) gathered by article, with what note apps file an
// article under: its title, authors, link, date, feed and tags. For the exports of highlights.
#pragma once

#include "library/database/records.h"

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct HighlightedArticle
{
    qint64 id = 0;
    QString title;
    QString authors;
    QUrl link;
    QDateTime published;
    QString feedTitle;
    QStringList tags;
    QList<HighlightRecord> highlights; // in the order of its text
};

class HighlightedArticles
{
public:
    // Every article with highlights (on shelfId, when not 0), the one highlighted last first.
    static QList<HighlightedArticle> of(QSqlDatabase db, qint64 shelfId = 0);
};

} // namespace Lectern
