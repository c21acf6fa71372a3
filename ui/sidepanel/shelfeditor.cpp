#include "ui/sidepanel/shelfeditor.h"

#include "models/feedtreemodel.h"
#include "models/librarysession.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QStatusBar>

namespace Lectern {

ShelfEditor::ShelfEditor(QWidget *window, QStatusBar *status, LibrarySession *session)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_session(session)
    , m_tree(session->feedModel())
{
    connect(m_tree, &FeedTreeModel::shelfRenamed, this, &ShelfEditor::rename);
    // Feeds dragged onto a shelf move there; articles are put on it besides their feed's.
    connect(m_tree, &FeedTreeModel::feedsDropped, this,
            [this](const QList<qint64> &feedIds, qint64 shelfId) {
                for (qint64 id : feedIds)
                    m_session->commands()->moveFeedToShelf(id, shelfId);
            });
    // A page's address dropped from a browser is saved, on the shelf it was dropped on.
    connect(m_tree, &FeedTreeModel::pagesDropped, this,
            [this](const QList<QUrl> &urls, qint64 shelfId) {
                m_session->commands()->savePages(
                    urls, shelfId > 0 ? m_session->queries().shelfPath(shelfId) : QString());
            });
    connect(m_tree, &FeedTreeModel::articlesDropped, this,
            [this](const QList<qint64> &articleIds, qint64 shelfId) {
                const QString shelf = m_tree->indexForShelf(shelfId).data().toString();
                m_session->commands()
                    ->putArticlesOnShelf(articleIds, shelfId)
                    .then(this, [this, shelf, count = articleIds.size()](bool put) {
                        if (put)
                            m_status->showMessage(
                                tr("%n article(s) put on %1", nullptr, int(count)).arg(shelf),
                                5000);
                    });
            });
}

QString ShelfEditor::singleName(const QString &name)
{
    // A slash would read as a path: shelves are nested through the menu instead.
    return QString(name).replace(u'/', u'\u2215');
}

void ShelfEditor::askForShelf(qint64 parentShelfId)
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_window, tr("New Shelf"), tr("Name of the new shelf:"),
                              QLineEdit::Normal, QString(), &ok)
            .trimmed();
    if (ok && !name.isEmpty())
        addShelf(name, parentShelfId);
}

void ShelfEditor::addShelf(const QString &name, qint64 parentShelfId)
{
    const QString parent =
        parentShelfId > 0 ? m_session->queries().shelfPath(parentShelfId) : QString();
    m_session->commands()->addShelf(parent.isEmpty() ? singleName(name)
                                                     : parent + u'/' + singleName(name));
}

void ShelfEditor::askToRename(qint64 shelfId)
{
    bool ok = false;
    const QString name =
        QInputDialog::getText(m_window, tr("Rename Shelf"), tr("New name of the shelf:"),
                              QLineEdit::Normal, m_tree->indexForShelf(shelfId).data().toString(),
                              &ok)
            .trimmed();
    if (ok && !name.isEmpty())
        rename(shelfId, name);
}

void ShelfEditor::rename(qint64 shelfId, const QString &name)
{
    m_session->commands()->renameShelf(shelfId, singleName(name));
}

void ShelfEditor::remove(qint64 shelfId)
{
    const QString name = m_tree->indexForShelf(shelfId).data().toString();
    m_session->commands()->removeShelf(shelfId).then(this, [this, name](bool removed) {
        if (removed)
            m_status->showMessage(tr("Shelf %1 deleted; its feeds moved up a level").arg(name),
                                  8000);
    });
}

} // namespace Lectern
