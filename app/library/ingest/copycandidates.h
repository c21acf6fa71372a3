// What SameArticleLinker needs to know of every stored article, kept in memory by the writer:
// a hash of its link key and its text's fingerprint, by band. A new article whose link key no
// stored article has, and whose fingerprint is near none of another feed's, is told apart
// without a query: most new articles, and a query each cost as much as the row written.
// Memory may hold articles deleted since or rows changed since (the linker checks a candidate in
// the database before it takes it), never miss one: rows written past the highest id it knows
// are read at each refresh(), and everything again when another connection wrote.
#pragma once

#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QtGlobal>
#include <array>
#include <vector>

namespace Lectern {

class CopyCandidates
{
public:
    explicit CopyCandidates(QSqlDatabase db);

    // Brings memory up to the database's rows; false on a database error (errorString()).
    bool refresh();
    // An article the writer stored itself.
    void remember(qint64 id, qint64 feedId, const QString &linkKey, quint64 fingerprint);

    // Whether some stored article may have this link key (no: none has).
    bool mayHaveLink(const QString &linkKey) const;
    // Stored articles of other feeds whose fingerprint is near this one, by id; at most limit.
    struct Near
    {
        qint64 id;
        quint64 fingerprint; // its own, as memory holds it
        friend bool operator==(const Near &, const Near &) = default;
    };
    std::vector<Near> nearTexts(quint64 fingerprint, qint64 feedId, std::size_t limit) const;

    QString errorString() const { return m_error; }
    qsizetype size() const { return qsizetype(m_texts.size()); }

private:
    struct Text
    {
        qint64 id;
        quint64 fingerprint;
        qint64 feedId;
        std::array<qint32, 4> next; // the next text with the same band value, or -1
    };
    void clear();
    bool readAll(qint64 highestId);
    static size_t linkHash(const QString &linkKey);

    QSqlDatabase m_db;
    QString m_error;
    qint64 m_dataVersion = -1;
    qint64 m_highestId = 0;
    QSet<size_t> m_links;
    std::vector<Text> m_texts;
    // For each band, the last text remembered with each of its 65,536 values (or -1): the
    // lists run through Text::next.
    std::array<std::vector<qint32>, 4> m_lastWithBand;
};

} // namespace Lectern
