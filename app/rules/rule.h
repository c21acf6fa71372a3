// A user's rule for incoming articles: conditions on what an article says (its feed, shelves,
// title, authors, text, tags, link) and what is done to the ones that meet them (marked read,
// starred, muted, tagged, shelved, captured or not, announced). Plain values: stored as a row
// whose conditions and actions are compact JSON, written by `lectern rule add` in a short form,
// described in one line; RuleMatcher decides which articles a rule takes. Pure: no I/O.
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Lectern {

struct RuleCondition
{
    enum class Field { Feed, Shelf, Title, Author, Content, Tag, Link };
    // Words: each word, as a whole word, anywhere; Phrase: the words together in that order;
    // Regex: a regular expression, anywhere. For Tag: each word is one of the tags, the phrase
    // is one of them, the expression matches one of them. Feed and Shelf ignore it.
    enum class Match { Words, Phrase, Regex };

    Field field = Field::Title;
    Match match = Match::Words;
    QString value;        // for Feed and Shelf: the feed's or shelf's id in decimal
    bool negated = false; // "does not contain"

    friend bool operator==(const RuleCondition &, const RuleCondition &) = default;
};

struct RuleActions
{
    // Whether the article's page is kept offline: as the feed says, always, or never.
    enum class Capture { Unchanged, Offline, Never };

    bool markRead = false;
    bool star = false;
    bool mute = false;
    bool notify = false;
    QStringList tags;   // tags added
    qint64 shelfId = 0; // put on this shelf (0: none)
    Capture capture = Capture::Unchanged;

    // True when the actions do nothing.
    bool isEmpty() const;

    friend bool operator==(const RuleActions &, const RuleActions &) = default;
};

// The names of the feeds and shelves a rule names by id, for describe(); ids not found in them
// are shown as ids.
struct RuleNames
{
    QHash<qint64, QString> feeds;
    QHash<qint64, QString> shelves; // as paths ("Systems/GPU")
};

class Rule
{
    Q_DECLARE_TR_FUNCTIONS(Rule)

public:
    qint64 id = 0;
    QString name;
    bool enabled = true;  // RuleMatcher does not look at it: whoever runs the rules does
    bool matchAll = true; // all conditions, else any
    QList<RuleCondition> conditions;
    RuleActions actions;

    // Conditions, matchAll and actions as compact JSON; id, name and enabled are columns of
    // their own. Keys left at their defaults are left out.
    QString toJson() const;
    // What toJson wrote. Strict: an unknown key, field, match or capture name, or a value of the
    // wrong type, is refused with a message naming it (a typo would otherwise change what the
    // rule does). It does not validate(): a stored rule that became unusable can still be shown
    // and mended.
    static std::optional<Rule> fromJson(const QString &json, QString *error);

    // Empty when the rule is usable, else the first thing wrong with it: it needs a condition
    // and an action, every regular expression compiles, Feed and Shelf values are positive
    // ids, words and phrases are not blank, tags added are not blank.
    QString validate() const;
    // One line for people, e.g. Title contains “rust” and Feed is #3 → mark read, tag weekly.
    QString describe(const RuleNames &names = {}) const;

    // The compact forms `lectern rule add` reads. A condition is [!]FIELD OP VALUE:
    //   FIELD  feed, shelf, title, author, content, tag or link (any case)
    //   OP     ':' words, '=' phrase, '~' regular expression; feed and shelf take ':' or '='
    //          and an id
    //   VALUE  for ':' and '=' trimmed, and a pair of double quotes around it taken away; for
    //          '~' the rest of the text as it is
    //   !      before it: the condition holds when the article does not meet it
    // e.g. title:rust async, title="exact phrase", !author:bot, feed:12, shelf=3,
    // link~^https://lwn\.net/. A condition that would not validate is refused here already.
    static std::optional<RuleCondition> parseCondition(const QString &text, QString *error);
    // Actions, one an item: read, star, mute, notify, tag=NAME (repeatable), shelf=ID,
    // capture=offline or capture=never. Names in any case; tags kept as written (trimmed),
    // the same tag twice (any case) kept once. An empty list gives empty actions: validate()
    // says a rule needs one.
    static std::optional<RuleActions> parseActions(const QStringList &items, QString *error);

    friend bool operator==(const Rule &, const Rule &) = default;
};

} // namespace Lectern
