#include "ui/reader/paperview.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPdfDocument>
#include <QPdfPageNavigator>
#include <QPdfSearchModel>
#include <QPdfView>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Points (1/72 in): a page larger than this (about 1.8 m) is shown fitted to the width only,
// since zooming would ask for an image no memory holds.
constexpr qreal largestZoomablePage = 5000;

struct LoadedPaper
{
    std::shared_ptr<QPdfDocument> document;
    bool zoomable = true; // no page larger than largestZoomablePage
};

// Opened, and its pages measured, on the pool: a paper may have thousands.
LoadedPaper loadDocument(const QString &path, QThread *into)
{
    LoadedPaper loaded{std::make_shared<QPdfDocument>()};
    QPdfDocument &document = *loaded.document;
    document.load(path);
    for (int page = 0; page < document.pageCount() && loaded.zoomable; ++page) {
        const QSizeF size = document.pagePointSize(page);
        loaded.zoomable =
            size.width() <= largestZoomablePage && size.height() <= largestZoomablePage;
    }
    document.moveToThread(into); // the window's, where the view will use it
    return loaded;
}

QString whyNotOpened(QPdfDocument::Error error)
{
    switch (error) {
    case QPdfDocument::Error::FileNotFound:
        return PaperView::tr("The paper's PDF is missing from the library folder.");
    case QPdfDocument::Error::IncorrectPassword:
    case QPdfDocument::Error::UnsupportedSecurityScheme:
        return PaperView::tr("The paper's PDF is locked and cannot be shown.");
    default:
        return PaperView::tr("The paper's PDF is damaged or cut short and cannot be shown.");
    }
}

} // namespace

PaperView::PaperView(QWidget *parent)
    : QWidget(parent)
    , m_view(new QPdfView)
    , m_stack(new QStackedWidget)
    , m_error(new QLabel)
    , m_page(new QSpinBox)
    , m_pages(new QLabel)
    , m_fitWidth(new QToolButton)
    , m_zoomIn(new QToolButton)
    , m_zoomOut(new QToolButton)
    , m_find(new QLineEdit)
    , m_found(new QLabel)
    , m_search(new QPdfSearchModel(this))
{
    setObjectName(u"paperView"_s);
    m_view->setObjectName(u"paperPages"_s);
    m_view->setPageMode(QPdfView::PageMode::MultiPage);
    m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_view->setSearchModel(m_search);
    m_view->setFocusPolicy(Qt::StrongFocus);
    m_error->setAlignment(Qt::AlignCenter);
    m_error->setWordWrap(true);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_error);

    m_page->setObjectName(u"paperPage"_s);
    m_page->setMinimum(1);
    m_page->setKeyboardTracking(false);
    m_fitWidth->setCheckable(true);
    m_fitWidth->setChecked(true);
    m_find->setObjectName(u"paperFind"_s);
    m_find->setClearButtonEnabled(true);
    m_found->setObjectName(u"paperFound"_s);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(m_page);
    bar->addWidget(m_pages);
    bar->addSpacing(12);
    bar->addWidget(m_zoomOut);
    bar->addWidget(m_zoomIn);
    bar->addWidget(m_fitWidth);
    bar->addStretch();
    bar->addWidget(m_found);
    bar->addWidget(m_find, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_stack, 1);

    m_view->viewport()->installEventFilter(this);
    connect(m_view->verticalScrollBar(), &QScrollBar::sliderPressed, this,
            [this] { m_pendingPage = -1; });
    connect(m_page, &QSpinBox::valueChanged, this, [this](int page) {
        if (page - 1 != currentPage()) {
            m_pendingPage = -1;
            goToPage(page - 1);
        }
    });
    connect(m_view->pageNavigator(), &QPdfPageNavigator::currentPageChanged, this,
            &PaperView::updatePageControls);
    connect(m_zoomIn, &QToolButton::clicked, this, [this] { zoomBy(1.25); });
    connect(m_zoomOut, &QToolButton::clicked, this, [this] { zoomBy(0.8); });
    connect(m_fitWidth, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
        else if (m_view->zoomMode() == QPdfView::ZoomMode::FitToWidth)
            m_fitWidth->setChecked(true); // leaving it is zooming's business
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        find(m_find->text(), QGuiApplication::keyboardModifiers() & Qt::ShiftModifier);
    });
    connect(m_find, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_searchResult = -1;
        m_search->setSearchString(text);
    });
    // Results arrive a few pages at a time: the first one is shown as soon as it is found.
    connect(m_search, &QPdfSearchModel::countChanged, this, [this] {
        const int count = m_search->count();
        if (count > 0 && m_searchResult < 0 && (m_jumpToFound || !m_find->text().isEmpty())) {
            m_jumpToFound = false;
            m_pendingPage = -1; // the place found, not the place kept
            m_searchResult = 0;
            m_view->setCurrentSearchResultIndex(0);
            m_view->pageNavigator()->jump(m_search->resultAtIndex(0));
        }
        m_found->setText(m_search->searchString().isEmpty()
                             ? QString()
                             : tr("%1 of %2").arg(m_searchResult + 1).arg(count));
    });
    retranslate();
}

// The view and the search go before the document they use.
PaperView::~PaperView()
{
    delete m_view;
    delete m_search;
}

void PaperView::open(qint64 articleId, const QString &pdfPath, double position,
                     const QStringList &words)
{
    const int opening = ++m_opening;
    m_articleId = articleId;
    // PDFium reads the file's structure as it opens it: a hostile one takes its time there.
    QtConcurrent::run(loadDocument, pdfPath, thread())
        .then(this, [this, opening, position, words](const LoadedPaper &loaded) {
            // A file read before this continuation was attached runs it at once, inside open():
            // shown from the event loop instead, so that opened() always comes after open().
            QMetaObject::invokeMethod(
                this,
                [this, opening, position, words, loaded] {
                    if (opening == m_opening)
                        showDocument(loaded.document, loaded.zoomable, position, words);
                },
                Qt::QueuedConnection);
        });
}

void PaperView::showDocument(std::shared_ptr<QPdfDocument> document, bool zoomable, double position,
                             const QStringList &words)
{
    if (document->status() != QPdfDocument::Status::Ready || document->pageCount() <= 0) {
        showError(whyNotOpened(document->error()));
        Q_EMIT opened(m_articleId);
        return;
    }
    m_zoomable = zoomable;
    // The view and the search are given the new document before the old one goes. The page
    // kept from the last paper is forgotten first: a jump to the page the navigator already
    // names would not move the view.
    m_view->pageNavigator()->clear();
    m_view->setDocument(document.get());
    m_search->setDocument(document.get());
    m_document = std::move(document);
    m_zoomIn->setEnabled(m_zoomable);
    m_zoomOut->setEnabled(m_zoomable);
    m_fitWidth->setChecked(true);
    m_view->setZoomMode(QPdfView::ZoomMode::FitToWidth);
    m_stack->setCurrentWidget(m_view);
    m_page->setMaximum(m_document->pageCount());
    m_searchResult = -1;
    m_find->blockSignals(true);
    m_find->setText(words.value(0));
    m_find->blockSignals(false);
    m_pendingPage = qBound(0, int(position * m_document->pageCount()), m_document->pageCount() - 1);
    goToPage(m_pendingPage);
    m_jumpToFound = !words.isEmpty();
    m_search->setSearchString(words.value(0));
    updatePageControls();
    Q_EMIT opened(m_articleId);
}

void PaperView::showError(const QString &text)
{
    m_error->setText(text);
    m_stack->setCurrentWidget(m_error);
    updatePageControls();
}

QString PaperView::errorText() const
{
    return m_stack->currentWidget() == m_error ? m_error->text() : QString();
}

int PaperView::pageCount() const
{
    return m_document && m_stack->currentWidget() == m_view ? m_document->pageCount() : 0;
}

int PaperView::foundCount() const
{
    return m_search->count();
}

int PaperView::currentPage() const
{
    return m_view->pageNavigator()->currentPage();
}

double PaperView::position() const
{
    const int pages = pageCount();
    return pages > 0 ? double(currentPage()) / pages : 0;
}

void PaperView::goToPage(int page)
{
    if (page >= 0 && page < pageCount())
        m_view->pageNavigator()->jump(page, {}, m_view->pageNavigator()->currentZoom());
}

bool PaperView::pageDown()
{
    QScrollBar *bar = m_view->verticalScrollBar();
    if (bar->value() >= bar->maximum())
        return true;
    bar->setValue(bar->value() + bar->pageStep() * 9 / 10);
    return false;
}

void PaperView::find(const QString &text, bool backwards)
{
    m_pendingPage = -1;
    if (text != m_search->searchString()) {
        m_find->setText(text); // searches; the first result is shown when found
        return;
    }
    const int count = m_search->count();
    if (count == 0)
        return;
    m_searchResult = (m_searchResult + (backwards ? count - 1 : 1)) % count;
    m_view->setCurrentSearchResultIndex(m_searchResult);
    m_view->pageNavigator()->jump(m_search->resultAtIndex(m_searchResult));
    m_found->setText(tr("%1 of %2").arg(m_searchResult + 1).arg(count));
}

void PaperView::zoomBy(double factor)
{
    if (!m_zoomable || !m_document)
        return;
    // From fit-to-width, zooming starts at the factor that fit the width.
    const qreal base =
        m_view->zoomMode() == QPdfView::ZoomMode::FitToWidth
            ? m_view->viewport()->width() /
                  (m_document->pagePointSize(currentPage()).width() * logicalDpiX() / 72.0)
            : m_view->zoomFactor();
    m_view->setZoomMode(QPdfView::ZoomMode::Custom);
    m_view->setZoomFactor(qBound(0.25, base * factor, 4.0));
    m_fitWidth->setChecked(false);
}

void PaperView::updatePageControls()
{
    const int pages = pageCount();
    m_page->setEnabled(pages > 0);
    m_page->blockSignals(true);
    m_page->setValue(currentPage() + 1);
    m_page->blockSignals(false);
    m_pages->setText(pages > 0 ? tr("of %1").arg(pages) : QString());
}

bool PaperView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        if (event->type() == QEvent::Resize && m_pendingPage >= 0)
            goToPage(m_pendingPage);
        else if (event->type() == QEvent::Wheel || event->type() == QEvent::MouseButtonPress)
            m_pendingPage = -1; // the reader moves on
    }
    return QWidget::eventFilter(watched, event);
}

void PaperView::keyPressEvent(QKeyEvent *event)
{
    m_pendingPage = -1;
    const int page = currentPage();
    switch (event->key()) {
    case Qt::Key_Home:
        goToPage(0);
        return;
    case Qt::Key_End:
        goToPage(pageCount() - 1);
        return;
    case Qt::Key_PageDown:
    case Qt::Key_Right:
        goToPage(page + 1);
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
        goToPage(page - 1);
        return;
    default:
        break;
    }
    if (event->matches(QKeySequence::Find)) {
        m_find->setFocus();
        m_find->selectAll();
        return;
    }
    if (event->matches(QKeySequence::FindNext))
        return find(m_find->text());
    if (event->matches(QKeySequence::FindPrevious))
        return find(m_find->text(), true);
    if (event->matches(QKeySequence::ZoomIn))
        return zoomBy(1.25);
    if (event->matches(QKeySequence::ZoomOut))
        return zoomBy(0.8);
    QWidget::keyPressEvent(event);
}

void PaperView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PaperView::retranslate()
{
    m_page->setToolTip(tr("Page"));
    m_zoomIn->setText(tr("Zoom In"));
    m_zoomOut->setText(tr("Zoom Out"));
    m_fitWidth->setText(tr("Fit Width"));
    m_find->setPlaceholderText(tr("Find in the paper"));
    setAccessibleName(tr("Paper"));
    updatePageControls();
}

} // namespace Lectern
