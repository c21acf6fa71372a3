// Highlights in the CSV that Readwise imports (Highlight, Title, Author, URL, Note, Location,
// Date), written for it and read back, and the CSV Readwise exports (Highlight, Book Title, Book
// Author, Note, Highlighted at, ...): put on the articles of the library with the same address,
// or without one the same title (HighlightImport). A cell a spreadsheet would take for a formula
// is written after an apostrophe, taken away when read.
#pragma once

#include "reading/highlightedarticles.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QUrl>
#include <optional>

namespace Lectern {

class ReadwiseCsv
{
    Q_DECLARE_TR_FUNCTIONS(ReadwiseCsv)
public:
    struct Row
    {
        QString highlight;
        QString title;
        QString author;
        QUrl url;
        QString note;
        QString location;
        QDateTime date;
        int line = 0; // where it starts in the file, for what is said of it
    };

    static QByteArray write(const QList<HighlightedArticle> &articles);
    // A file whose first row names at least Highlight and URL or Book Title (any order, case).
    static bool looksLikeOne(const QByteArray &head);
    // The rows of such a file; nullopt with error when it is none.
    static std::optional<QList<Row>> read(const QByteArray &csv, QString *error);
};

} // namespace Lectern
