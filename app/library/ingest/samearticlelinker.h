// Recognises a new article as one another feed already brought (the same post from the
// author's feed and from a planet or an aggregator): the same link once LinkKey normalised it,
// else a text whose fingerprint is near (TextFingerprint). The new article is then marked a copy of
// the one listed (articles.same_as) and takes its read and starred state; schema 30 says how
// copies are shown. A false merge hides a post, so both ways keep different posts apart: a
// link must name a page (not a bare site), and a shared link with a different title and a far
// text is not taken.
#pragma once

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
        qint64 id = 0;
        qint64 feedId = 0;
        QString title;
        QString linkKey;
        quint64 fingerprint = 0;
    };
    // The article listed that this new one copies (0: none, it is listed itself); nullopt on a
    // database error. The new row holds its link key and fingerprint already.
    std::optional<qint64> link(const NewArticle &article);
    QString errorString() const { return m_error; }

    // Whether two titles name the same post: equal once case and spacing are set aside.
    static bool sameTitle(const QString &a, const QString &b);

private:
    bool prepare();
    std::optional<qint64> byLink(const NewArticle &article);
    std::optional<qint64> byText(const NewArticle &article);
    bool markCopy(qint64 copyId, qint64 listedId);
    bool fail(const QSqlQuery &query);

    QSqlDatabase m_db;
    QString m_error;
    bool m_prepared = false;
    QSqlQuery m_byLink, m_byBand, m_stateOf, m_markCopy;
};

} // namespace Lectern
