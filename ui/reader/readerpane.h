// The reader's place in the window: a blank pane until the window's first paint, then the
// ReaderView, whose browser engine starts at that moment. A QWebEngineView shown without a page
// starts an engine of its own, which would hold the window's first paint for a few hundred
// milliseconds.
#pragma once

#include <QStackedWidget>

namespace Lectern {

class ReaderView;

class ReaderPane : public QStackedWidget
{
    Q_OBJECT
public:
    explicit ReaderPane(ReaderView *reader, QWidget *parent = nullptr);

    bool isShowingReader() const;

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ReaderView *m_reader;
};

} // namespace Lectern
