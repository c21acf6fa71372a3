// Papers (schema 32): an article whose capture kept a PDF, and what cites it. Written with the
// capture in CaptureStore::store's transaction; read by the reader, `lectern cite` and exports.
#pragma once

#include "library/database/records.h"

#include <QSqlDatabase>
#include <optional>

namespace Lectern {

class PaperStore
{
public:
    explicit PaperStore(QSqlDatabase db);

    // Writes (or replaces) the article's paper; false with errorString() on a database error.
    bool put(const PaperRecord &paper);
    std::optional<PaperRecord> paper(qint64 articleId) const;
    // A paper whose PDF came from this address and is still kept, so that it is not fetched
    // again; nullopt when there is none.
    std::optional<PaperRecord> byPdfUrl(const QUrl &pdfUrl) const;
    bool remove(qint64 articleId);
    // The PDF's text as captured: pages separated by form feeds (after the abstract).
    QString text(qint64 articleId) const;

    QString errorString() const { return m_error; }

private:
    QSqlDatabase m_db;
    QString m_error;
};

} // namespace Lectern
