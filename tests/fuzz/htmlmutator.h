// Mutates hostile HTML the ways sanitizer bypasses are built: a fragment moved into another
// namespace (svg, math, foreignObject, mglyph), nested in raw-text and template elements, cut
// by comments, CDATA and end tags, its URLs and handlers disguised with entities, controls and
// case, its quotes broken, a payload put in at a tag's edge. Seeded, so a run can be repeated.
#pragma once

#include <QRandomGenerator>
#include <QString>
#include <QStringList>

namespace Lectern::Fuzz {

class HtmlMutator
{
public:
    // beaconPort: where payloads that load something point (a server that must hear nothing).
    HtmlMutator(quint64 seed, quint16 beaconPort);

    // One mutant: one to three operators applied, each at a place drawn at random.
    QString mutate(const QString &html);
    // The operators the last mutate applied, for a report.
    QStringList lastOperators() const { return m_applied; }

private:
    int below(int bound) { return bound <= 0 ? 0 : int(m_random.bounded(bound)); }
    const QString &pick(const QStringList &list) { return list.at(below(int(list.size()))); }
    // A place at a tag's start (or anywhere, when there is none), and a slice that starts and
    // ends at such places.
    qsizetype tagEdge(const QString &html);
    void wrapForeign(QString &html);
    void wrapRawText(QString &html);
    void breakMarkup(QString &html);
    void disguiseUrl(QString &html);
    void disguiseHandler(QString &html);
    void mixCase(QString &html);
    void breakQuotes(QString &html);
    void insertPayload(QString &html);
    void duplicateSlice(QString &html);
    void wrap(QString &html, const QString &open, const QString &close);

    QRandomGenerator m_random;
    QString m_beacon;
    QStringList m_applied;
};

} // namespace Lectern::Fuzz
