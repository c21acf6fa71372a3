#include "library/stores/paperstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString paperColumns =
    u"SELECT article_id, pdf_asset, pdf_url, title, authors, published, abstract, doi,"
    " arxiv_id, venue, pages FROM papers"_s;

PaperRecord paperOf(const QSqlQuery &query)
{
    PaperRecord paper;
    paper.articleId = query.value(0).toLongLong();
    paper.pdfAsset = query.value(1).toString();
    paper.pdfUrl = QUrl(query.value(2).toString());
    paper.title = query.value(3).toString();
    const QString authors = query.value(4).toString();
    if (!authors.isEmpty())
        paper.authors = authors.split(u'\n');
    paper.published = query.value(5).toString();
    paper.abstract = query.value(6).toString();
    paper.doi = query.value(7).toString();
    paper.arxivId = query.value(8).toString();
    paper.venue = query.value(9).toString();
    paper.pages = query.value(10).toInt();
    return paper;
}

} // namespace

PaperStore::PaperStore(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool PaperStore::put(const PaperRecord &paper)
{
    QSqlQuery query(m_db);
    query.prepare(u"INSERT OR REPLACE INTO papers (article_id, pdf_asset, pdf_url, title, authors,"
                  " published, abstract, doi, arxiv_id, venue, pages)"
                  // A field the paper does not give is empty text: Qt binds a null QString
                  // as NULL, which only OR REPLACE's use of the column default hides.
                  " VALUES (?, coalesce(?, ''), coalesce(?, ''), coalesce(?, ''), coalesce(?, ''),"
                  " coalesce(?, ''), coalesce(?, ''), coalesce(?, ''), coalesce(?, ''),"
                  " coalesce(?, ''), ?)"_s);
    query.addBindValue(paper.articleId);
    query.addBindValue(paper.pdfAsset);
    query.addBindValue(paper.pdfUrl.toString(QUrl::FullyEncoded));
    query.addBindValue(paper.title);
    query.addBindValue(paper.authors.join(u'\n'));
    query.addBindValue(paper.published);
    query.addBindValue(paper.abstract);
    query.addBindValue(paper.doi);
    query.addBindValue(paper.arxivId);
    query.addBindValue(paper.venue);
    query.addBindValue(paper.pages);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

std::optional<PaperRecord> PaperStore::paper(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.prepare(paperColumns + u" WHERE article_id = ?"_s);
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return paperOf(query);
}

std::optional<PaperRecord> PaperStore::byPdfUrl(const QUrl &pdfUrl) const
{
    // Its asset row too: a paper whose file went with its article is no use.
    QSqlQuery query(m_db);
    query.prepare(paperColumns + u" WHERE pdf_url = ? AND EXISTS (SELECT 1 FROM assets"
                                 " WHERE hash = papers.pdf_asset) ORDER BY article_id LIMIT 1"_s);
    query.addBindValue(pdfUrl.toString(QUrl::FullyEncoded));
    if (!query.exec() || !query.next())
        return std::nullopt;
    return paperOf(query);
}

QString PaperStore::text(qint64 articleId) const
{
    QSqlQuery query(m_db);
    query.prepare(u"SELECT coalesce(captured_text, '') FROM articles WHERE id = ?"_s);
    query.addBindValue(articleId);
    if (!query.exec() || !query.next())
        return {};
    return query.value(0).toString();
}

bool PaperStore::remove(qint64 articleId)
{
    QSqlQuery query(m_db);
    query.prepare(u"DELETE FROM papers WHERE article_id = ?"_s);
    query.addBindValue(articleId);
    if (!query.exec()) {
        m_error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace Lectern
