#include "ui/articles/articlepane.h"

#include "content/articlepagerenderer.h"
#include "models/articlelistmodel.h"
#include "models/feedtreemodel.h"
#include "models/itemroles.h"
#include "models/librarysession.h"
#include "reading/readersettings.h"
#include "ui/articles/articlelistview.h"
#include "ui/articles/articletitledelegate.h"
#include "ui/articles/datecolumn.h"
#include "ui/highlights/highlightflow.h"
#include "ui/reader/paperview.h"
#include "ui/reader/readerpane.h"
#include "ui/reader/readerview.h"

#include <QDesktopServices>
#include <QHeaderView>
#include <QScrollBar>

using namespace Qt::StringLiterals;

namespace Lectern {

ArticlePane::ArticlePane(LibrarySession *session, const ReaderSettings &settings, QWidget *window)
    : QSplitter(Qt::Vertical)
    , m_session(session)
    , m_model(session->articleModel())
    , m_list(new ArticleListView)
    , m_titleDelegate(new ArticleTitleDelegate(this))
    , m_reader(new ReaderView(ReaderSchemeHandler::pagesOf(session), &session->assets()))
    , m_paper(new PaperView)
    , m_navigator(m_list)
{
    setObjectName(u"listReaderSplitter"_s);
    m_list->setModel(m_model);
    m_list->setItemDelegateForColumn(ArticleListModel::TitleColumn, m_titleDelegate);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setObjectName(u"articleView"_s);
    m_list->setDragDropMode(QAbstractItemView::DragOnly);
    QHeaderView *header = m_list->header();
    header->setSectionResizeMode(ArticleListModel::TitleColumn, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    header->setSectionResizeMode(ArticleListModel::FeedColumn, QHeaderView::Interactive);
    header->resizeSection(ArticleListModel::FeedColumn, 180);
    new DateColumn(m_list, ArticleListModel::PublishedColumn);
    m_reader->setObjectName(u"readerView"_s);
    m_reader->setZoom(settings.zoom);
    m_reader->setRemoteImagesAllowed(settings.remoteImages);

    addWidget(m_list);
    // The reader starts after the window's first paint (see ReaderPane).
    m_readerStack = new ReaderPane(m_reader, m_paper);
    addWidget(m_readerStack);
    setStretchFactor(1, 3);

    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ArticlePane::showSelectedArticle);
    // Only arrivals: rows the view pages in itself must not move it (scrolling to keep a row
    // in sight lays the view out, which pages in more rows, and so on through the library).
    connect(m_session, &LibrarySession::articlesArriving, this, &ArticlePane::rememberTopRow);
    connect(m_session, &LibrarySession::articlesArrived, this, &ArticlePane::keepTopRow);
    // A search result opens with the words it was found by marked in the page.
    connect(m_reader, &ReaderView::articleReady, this, [this] {
        const QStringList needles = m_session->searchNeedles();
        if (m_session->isSearching() && !needles.isEmpty())
            m_reader->findText(needles.first());
    });
    m_highlights = new HighlightFlow(m_session, m_reader, window);
    connect(m_highlights, &HighlightFlow::message, this,
            [this](const QString &text) { Q_EMIT message(text, 4000); });
}

QList<qint64> ArticlePane::selectedArticles() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_list->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        ids.append(row.data(ArticleIdRole).toLongLong());
    return ids;
}

void ArticlePane::listShown(const FeedTreeItem &item)
{
    if (item.kind() == FeedTreeItem::Kind::Highlights) {
        // The place to go over what was marked: every highlight with its note, by article.
        m_list->selectionModel()->clear();
        showHighlights();
        return;
    }
    if (m_model->rowCount() > 0) {
        // The list with nothing chosen: an article opens, and is marked read, when the reader
        // picks it (a click, j, n, space). The article being read stays until then; a page
        // about another list (empty, welcome) gives way to the home page.
        m_list->selectionModel()->clear();
        if (m_reader->currentArticleId() <= 0 && m_reader->url() != ReaderSchemeHandler::homeUrl())
            showHome();
        return;
    }
    leavePaper();
    // Not the last article of another list: this one is empty, and says so (an empty library
    // greets instead).
    m_requestedArticle = 0;
    if (m_session->feedModel()->allArticlesIndex().data(TotalCountRole).toInt() > 0)
        m_reader->showEmptyList();
    else if (m_reader->url() != ReaderSchemeHandler::welcomeUrl())
        m_reader->showWelcome();
}

void ArticlePane::markWords(const QStringList &words)
{
    m_titleDelegate->setNeedles(words);
    m_list->viewport()->update();
}

void ArticlePane::showHome()
{
    m_requestedArticle = 0;
    leavePaper();
    m_reader->showHome();
}

void ArticlePane::showHighlights()
{
    m_requestedArticle = 0;
    leavePaper();
    m_reader->showHighlights();
}

void ArticlePane::next()
{
    m_navigator.next();
}

void ArticlePane::previous()
{
    m_navigator.previous();
}

bool ArticlePane::nextUnread()
{
    return m_navigator.nextUnread();
}

void ArticlePane::pageDownOrNext()
{
    if (m_reader->currentArticleId() <= 0)
        return next();
    if (isShowingPaper()) {
        if (m_paper->pageDown())
            next();
        return;
    }
    m_reader->pageDown([this](bool atEnd) {
        if (atEnd)
            next();
    });
}

void ArticlePane::toggleFlag(bool starred)
{
    const QModelIndex current = m_list->currentIndex();
    const QList<qint64> ids = selectedArticles();
    if (!current.isValid() || ids.isEmpty())
        return;
    const bool on = !current.data(starred ? StarredRole : ReadRole).toBool();
    if (starred)
        m_session->commands()->setStarred(ids, on);
    else
        m_session->commands()->setRead(ids, on);
}

void ArticlePane::openCurrentInBrowser()
{
    if (const QUrl link = m_list->currentIndex().data(UrlRole).toUrl();
        link.isValid() && (link.scheme() == u"http"_s || link.scheme() == u"https"_s))
        QDesktopServices::openUrl(link);
}

void ArticlePane::captureSelected()
{
    if (!m_session->commands()->canCapture())
        return;
    const QList<qint64> ids = selectedArticles();
    if (ids.isEmpty())
        return Q_EMIT message(tr("Select the articles to capture first"), 5000);
    m_session->commands()->captureNow(ids);
}

void ArticlePane::removeOfflineOfSelected()
{
    const QList<qint64> ids = selectedArticles();
    if (ids.isEmpty())
        return;
    m_session->commands()->removeOfflineCopies(ids).then(this, [this, ids](bool removed) {
        if (!removed)
            return Q_EMIT message(tr("The offline copies could not be removed"), 8000);
        Q_EMIT message(tr("Offline copies removed"), 5000);
        if (ids.contains(m_reader->currentArticleId()))
            openArticle(m_reader->currentArticleId());
    });
}

void ArticlePane::articleCaptured(qint64 articleId)
{
    if (m_reader->currentArticleId() == articleId)
        openArticle(articleId);
}

void ArticlePane::applyReaderSettings(const ReaderSettings &before, const ReaderSettings &now)
{
    m_session->setReaderSettings(now);
    m_reader->setZoom(now.zoom);
    m_reader->setRemoteImagesAllowed(now.remoteImages);
    if (before.pageStyle() != now.pageStyle())
        reloadPage();
}

void ArticlePane::reloadPage()
{
    const qint64 shown = m_reader->currentArticleId();
    // A paper's pages do not change with the page style: only the reader's page behind them.
    if (shown > 0 && isShowingPaper() && m_paper->articleId() == shown)
        m_reader->showArticle(shown, m_session->readingPosition(shown));
    else if (shown > 0)
        keepReadingPosition([this, shown] { openArticle(shown); });
    else if (m_reader->url() == ReaderSchemeHandler::welcomeUrl())
        m_reader->showWelcome();
    else if (m_reader->url() == ReaderSchemeHandler::emptyListUrl())
        m_reader->showEmptyList();
    else if (m_reader->url() == ReaderSchemeHandler::homeUrl())
        m_reader->showHome();
}

void ArticlePane::keepReadingPosition(std::function<void()> then)
{
    // A paper first: the reader behind it may not have its page yet (its engine starts late).
    if (isShowingPaper()) {
        if (m_paper->pageCount() > 0)
            m_session->keepReadingPosition(m_paper->articleId(), m_paper->position());
        then();
        return;
    }
    if (m_reader->currentArticleId() <= 0) {
        then();
        return;
    }
    m_reader->readScrollPosition([this, then = std::move(then)](auto position) {
        // A paper's place is its pages': the reader behind it may still hold its abstract page,
        // scrolled nowhere, while the next article loads.
        if (position && position->articleId != m_paper->articleId())
            m_session->keepReadingPosition(position->articleId, position->fraction);
        then();
    });
}

void ArticlePane::retranslate()
{
    m_list->setAccessibleName(tr("Articles"));
    m_reader->setAccessibleName(tr("Article"));
}

void ArticlePane::showSelectedArticle()
{
    const ArticleSummary *article = m_model->articleAt(m_list->currentIndex().row());
    if (!article)
        return;
    if (article->id != m_requestedArticle) {
        m_requestedArticle = article->id;
        // Only the last article asked for opens, however fast the selection moved on.
        keepReadingPosition([this, id = article->id] {
            if (id == m_requestedArticle)
                openArticle(id);
        });
    }
    if (!article->read)
        m_session->commands()->setRead({article->id}, true);
}

void ArticlePane::openArticle(qint64 articleId)
{
    const double position = m_session->readingPosition(articleId);
    // The reader has the article too (its page, with the paper's abstract): what acts on the
    // article shown asks the reader which it is.
    m_reader->showArticle(articleId, position);
    const auto paper = m_session->queries().paper(articleId);
    const QString pdf = paper ? m_session->assets().pathOf(paper->pdfAsset) : QString();
    if (pdf.isEmpty())
        return leavePaper();
    // Shown (and so sized) before its pages come: the page kept is laid out where it will be.
    m_readerStack->showPaper();
    m_paper->open(articleId, pdf, position,
                  m_session->isSearching() ? m_session->searchNeedles() : QStringList());
}

bool ArticlePane::isShowingPaper() const
{
    return m_readerStack->isShowingPaper();
}

void ArticlePane::leavePaper()
{
    if (m_readerStack->isShowingPaper())
        m_readerStack->showReader();
}

void ArticlePane::rememberTopRow()
{
    const bool scrolled = m_list->verticalScrollBar()->value() > 0;
    m_topRow =
        scrolled ? QPersistentModelIndex(m_list->indexAt(QPoint(0, 0))) : QPersistentModelIndex();
}

// At the top of the list new rows show, as long as the article chosen stays in sight;
// scrolled down, the reader's place stays.
void ArticlePane::keepTopRow()
{
    if (m_topRow.isValid())
        m_list->scrollTo(m_topRow, QAbstractItemView::PositionAtTop);
    else if (m_list->currentIndex().isValid())
        m_list->scrollTo(m_list->currentIndex(), QAbstractItemView::EnsureVisible);
    m_topRow = QPersistentModelIndex();
}

} // namespace Lectern
