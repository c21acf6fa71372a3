#include "ui/window/libraryfiles.h"

#include "feeds/readlater/readlaterexport.h"
#include "library/exchange/opmlexchange.h"
#include "models/librarysession.h"
#include "reading/articleexporter.h"
#include "reading/readwisecsv.h"
#include "ui/highlights/highlightfiles.h"
#include "ui/offscreen/webpageprinter.h"
#include "ui/reader/readerview.h"
#include "ui/settings/viewmenu.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Lectern {

LibraryFiles::LibraryFiles(QWidget *window, QStatusBar *status, LibrarySession *session,
                           ReaderView *reader, const ViewMenu *viewMenu)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_session(session)
    , m_reader(reader)
    , m_viewMenu(viewMenu)
    , m_importOpml(new QAction(this))
    , m_exportOpml(new QAction(this))
    , m_exportArticle(new QAction(this))
    , m_copyCitation(new QAction(this))
    , m_highlights(new HighlightFiles(window, status, session))
{
    m_importOpml->setObjectName(u"importOpmlAction"_s);
    connect(m_importOpml, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(m_window, tr("Import"), QDir::homePath(),
                                         tr("Subscriptions, saved pages and highlights (*.opml "
                                            "*.xml *.csv *.json);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    m_exportOpml->setObjectName(u"exportOpmlAction"_s);
    connect(m_exportOpml, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            m_window, tr("Export OPML"), QDir::home().filePath(u"lectern-subscriptions.opml"_s),
            tr("OPML files (*.opml)"));
        if (!path.isEmpty())
            exportOpml(path);
    });
    m_exportArticle->setObjectName(u"exportArticleAction"_s);
    m_exportArticle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportArticle, &QAction::triggered, this, &LibraryFiles::askToExportArticle);
    m_copyCitation->setObjectName(u"copyCitationAction"_s);
    m_copyCitation->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyCitation, &QAction::triggered, this, &LibraryFiles::copyCitation);
    retranslate();
}

void LibraryFiles::retranslate()
{
    m_exportArticle->setText(tr("&Export Article\u2026"));
    m_copyCitation->setText(tr("Copy &Citation"));
    m_importOpml->setText(tr("&Import…"));
    m_exportOpml->setText(tr("Export &OPML…"));
    m_highlights->retranslate();
}

void LibraryFiles::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(m_window, tr("Cannot import"),
                             tr("%1: %2").arg(path, file.errorString()));
        return;
    }
    const QByteArray start = file.read(512).trimmed();
    if (start.startsWith('<') || start.startsWith("\xEF\xBB\xBF<")) {
        file.close();
        importOpml(path);
        return;
    }
    const QByteArray bytes = start + file.readAll();
    if (ReadwiseCsv::looksLikeOne(bytes.left(4096))) {
        m_highlights->importReadwise(path, bytes);
        return;
    }
    const ReadLaterExport::Result read = ReadLaterExport::read(bytes);
    if (!read.error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Cannot import"), tr("%1: %2").arg(path, read.error));
        return;
    }
    m_status->showMessage(tr("Importing %n page(s)\u2026", nullptr, int(read.items.size())));
    const QString source = ReadLaterExport::nameOf(read.format);
    m_session->commands()
        ->importReadLater(read.items)
        .then(this, [this, path, source](const ReadLaterImport::Result &done) {
            if (!done.ok) {
                QMessageBox::warning(m_window, tr("Cannot import"),
                                     tr("%1: %2").arg(path, done.error));
                return;
            }
            m_status->showMessage(tr("Imported %n page(s) from %1 (%2 already saved); capturing "
                                     "them in the background",
                                     nullptr, done.added)
                                      .arg(source)
                                      .arg(done.known),
                                  15000);
        });
}

void LibraryFiles::importOpml(const QString &path)
{
    const OpmlParseResult parsed = OpmlExchange::readFile(path);
    if (!parsed.ok) {
        QMessageBox::warning(m_window, tr("Cannot import the subscriptions"), parsed.error);
        return;
    }
    m_session->commands()
        ->importOpml(parsed.document)
        .then(this, [this, path](const OpmlImportResult &done) {
            if (!done.ok) {
                QMessageBox::warning(m_window, tr("Cannot import the subscriptions"),
                                     tr("%1: %2").arg(path, done.error));
                return;
            }
            m_status->showMessage(tr("Imported %n new feed(s) (%1 already here) and %2 new "
                                     "shelves; fetching them",
                                     nullptr, done.feedsAdded)
                                      .arg(done.feedsKnown)
                                      .arg(done.shelvesAdded),
                                  10000);
        });
}

void LibraryFiles::exportOpml(const QString &path)
{
    const QString error = m_session->queries().writeOpml(path);
    if (!error.isEmpty())
        QMessageBox::warning(m_window, tr("Cannot export the subscriptions"), error);
    else
        m_status->showMessage(tr("Subscriptions written to %1").arg(path), 8000);
}

void LibraryFiles::copyCitation()
{
    const QString citation = m_session->queries().citation(m_reader->currentArticleId());
    if (citation.isEmpty()) {
        m_status->showMessage(tr("Open an article to cite first"), 5000);
        return;
    }
    QGuiApplication::clipboard()->setText(citation);
    m_status->showMessage(tr("Citation copied as BibTeX"), 4000);
}

void LibraryFiles::askToExportArticle()
{
    const qint64 id = m_reader->currentArticleId();
    if (id <= 0) {
        m_status->showMessage(tr("Open an article to export first"), 5000);
        return;
    }
    const auto name =
        ArticleExporter(&m_session->pages(), m_session->renderer(), &m_session->assets())
            .fileName(id, u"html"_s);
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Article"), QDir::home().filePath(name.value_or(QString())),
        tr("Web page (*.html);;Markdown (*.md);;PDF (*.pdf)"));
    if (!path.isEmpty())
        exportArticle(id, path);
}

void LibraryFiles::exportArticle(qint64 articleId, const QString &path)
{
    const ArticleExporter exporter(&m_session->pages(), m_session->renderer(),
                                   &m_session->assets());
    const ArticlePageRenderer::Style style = m_viewMenu->settings().pageStyle();
    const auto done = [this, path](const QString &error) {
        if (error.isEmpty())
            m_status->showMessage(tr("Exported to %1").arg(path), 8000);
        else
            QMessageBox::warning(m_window, tr("Cannot export the article"), error);
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"pdf"_s) {
        const auto html = exporter.standaloneHtml(articleId, style);
        if (!html) {
            done(tr("the article is no longer in the library"));
            return;
        }
        if (!m_printer)
            m_printer = new WebPagePrinter(this);
        m_printer->printToPdf(*html, path, done);
        return;
    }
    QString error;
    if (suffix == u"md"_s)
        exporter.writeMarkdown(articleId, path, &error);
    else
        exporter.writeHtml(articleId, style, path, &error);
    done(error);
}

} // namespace Lectern
