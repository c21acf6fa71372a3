// A PDF's words and what it says of itself, read with Qt PDF (PDFium, without its JavaScript):
// the text of every page, the page count, and the document's title, author, subject and date.
// Called on the thread pool, never on the window's thread: a large or hostile PDF takes time.
#pragma once

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>

namespace Lectern {

class PaperPdf
{
public:
    struct Limits
    {
        int maxPages = 5000;                      // pages whose text is read; the rest are counted
        qsizetype maxTextChars = 8 * 1024 * 1024; // the text kept for search
    };

    struct Read
    {
        QString error; // why nothing could be read; empty on success
        int pages = 0;
        QStringList pageTexts; // one per page read
        QString title;
        QStringList authors;
        QString subject;
        QDate created;
        bool ok() const { return error.isEmpty(); }
        // Every page's text, pages separated by a form feed (as pdftotext does), which the
        // search ignores and `lectern show` prints as a page break.
        QString text() const;
    };

    // True when the bytes are a PDF by their signature (a feed's type may be wrong or missing).
    static bool looksLikePdf(const QByteArray &bytes);
    static Read read(const QByteArray &bytes);
    static Read read(const QByteArray &bytes, const Limits &limits);
};

} // namespace Lectern
