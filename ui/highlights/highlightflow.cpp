#include "ui/highlights/highlightflow.h"

#include "library/database/records.h"
#include "models/librarycommands.h"
#include "models/libraryqueries.h"
#include "models/librarysession.h"
#include "ui/highlights/highlightnotedialog.h"
#include "ui/reader/readerhighlights.h"
#include "ui/reader/readerview.h"

#include <QFuture>
#include <QPointer>

using namespace Qt::StringLiterals;

namespace Lectern {

HighlightFlow::HighlightFlow(LibrarySession *session, ReaderView *reader, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_reader(reader)
    , m_highlights(new ReaderHighlights(reader))
    , m_window(window)
{
    connect(reader, &ReaderView::articleReady, this, &HighlightFlow::repaint);
    // Queued: a request arrives inside the engine's navigation callback, where a dialog's own
    // event loop must not run.
    connect(reader, &ReaderView::highlightRequested, this, &HighlightFlow::handle,
            Qt::QueuedConnection);
}

void HighlightFlow::repaint()
{
    const qint64 articleId = m_reader->currentArticleId();
    if (articleId <= 0)
        return;
    const auto labels = [](int missing) {
        ReaderHighlights::Labels words;
        for (const QString &color : HighlightRecord::colors())
            words.colors.append({color, HighlightNoteDialog::colorLabel(color)});
        words.note = tr("Note…");
        words.remove = tr("Remove");
        words.missing =
            tr("%n highlight(s) not found in this version of the article:", nullptr, missing);
        return words;
    };
    m_highlights->paint(articleId, m_session->queries().highlights(articleId), labels,
                        [this, articleId](std::optional<int> count) {
                            if (count)
                                Q_EMIT painted(articleId, *count);
                        });
}

void HighlightFlow::highlightSelection(bool fromBar, const QString &color, bool withNote)
{
    if (!m_session->commands()->canWrite())
        return;
    if (m_reader->currentArticleId() <= 0) {
        Q_EMIT message(tr("Open an article and select a passage to highlight it"));
        return;
    }
    const QString chosen =
        HighlightRecord::isColor(color) ? color : HighlightRecord::colors().first();
    m_highlights->readSelection(
        fromBar, [this, guard = QPointer<HighlightFlow>(this), chosen,
                  withNote](std::optional<ReaderHighlights::Selection> selection) {
            if (!guard)
                return;
            if (!selection) {
                Q_EMIT message(tr("Select a passage of the article to highlight it"));
                return;
            }
            HighlightRecord highlight;
            highlight.articleId = selection->articleId;
            highlight.selector = selection->selector;
            highlight.color = chosen;
            m_session->commands()->addHighlight(highlight).then(this, [this, withNote](qint64 id) {
                if (id <= 0) {
                    Q_EMIT message(tr("The highlight could not be saved"));
                    return;
                }
                repaint();
                if (withNote)
                    editNote(id);
            });
        });
}

std::optional<HighlightRecord> HighlightFlow::shownHighlight(qint64 highlightId) const
{
    const auto highlight = m_session->queries().highlight(highlightId);
    if (!highlight || highlight->articleId != m_reader->currentArticleId())
        return std::nullopt;
    return highlight;
}

void HighlightFlow::editNote(qint64 highlightId)
{
    const auto highlight = shownHighlight(highlightId);
    if (!highlight)
        return;
    HighlightNoteDialog dialog(highlight->selector.quote, highlight->note, highlight->color, true,
                               m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    LibraryCommands &commands = *m_session->commands();
    if (dialog.removeAsked()) {
        commands.removeHighlight(highlightId).then(this, [this](bool) { repaint(); });
        return;
    }
    QList<QFuture<bool>> writes;
    if (dialog.note() != highlight->note.trimmed())
        writes.append(commands.setHighlightNote(highlightId, dialog.note()));
    if (dialog.color() != highlight->color)
        writes.append(commands.setHighlightColor(highlightId, dialog.color()));
    if (!writes.isEmpty())
        writes.last().then(this, [this](bool) { repaint(); });
}

void HighlightFlow::handle(const HighlightRequest &request)
{
    if (request.highlightId == 0) {
        highlightSelection(true, request.color, request.note);
        return;
    }
    // The page names a highlight: it must be one of the article it shows.
    if (!shownHighlight(request.highlightId))
        return;
    LibraryCommands &commands = *m_session->commands();
    if (request.remove) {
        commands.removeHighlight(request.highlightId).then(this, [this](bool) { repaint(); });
        return;
    }
    if (request.note) {
        editNote(request.highlightId);
        return;
    }
    if (HighlightRecord::isColor(request.color))
        commands.setHighlightColor(request.highlightId, request.color).then(this, [this](bool) {
            repaint();
        });
}

} // namespace Lectern
