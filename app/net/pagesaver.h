// Saves pages met outside a feed, for `lectern save` and the window alike: fetches each page,
// reads what it says of itself (PageMetadata), and stores them among the library's saved pages
// through the writer (on a shelf, with tags), their capture queued. A PDF, an image or a page
// that cannot be fetched is kept as a link with the reason. The caller captures what was read.
#pragma once

#include "library/writes/savedpagewrites.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

class FeedFetcher;
class LibraryWriter;

class PageSaver : public QObject
{
    Q_OBJECT
public:
    PageSaver(LibraryWriter *writer, FeedFetcher *fetcher, QObject *parent = nullptr);

    struct Saved
    {
        QUrl url;
        qint64 articleId = 0;
        QString title;
        QString problem;    // empty: the page was read, and waits for its capture
        bool retry = false; // with a problem: its capture is tried again later
    };
    // Each address must be http(s) (SavedPage::isSavable); done says how each ended.
    void save(const QList<QUrl> &urls, const QString &shelfPath, const QStringList &tags);

Q_SIGNALS:
    // In the order asked; error set (and no articles) when the library refused them.
    void done(const QList<Lectern::PageSaver::Saved> &pages, const QString &error);

private:
    void store(const QList<QUrl> &urls, const QList<SavedPageWrites::Page> &pages,
               const QString &shelfPath);

    LibraryWriter *m_writer;
    FeedFetcher *m_fetcher;
};

} // namespace Lectern
