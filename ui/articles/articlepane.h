// The right side of the window: the article list above the reader. Choosing a row opens its
// article where the reader left it (and marks it read); the reader's place is kept when it
// leaves one; rows a refresh brings keep the row in sight; the reading keys that move through
// the list or act on its selection land here, and highlights are made in its reader.
#pragma once

#include "ui/articles/articlenavigator.h"

#include <QPersistentModelIndex>
#include <QSplitter>
#include <functional>

class QTreeView;

namespace Lectern {

class ArticleListModel;
class ArticleTitleDelegate;
class FeedTreeItem;
class HighlightFlow;
class LibrarySession;
class PaperView;
class ReaderPane;
class ReaderView;
struct ReaderSettings;

class ArticlePane : public QSplitter
{
    Q_OBJECT
public:
    // window: the dialogs' parent (a highlight's note).
    ArticlePane(LibrarySession *session, const ReaderSettings &settings, QWidget *window);

    QTreeView *list() const { return m_list; }
    ReaderView *reader() const { return m_reader; }
    bool isShowingPaper() const;
    HighlightFlow *highlights() const { return m_highlights; }
    QList<qint64> selectedArticles() const;

    // What the reader shows for the list just shown from the side panel's item: the article
    // being read stays; else the home page, the list's empty page or the welcome page. The
    // Highlights shelf shows the Highlights page.
    void listShown(const FeedTreeItem &item);
    // The words the list shown was searched for, marked in the titles and the article.
    void markWords(const QStringList &words);
    void showHome();
    void showHighlights();

    // The reading keys.
    void next();
    void previous();
    bool nextUnread();
    void pageDownOrNext();
    // m: the selection becomes unread when the current article is read, else read; s: the
    // same with stars.
    void toggleFlag(bool starred);
    void openCurrentInBrowser();
    void captureSelected();
    void removeOfflineOfSelected();
    // The article on screen shows its offline copy as soon as there is one.
    void articleCaptured(qint64 articleId);

    // Zoom and remote images change the view in place; what shapes the page itself loads it
    // again where the reader was.
    void applyReaderSettings(const ReaderSettings &before, const ReaderSettings &now);
    // The page shown, made again where the reader was (a new theme, a new language).
    void reloadPage();
    // Saves where the reader is in the article it shows (when it moved), then calls then.
    void keepReadingPosition(std::function<void()> then);
    void retranslate();

Q_SIGNALS:
    // For the status bar: what happened, for timeout ms.
    void message(const QString &text, int timeout);

private:
    void showSelectedArticle();
    void openArticle(qint64 articleId);
    // The reader's own pages (home, welcome, an empty list's) take the paper's place.
    void leavePaper();
    // Rows that arrive above the first one in sight keep that one in sight.
    void rememberTopRow();
    void keepTopRow();

    LibrarySession *m_session;
    ArticleListModel *m_model;
    QTreeView *m_list;
    ArticleTitleDelegate *m_titleDelegate;
    ReaderView *m_reader;
    PaperView *m_paper;
    ReaderPane *m_readerStack; // a blank pane, then the reader (or a paper)
    HighlightFlow *m_highlights;
    ArticleNavigator m_navigator;
    QPersistentModelIndex m_topRow; // the first row in sight while rows are inserted
    qint64 m_requestedArticle = 0;  // the article chosen last
};

} // namespace Lectern
