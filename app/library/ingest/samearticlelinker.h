// Recognises a new article as one another feed already brought (the same post from the
// author's feed and from a planet or an aggregator): the same link once LinkKey normalised it,
// else a text whose fingerprint is near (TextFingerprint). The new article is then marked a copy of
// the one listed (articles.same_as) and takes its read and starred state; schema 30 says how
// copies are shown. A false merge hides a post, so both ways keep different posts apart: a
// link must name a page (not a bare site), and a shared link with a different title and a far
// text is not taken. The database is asked only about the candidates CopyCandidates keeps in
// memory, so a new article that copies nothing costs no query.
#pragma once

#include "library/ingest/copycandidates.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <optional>

namespace Lectern {

class SameArticleLinker
{
public:
    explicit SameArticleLinker(QSqlDatabase db);

    struct NewArticle
    {
        qint64 feedId = 0;
        QString title;
        QString linkKey;
        quint64 fingerprint = 0;
    };
    // The article listed that a new one, not yet written, copies, and its state, which the copy
    // takes: id 0 when it copies none (it is listed itself).
    struct Listed
    {
        qint64 id = 0;
        bool read = false;
        bool starred = false;
    };
    // At the start of each feed's writing: what memory holds is checked against the database
    // before the next find().
    void begin();
    // nullopt on a database error.
    std::optional<Listed> find(const NewArticle &article);
    // The new article, written with id.
    void written(qint64 id, const NewArticle &article);
    QString errorString() const { return m_error; }

    // Whether two titles name the same post: equal once case and spacing are set aside.
    static bool sameTitle(const QString &a, const QString &b);

private:
    bool prepare();
    std::optional<qint64> byLink(const NewArticle &article);
    std::optional<qint64> byText(const NewArticle &article);
    bool fail(const QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_error;
    bool m_prepared = false;
    bool m_candidatesCurrent = false;
    CopyCandidates m_candidates;
    QSqlQuery m_byLink, m_stillListed, m_stateOf;
};

} // namespace Lectern
