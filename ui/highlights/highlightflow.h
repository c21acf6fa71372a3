// Highlights in the window: the text selected in the reader highlighted (the bar by the
// selection, H, Shift+H for one with a note), a highlight's colour and note changed or it
// removed (the bar by a highlight, the note dialog), and the article's highlights painted each
// time it opens or they change. What the page asks is checked here: a highlight it names must
// be one of the article shown, a colour one of HighlightRecord::colors().
#pragma once

#include "ui/reader/highlightrequest.h"

#include <QObject>

class QWidget;

namespace Lectern {

class LibrarySession;
class ReaderHighlights;
class ReaderView;
struct HighlightRecord;

class HighlightFlow : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent.
    HighlightFlow(LibrarySession *session, ReaderView *reader, QWidget *window);

    // Highlights the selection in the reader (fromBar: the one the bar was shown for); with
    // withNote, then opens its note.
    void highlightSelection(bool fromBar, const QString &color, bool withNote);
    // The note dialog of a stored highlight.
    void editNote(qint64 highlightId);
    void handle(const HighlightRequest &request);
    // Paints the highlights of the article shown again.
    void repaint();

Q_SIGNALS:
    // For the status bar.
    void message(const QString &text);
    // The article's highlights were painted (how many); for tests and tools.
    void painted(qint64 articleId, int count);

private:
    // The stored highlight when it belongs to the article shown.
    std::optional<HighlightRecord> shownHighlight(qint64 highlightId) const;

    LibrarySession *m_session;
    ReaderView *m_reader;
    ReaderHighlights *m_highlights;
    QWidget *m_window;
};

} // namespace Lectern
