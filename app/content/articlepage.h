// What the reader shows of one article, as the renderer needs it.
#pragma once

#include <QDateTime>
#include <QString>
#include <QUrl>

namespace Lectern {

struct ArticlePage
{
    QString title;
    QString feedTitle;
    QString authors;
    QDateTime published;
    QUrl link;    // the original on the web
    QUrl baseUrl; // resolves relative URLs in html
    QString html; // untrusted: feed or captured HTML
};

} // namespace Lectern
