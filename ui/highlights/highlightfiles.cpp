#include "ui/highlights/highlightfiles.h"

#include "models/librarysession.h"
#include "reading/highlightsmarkdown.h"
#include "reading/highlightsvault.h"
#include "reading/readwisecsv.h"
#include "reading/webannotations.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Lectern {

HighlightFiles::HighlightFiles(QWidget *window, QStatusBar *status, LibrarySession *session)
    : QObject(window)
    , m_window(window)
    , m_status(status)
    , m_session(session)
    , m_menu(new QMenu(window))
    , m_markdown(m_menu->addAction(QString()))
    , m_vault(m_menu->addAction(QString()))
    , m_readwise(m_menu->addAction(QString()))
    , m_annotations(m_menu->addAction(QString()))
{
    m_menu->setObjectName(u"exportHighlightsMenu"_s);
    const QList<std::pair<QAction *, Format>> actions = {{m_markdown, Format::Markdown},
                                                         {m_vault, Format::Vault},
                                                         {m_readwise, Format::Readwise},
                                                         {m_annotations, Format::Annotations}};
    for (const auto &[action, format] : actions)
        connect(action, &QAction::triggered, this, [this, format] { askToExport(format); });
    retranslate();
}

void HighlightFiles::retranslate()
{
    m_menu->setTitle(tr("Export &Highlights"));
    m_markdown->setText(tr("As &Markdown\u2026"));
    m_vault->setText(tr("To an &Obsidian or Logseq Folder\u2026"));
    m_readwise->setText(tr("As &Readwise CSV\u2026"));
    m_annotations->setText(tr("As &Web Annotations\u2026"));
}

void HighlightFiles::askToExport(Format format)
{
    QString path;
    if (format == Format::Vault) {
        path = QFileDialog::getExistingDirectory(
            m_window, tr("Export Highlights to a Folder of Notes"), QDir::homePath());
    } else {
        const auto [name, filter] =
            format == Format::Markdown
                ? std::pair(u"lectern-highlights.md"_s, tr("Markdown (*.md)"))
            : format == Format::Readwise
                ? std::pair(u"lectern-highlights.csv"_s, tr("Readwise CSV (*.csv)"))
                : std::pair(u"lectern-highlights.jsonld"_s,
                            tr("Web Annotations (*.jsonld *.json)"));
        path = QFileDialog::getSaveFileName(m_window, tr("Export Highlights"),
                                            QDir::home().filePath(name), filter);
    }
    if (!path.isEmpty())
        exportTo(format, path);
}

bool HighlightFiles::exportTo(Format format, const QString &path)
{
    const LibraryQueries &queries = m_session->queries();
    if (format == Format::Vault) {
        const HighlightsVault::Result written =
            HighlightsVault::write(path, queries.highlightedArticles());
        if (!written.ok()) {
            QMessageBox::warning(m_window, tr("Cannot export the highlights"), written.error);
            return false;
        }
        m_status->showMessage(tr("%1: %2 new notes, %3 updated, %4 unchanged")
                                  .arg(path)
                                  .arg(written.created)
                                  .arg(written.updated)
                                  .arg(written.unchanged),
                              10000);
        return true;
    }
    const QString title = tr("Highlights");
    const QByteArray bytes =
        format == Format::Markdown
            ? HighlightsMarkdown::document(title, queries.allHighlights()).toUtf8()
        : format == Format::Readwise ? ReadwiseCsv::write(queries.highlightedArticles())
                                     : WebAnnotations::write(title, queries.highlightedArticles());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 || !file.commit()) {
        QMessageBox::warning(m_window, tr("Cannot export the highlights"),
                             tr("%1: %2").arg(path, file.errorString()));
        return false;
    }
    m_status->showMessage(tr("Highlights written to %1").arg(path), 8000);
    return true;
}

void HighlightFiles::importReadwise(const QString &path, const QByteArray &bytes)
{
    QString error;
    const auto rows = ReadwiseCsv::read(bytes, &error);
    if (!rows) {
        QMessageBox::warning(m_window, tr("Cannot import"), tr("%1: %2").arg(path, error));
        return;
    }
    const HighlightImport::Plan plan = m_session->queries().highlightImportPlan(*rows);
    m_session->commands()
        ->importHighlights(plan.highlights)
        .then(this, [this, path, plan](int added) {
            if (added < 0) {
                QMessageBox::warning(m_window, tr("Cannot import"),
                                     tr("%1: the highlights could not be stored").arg(path));
                return;
            }
            const int notFound = int(plan.notFound.size());
            m_status->showMessage(tr("Imported %n highlight(s) from Readwise", nullptr, added) +
                                      tr("; %n already there", nullptr, plan.already) +
                                      tr("; %n not placed", nullptr, notFound),
                                  15000);
            if (notFound > 0) {
                QMessageBox box(QMessageBox::Information, tr("Highlights not placed"),
                                tr("%n highlight(s) could not be placed: the library holds no "
                                   "article at their address, or its text does not hold them.",
                                   nullptr, notFound),
                                QMessageBox::Ok, m_window);
                box.setObjectName(u"highlightsNotPlaced"_s);
                box.setDetailedText(plan.notFound.join(u'\n'));
                box.exec();
            }
            Q_EMIT importFinished(added, plan.already, notFound);
        });
}

} // namespace Lectern
