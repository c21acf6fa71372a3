// What a web page says about itself, for a page saved on its own (`lectern save`): its title,
// authors, date, language, lead image, description and canonical address, read from JSON-LD,
// OpenGraph and other <meta> tags, <time> and <title>, in that order of trust. No I/O.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct PageMetadata
{
    QString title;
    QStringList authors;
    QDateTime published;
    QString language;
    QUrl image;
    QString description;
    QString siteName;
    QUrl canonical;
    // A paper's abstract page says these in citation_* tags (as arXiv and journals write them).
    struct Citation
    {
        QUrl pdfUrl; // citation_pdf_url: the paper itself
        QString doi;
        QString arxivId;
        QString abstract;
        QString venue;     // the journal or conference
        QString published; // YYYY, YYYY-MM or YYYY-MM-DD, as the page gives it
        QStringList authors;
        QString title;
    };
    Citation citation;

    // The page's own account of itself; pageUrl resolves relative addresses.
    static PageMetadata read(const QByteArray &html, const QUrl &pageUrl,
                             const QString &contentType = {});
};

} // namespace Lectern
