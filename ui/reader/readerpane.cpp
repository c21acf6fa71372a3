#include "ui/reader/readerpane.h"

#include "ui/reader/readerview.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>

namespace Lectern {

ReaderPane::ReaderPane(ReaderView *reader, PaperView *paper, QWidget *parent)
    : QStackedWidget(parent)
    , m_reader(reader)
    , m_paper(paper)
{
    auto *waiting = new QWidget;
    waiting->setAutoFillBackground(true);
    waiting->setBackgroundRole(QPalette::Base);
    addWidget(waiting);
    addWidget(m_reader);
    addWidget(m_paper);
}

bool ReaderPane::isShowingPaper() const
{
    return currentWidget() == m_paper;
}

void ReaderPane::showPaper()
{
    setCurrentWidget(m_paper);
}

void ReaderPane::showReader()
{
    if (m_readerStarted)
        setCurrentWidget(m_reader);
    else
        setCurrentIndex(0);
}

void ReaderPane::showEvent(QShowEvent *event)
{
    if (!m_readerStarted)
        qApp->installEventFilter(this);
    QStackedWidget::showEvent(event);
}

// The window's first paint (of any of its widgets): the reader starts right after it.
bool ReaderPane::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && watched->isWidgetType() &&
        static_cast<QWidget *>(watched)->window() == window()) {
        qApp->removeEventFilter(this);
        QTimer::singleShot(0, this, [this] {
            m_reader->ensurePage();
            m_readerStarted = true;
            if (!isShowingPaper())
                setCurrentWidget(m_reader);
        });
    }
    return QStackedWidget::eventFilter(watched, event);
}

} // namespace Lectern
