// Files in and out of the library, from the Library menu: subscriptions as OPML both ways,
// and the article shown as a web page, Markdown or PDF.
#pragma once

#include <QObject>

class QAction;
class QStatusBar;
class QWidget;

namespace Lectern {

class HighlightFiles;
class LibrarySession;
class ReaderView;
class ViewMenu;
class WebPagePrinter;

class LibraryFiles : public QObject
{
    Q_OBJECT
public:
    // window: the dialogs' parent and the owner. The article exported is the one reader shows,
    // in the page style viewMenu has chosen.
    LibraryFiles(QWidget *window, QStatusBar *status, LibrarySession *session, ReaderView *reader,
                 const ViewMenu *viewMenu);

    QAction *importOpmlAction() const { return m_importOpml; }
    QAction *exportOpmlAction() const { return m_exportOpml; }
    QAction *exportArticleAction() const { return m_exportArticle; }
    // The article shown, cited as BibTeX on the clipboard.
    QAction *copyCitationAction() const { return m_copyCitation; }
    // Highlights out (Export Highlights) and a Readwise CSV in.
    HighlightFiles *highlights() const { return m_highlights; }
    void retranslate();

    // The subscriptions of a file in (with their shelves), or the library's out.
    // Library > Import: OPML (subscriptions), a Pocket, Instapaper or wallabag export (saved
    // pages), or a Readwise CSV (highlights), by content.
    void importFile(const QString &path);
    void importOpml(const QString &path);
    void exportOpml(const QString &path);
    // By the suffix of path: .pdf, .md, else a web page with its images.
    void exportArticle(qint64 articleId, const QString &path);

private:
    void askToExportArticle();
    void copyCitation();

    QWidget *m_window;
    QStatusBar *m_status;
    LibrarySession *m_session;
    ReaderView *m_reader;
    const ViewMenu *m_viewMenu;
    WebPagePrinter *m_printer = nullptr; // made on the first PDF export
    QAction *m_importOpml;
    QAction *m_exportOpml;
    QAction *m_exportArticle;
    QAction *m_copyCitation;
    HighlightFiles *m_highlights;
};

} // namespace Lectern
