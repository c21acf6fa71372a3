// The reader's place in the window: a blank pane until the window's first paint, then the
// ReaderView, whose browser engine starts at that moment. A QWebEngineView shown without a page
// starts an engine of its own, which would hold the window's first paint for a few hundred
// milliseconds. A paper's PDF takes the reader's place while it is read (PaperView).
#pragma once

#include <QStackedWidget>

namespace Lectern {

class PaperView;
class ReaderView;

class ReaderPane : public QStackedWidget
{
    Q_OBJECT
public:
    ReaderPane(ReaderView *reader, PaperView *paper, QWidget *parent = nullptr);

    bool isShowingPaper() const;
    void showPaper();
    // The reader again (once its engine started; until then the blank pane).
    void showReader();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ReaderView *m_reader;
    PaperView *m_paper;
    bool m_readerStarted = false;
};

} // namespace Lectern
