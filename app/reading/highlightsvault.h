// Highlights into a folder of Markdown notes, the way Obsidian and Logseq keep them: one file
// per article, its front matter (title, author, link, date, feed, tags, its Lectern id), then
// its highlights as quotes with their colours and notes. Written again, each file is updated in
// place: what Lectern wrote above the marked line is written anew (so a highlight is there once,
// however many times it is exported, and a new one joins it), and what the person wrote below
// that line is kept as it is; a note whose marked line the person took out is theirs, left
// alone. A file is found again by the id in its front matter, so the person may rename it.
#pragma once

#include "reading/highlightedarticles.h"

#include <QCoreApplication>
#include <QString>

namespace Lectern {

class HighlightsVault
{
    Q_DECLARE_TR_FUNCTIONS(HighlightsVault)
public:
    // The line between Lectern's part of a note and the person's.
    static const QString &marker();

    struct Result
    {
        int created = 0;
        int updated = 0;
        int unchanged = 0;
        QString error; // empty: every article written
        bool ok() const { return error.isEmpty(); }
    };
    static Result write(const QString &folder, const QList<HighlightedArticle> &articles);

    // Lectern's part of an article's note, down to the marker line.
    static QString note(const HighlightedArticle &article);
    // The file name a new note gets ("Title.md"), free of the characters note apps refuse.
    static QString fileNameFor(const HighlightedArticle &article);
    // The Lectern id a note's front matter names, 0 when it names none.
    static qint64 idOf(const QString &note);
};

} // namespace Lectern
