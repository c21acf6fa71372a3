// A paper's kept PDF in the reader's place, shown with Qt PDF: pages one under another, fit to
// the width or zoomed, page by page with the keys, found in with its own search, and reopened
// where the reader left it. The file is opened on the thread pool and its pages drawn on Qt
// PDF's own render thread, so a large or hostile PDF never holds the window; one that cannot
// be opened says why in place of its pages. PDFium runs no script.
#pragma once

#include <QPointer>
#include <QStringList>
#include <QWidget>
#include <memory>

class QLabel;
class QLineEdit;
class QPdfDocument;
class QPdfSearchModel;
class QPdfView;
class QSpinBox;
class QStackedWidget;
class QToolButton;

namespace Lectern {

class PaperView : public QWidget
{
    Q_OBJECT
public:
    explicit PaperView(QWidget *parent = nullptr);
    ~PaperView() override;

    // Opens the PDF file of the article at position (0..1 through its pages); with words (a
    // search's), the first page holding the first of them instead.
    void open(qint64 articleId, const QString &pdfPath, double position,
              const QStringList &words = {});
    qint64 articleId() const { return m_articleId; }
    // How far through the paper the reader is, 0..1 (the page at the top of the view).
    double position() const;
    int pageCount() const;
    int currentPage() const; // from 0
    // The places found so far (a search goes on a few pages at a time).
    int foundCount() const;
    // Scrolls down by most of a screen; true instead when at the end already.
    bool pageDown();
    // Finds the text in the paper, from the result after the current one (or before it).
    void find(const QString &text, bool backwards = false);
    QString errorText() const;
    QPdfView *pdfView() const { return m_view; }

Q_SIGNALS:
    // The document is open (or could not be): pageCount() or errorText() says which.
    void opened(qint64 articleId);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // zoomable: no page is larger than zoom can draw.
    void showDocument(std::shared_ptr<QPdfDocument> document, bool zoomable, double position,
                      const QStringList &words);
    void showError(const QString &text);
    void goToPage(int page);
    void zoomBy(double factor);
    void updatePageControls();
    void retranslate();

    QPdfView *m_view;
    QStackedWidget *m_stack;
    QLabel *m_error;
    QSpinBox *m_page;
    QLabel *m_pages;
    QToolButton *m_fitWidth;
    QToolButton *m_zoomIn;
    QToolButton *m_zoomOut;
    QLineEdit *m_find;
    QLabel *m_found;
    QPdfSearchModel *m_search;
    std::shared_ptr<QPdfDocument> m_document; // the view's (kept while an error is shown)
    qint64 m_articleId = 0;
    int m_opening = 0;       // the last open() asked for: older loads are dropped
    int m_searchResult = -1; // the result shown
    // The page to open at, kept until the reader moves: the view lays its pages out again as it
    // is shown and sized, and each new layout is taken to that page again.
    int m_pendingPage = -1;
    bool m_jumpToFound = false; // the search's first result is where the paper opens
    bool m_zoomable = true;     // false when a page claims a size no screen could draw
};

} // namespace Lectern
