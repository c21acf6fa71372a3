// A read-later service's pages into the library's saved pages, in one go: each page an
// article (its time saved, title and tags kept), archived ones read, starred ones starred, a
// folder of the user's own a shelf; pages already saved are left as they are. Their capture is
// queued by the saved pages' policy (`lectern capture --pending`, or the window, takes them).
#pragma once

#include "feeds/readlater/readlaterexport.h"

#include <QSqlDatabase>

namespace Lectern {

class ReadLaterImport
{
public:
    struct Result
    {
        bool ok = false;
        int added = 0;
        int known = 0; // saved already: left as they were
        int shelvesAdded = 0;
        QString error;
    };
    static Result store(QSqlDatabase db, const QList<ReadLaterItem> &items);
};

} // namespace Lectern
