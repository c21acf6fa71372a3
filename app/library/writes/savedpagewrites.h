// The writer's saved pages area: pages saved on their own stored in one commit, put on a
// shelf, and their capture queued (a page read), waiting to be tried again (one that could not
// be fetched) or not tried (a PDF, an image).
#pragma once

#include "feeds/parsedfeed.h"
#include "library/exchange/readlaterimport.h"

#include <QFuture>
#include <QList>
#include <QString>

namespace Lectern {

class LibraryWriter;

class SavedPageWrites
{
public:
    explicit SavedPageWrites(LibraryWriter *writer);

    struct Page
    {
        ParsedEntry entry;
        QString problem;    // empty: a page read, to capture now
        bool retry = false; // with a problem: tried again later (else never captured)
    };
    // The article of each page, in order; empty on an error (nothing stored then).
    QFuture<QList<qint64>> store(const QList<Page> &pages, const QString &shelfPath);
    // A read-later service's pages (ReadLaterImport), in one commit.
    QFuture<ReadLaterImport::Result> import(const QList<ReadLaterItem> &items);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
