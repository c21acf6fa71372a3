// Writes a feed's parsed entries into the articles table inside the caller's transaction.
// An entry is the same article as a stored one when their guid matches, else their link,
// else their content hash; a known article is rewritten only when its content changed, and
// keeps its read, starred, shelves and reading position.
//
// For search it also stores the plain text of summary and content (body_text, body_cjk) and
// puts every article it writes in the search queue (search_queue, schemas 23-24; a rewritten one
// by the schema's trigger), where SearchIndexer indexes it, tags included, from plain text.
// A new article another feed already brought is written as its copy (SameArticleLinker); any
// other new article meets the rules (RuleRunner) first and is written as they decide, in one row.
// A new article gets its feed's capture decision (a capture job, queued or skipped) here too,
// from the text at hand, rather than in a later pass that reads every article back.
#pragma once

#include "library/ingest/rulerunner.h"
#include "library/ingest/samearticlelinker.h"
#include "library/stores/capturepolicy.h"
#include "rules/rulesubject.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <optional>

namespace Lectern {

struct ParsedEntry;

class EntryWriter
{
public:
    struct Counts
    {
        int added = 0;
        int updated = 0;
        QList<qint64> updatedIds; // the stored articles rewritten
        QList<qint64> entryIds;   // each entry's article (new, rewritten or unchanged), in order
        int copies = 0;           // of the added, those another feed had brought (same_as)
        QStringList notices;      // what rules that notify said of the new articles
    };

    // What writing an entry needs beyond its fields, computed from them alone: pure CPU work
    // that a caller can do on another thread so that the writer spends its time in SQLite.
    struct Digest
    {
        QString hash; // contentHash()
        QString body; // indexText()
        bool hasCode = false;
        bool bodyCjk = false;
        QString linkKey;         // LinkKey::of(link)
        quint64 fingerprint = 0; // TextFingerprint::of(body)
    };
    static Digest digest(const ParsedEntry &entry);

    // Its statements are prepared once, on first use: one writer can serve many calls on the
    // same connection.
    explicit EntryWriter(QSqlDatabase db);

    // digests, when given, holds digest(entry) for each entry in order; else they are
    // computed here.
    std::optional<Counts> write(qint64 feedId, const QList<ParsedEntry> &entries,
                                const QString &feedLanguage, const QList<Digest> &digests = {});
    // The same in parts, for a document read in batches: begin() once, then writeMore() for
    // each batch, so that later batches find the earlier ones as one write() would.
    bool begin(qint64 feedId);
    std::optional<Counts> writeMore(qint64 feedId, const QList<ParsedEntry> &entries,
                                    const QString &feedLanguage, const QList<Digest> &digests = {});
    QString errorString() const { return m_error; }
    // On by default; bench_rules weighs what finding copies costs against a writer without it.
    void setFindsCopies(bool on) { m_findsCopies = on; }

    // The hash that tells whether an entry's content changed (and dedupes entries that
    // carry neither guid nor link).
    static QString contentHash(const ParsedEntry &entry);
    static bool containsCode(const ParsedEntry &entry);
    // The text the search index reads: summary and content without markup, the summary left
    // out when the content already holds it.
    static QString indexText(const ParsedEntry &entry);

private:
    bool prepare();
    std::optional<qint64> findExisting(qint64 feedId, const ParsedEntry &entry, const QString &hash,
                                       QString *storedHash);
    bool writeTags(qint64 articleId, const QList<QString> &categories, bool isNew);
    bool writeEnclosures(qint64 articleId, const ParsedEntry &entry, bool isNew);
    // The article as the rules read it; body: its plain text.
    RuleSubject ruleSubject(qint64 feedId, const ParsedEntry &entry, const QString &body) const;
    // A copy's job is skipped: its article is the one captured. A rule's word comes before the
    // feed's policy.
    bool decideCapture(qint64 articleId, const ParsedEntry &entry, const QString &body, qint64 now,
                       bool copy, RuleActions::Capture ruled);
    std::optional<qint64> tagId(const QString &name);
    bool fail(const QSqlQuery &query);
    void forgetWritten(); // and look in the database from now on

    QSqlDatabase m_db;
    QString m_error;
    bool m_prepared = false;
    QSqlQuery m_byGuid, m_byLink, m_byHash, m_insert, m_queue, m_decideCapture, m_update;
    QSqlQuery m_clearTags, m_addTag, m_tagId, m_linkTag, m_clearEnclosures, m_addEnclosure;
    QHash<QString, qint64> m_tagIds; // tag ids by exact name, within one write()
    QSqlQuery m_hasArticles;         // and the feed's capture policy
    QSqlQuery m_feedShelves;         // the feed's shelf and the shelves above it, for rules
    SameArticleLinker m_linker;
    bool m_findsCopies = true;
    RuleRunner m_rules;
    QList<qint64> m_shelvesOfFeed;
    CapturePolicy m_capturePolicy = CapturePolicy::Auto;
    // A write() for a feed that had no articles (a first refresh) finds earlier entries of the
    // same document here instead of in the database: ids by guid, link and hash, first wins.
    static constexpr qsizetype kMaxRememberedEntries = 4096;
    bool m_lookInMemory = false;
    // When the document began, and how many of its entries came before: the order of entries
    // without a date.
    qint64 m_documentSeenAt = 0;
    qint64 m_entriesSeen = 0;
    QHash<QString, qint64> m_writtenGuid, m_writtenLink, m_writtenHash;
    QHash<qint64, QString> m_writtenHashOf;
};

} // namespace Lectern
