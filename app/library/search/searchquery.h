// A parsed search query: words, "phrases", -exclusions and filters such as tag:rust or
// is:unread. Pure value, no SQL; SearchStore turns it into a statement and builds snippets
// with highlight().
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>

namespace Lectern {

class SearchQuery
{
public:
    // Never fails: unknown "key:value" words stay words, an unbalanced quote runs to the end.
    static SearchQuery parse(QStringView text);
    // The same for a query still being typed: unless the text ends in white space, its last
    // word is a prefix (so "reduc" finds "reductions" before the word is finished).
    static SearchQuery parseAsTyped(QStringView text);

    // True when any word or phrase is to be found (exclusions alone list by recency).
    bool hasText() const { return !terms.isEmpty() || !phrases.isEmpty() || !prefixes.isEmpty(); }
    // Everything to be found (words, phrases, prefixes), to mark where it is shown.
    QStringList needles() const { return terms + phrases + prefixes; }
    bool hasFilters() const;
    bool isEmpty() const { return !hasText() && excluded.isEmpty() && !hasFilters(); }

    // A window of plain text around the first needle found (words on word boundaries,
    // CJK anywhere), HTML-escaped, every match in <mark>; nullopt when needles are given and
    // none is found, the start of the text when none are given.
    static std::optional<QString> highlight(const QString &text, const QStringList &needles);

    QStringList terms;          // single words, as typed
    QStringList phrases;        // the text between double quotes
    QStringList prefixes;       // word*: words that start so (stored without the star)
    QStringList excluded;       // -word or -"phrase"
    QString shelf;              // shelf:NAME, a shelf and its sub-shelves
    QString feed;               // feed:ID or feed:TITLE (a substring of the title)
    QString tag;                // tag:NAME
    bool unreadOnly = false;    // is:unread
    bool starredOnly = false;   // is:starred
    bool offlineOnly = false;   // is:offline
    bool hasCode = false;       // has:code
    bool hasHighlights = false; // has:highlights
    bool hasPdf = false;        // has:pdf: a paper whose PDF is kept
    bool mutedOnly = false;     // is:muted, the articles a rule muted (else left out)
    // Set by SearchStore when the library holds muted articles or copies of another feed's
    // (schema 30): they are left out. Not part of the text a person types.
    bool listedOnly = false;
    QString note; // note:WORD, in a highlight's note
    QDate before; // before:YYYY-MM-DD, published before that day (UTC)
    QDate after;  // after:YYYY-MM-DD, published on or after that day (UTC)

    friend bool operator==(const SearchQuery &, const SearchQuery &) = default;
};

} // namespace Lectern
