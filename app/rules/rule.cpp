#include "rules/rule.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

using Field = RuleCondition::Field;
using Match = RuleCondition::Match;
using Capture = RuleActions::Capture;

// The names JSON and the CLI use; they are stored, so never renamed.
constexpr std::array<std::pair<Field, char16_t const *>, 7> ruleFieldNames = {{
    {Field::Feed, u"feed"},
    {Field::Shelf, u"shelf"},
    {Field::Title, u"title"},
    {Field::Author, u"author"},
    {Field::Content, u"content"},
    {Field::Tag, u"tag"},
    {Field::Link, u"link"},
}};
constexpr std::array<std::pair<Match, char16_t const *>, 3> ruleMatchNames = {{
    {Match::Words, u"words"},
    {Match::Phrase, u"phrase"},
    {Match::Regex, u"regex"},
}};
constexpr std::array<std::pair<Capture, char16_t const *>, 3> ruleCaptureNames = {{
    {Capture::Unchanged, u"unchanged"},
    {Capture::Offline, u"offline"},
    {Capture::Never, u"never"},
}};

template<typename Enum, std::size_t N>
QString ruleNameOf(const std::array<std::pair<Enum, char16_t const *>, N> &names, Enum value)
{
    for (const auto &[each, name] : names) {
        if (each == value)
            return QString::fromUtf16(name);
    }
    return {};
}

template<typename Enum, std::size_t N>
std::optional<Enum> ruleValueOf(const std::array<std::pair<Enum, char16_t const *>, N> &names,
                                QStringView name)
{
    for (const auto &[each, known] : names) {
        if (name == QStringView(known))
            return each;
    }
    return std::nullopt;
}

template<typename Enum, std::size_t N>
QString ruleKnownNames(const std::array<std::pair<Enum, char16_t const *>, N> &names)
{
    QStringList list;
    for (const auto &entry : names)
        list.append(QString::fromUtf16(entry.second));
    return list.join(u", "_s);
}

bool ruleIsBlank(const QString &text)
{
    return text.trimmed().isEmpty();
}

// A positive id written in decimal digits only (no sign, no spaces), else 0. At most 18
// digits, so it always fits a qint64.
qint64 ruleIdOf(QStringView text)
{
    if (text.isEmpty() || text.size() > 18)
        return 0;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return 0;
    }
    return text.toLongLong();
}

// Compiled as RuleMatcher compiles them, so that what validates is what runs.
QRegularExpression ruleRegex(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption |
                                           QRegularExpression::UseUnicodePropertiesOption);
}

// What is wrong with one condition, or nothing.
QString ruleConditionProblem(const RuleCondition &condition)
{
    if (condition.field == Field::Feed && ruleIdOf(condition.value) <= 0)
        return Rule::tr("“%1” is not a feed id: give a positive whole number").arg(condition.value);
    if (condition.field == Field::Shelf && ruleIdOf(condition.value) <= 0)
        return Rule::tr("“%1” is not a shelf id: give a positive whole number")
            .arg(condition.value);
    if (condition.field == Field::Feed || condition.field == Field::Shelf)
        return {};
    switch (condition.match) {
    case Match::Words:
        if (ruleIsBlank(condition.value))
            return Rule::tr("no words to look for");
        break;
    case Match::Phrase:
        if (ruleIsBlank(condition.value))
            return Rule::tr("the phrase is blank");
        break;
    case Match::Regex: {
        // An empty pattern matches every article: surely not what was meant.
        if (condition.value.isEmpty())
            return Rule::tr("the regular expression is empty");
        const QRegularExpression regex = ruleRegex(condition.value);
        if (!regex.isValid())
            return Rule::tr("“%1” is not a valid regular expression: %2 (at character %3)")
                .arg(condition.value, regex.errorString(),
                     QString::number(regex.patternErrorOffset() + 1));
        break;
    }
    }
    return {};
}

QString ruleActionsProblem(const RuleActions &actions)
{
    for (const QString &tag : actions.tags) {
        if (ruleIsBlank(tag))
            return Rule::tr("a tag to add is blank");
    }
    if (actions.shelfId < 0)
        return Rule::tr("“%1” is not a shelf id: give a positive whole number")
            .arg(actions.shelfId);
    return {};
}

template<typename T> std::optional<T> ruleFailure(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

// The first key of object that is not one of known, or an empty string.
QString ruleUnknownKey(const QJsonObject &object, std::initializer_list<QStringView> known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (std::find(known.begin(), known.end(), QStringView(it.key())) == known.end())
            return it.key();
    }
    return {};
}

// A JSON value read for a key of an object: the message of what is wrong with it, or empty.
QString ruleExpectBool(const QJsonObject &object, const QString &key, bool *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return {};
    if (!value.isBool())
        return Rule::tr("“%1” must be true or false").arg(key);
    *out = value.toBool();
    return {};
}

QString ruleExpectString(const QJsonObject &object, const QString &key, QString *out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined())
        return {};
    if (!value.isString())
        return Rule::tr("“%1” must be text").arg(key);
    *out = value.toString();
    return {};
}

std::optional<RuleCondition> ruleConditionFromJson(const QJsonValue &value, QString *error)
{
    if (!value.isObject())
        return ruleFailure<RuleCondition>(error, Rule::tr("not a JSON object"));
    const QJsonObject object = value.toObject();
    const QString unknown = ruleUnknownKey(object, {u"field", u"match", u"value", u"negated"});
    if (!unknown.isEmpty())
        return ruleFailure<RuleCondition>(error, Rule::tr("unknown key “%1”").arg(unknown));
    RuleCondition condition;
    // A missing field would silently read the title: it is the one key a condition must have.
    if (!object.contains(u"field"_s))
        return ruleFailure<RuleCondition>(error, Rule::tr("“field” is missing"));
    QString fieldName, matchName = u"words"_s;
    QString problem = ruleExpectString(object, u"field"_s, &fieldName);
    if (problem.isEmpty())
        problem = ruleExpectString(object, u"match"_s, &matchName);
    if (problem.isEmpty())
        problem = ruleExpectString(object, u"value"_s, &condition.value);
    if (problem.isEmpty())
        problem = ruleExpectBool(object, u"negated"_s, &condition.negated);
    if (!problem.isEmpty())
        return ruleFailure<RuleCondition>(error, problem);
    const auto field = ruleValueOf(ruleFieldNames, fieldName);
    if (!field)
        return ruleFailure<RuleCondition>(error,
                                          Rule::tr("unknown field “%1” (known: %2)")
                                              .arg(fieldName, ruleKnownNames(ruleFieldNames)));
    const auto match = ruleValueOf(ruleMatchNames, matchName);
    if (!match)
        return ruleFailure<RuleCondition>(error,
                                          Rule::tr("unknown match “%1” (known: %2)")
                                              .arg(matchName, ruleKnownNames(ruleMatchNames)));
    condition.field = *field;
    condition.match = *match;
    return condition;
}

std::optional<RuleActions> ruleActionsFromJson(const QJsonValue &value, QString *error)
{
    if (!value.isObject())
        return ruleFailure<RuleActions>(error, Rule::tr("not a JSON object"));
    const QJsonObject object = value.toObject();
    const QString unknown = ruleUnknownKey(
        object, {u"markRead", u"star", u"mute", u"notify", u"tags", u"shelf", u"capture"});
    if (!unknown.isEmpty())
        return ruleFailure<RuleActions>(error, Rule::tr("unknown key “%1”").arg(unknown));
    RuleActions actions;
    QString captureName = u"unchanged"_s;
    for (const auto &[key, flag] :
         {std::pair{u"markRead"_s, &actions.markRead}, std::pair{u"star"_s, &actions.star},
          std::pair{u"mute"_s, &actions.mute}, std::pair{u"notify"_s, &actions.notify}}) {
        const QString problem = ruleExpectBool(object, key, flag);
        if (!problem.isEmpty())
            return ruleFailure<RuleActions>(error, problem);
    }
    if (const QString problem = ruleExpectString(object, u"capture"_s, &captureName);
        !problem.isEmpty())
        return ruleFailure<RuleActions>(error, problem);
    const auto capture = ruleValueOf(ruleCaptureNames, captureName);
    if (!capture)
        return ruleFailure<RuleActions>(error,
                                        Rule::tr("unknown capture “%1” (known: %2)")
                                            .arg(captureName, ruleKnownNames(ruleCaptureNames)));
    actions.capture = *capture;
    if (const QJsonValue shelf = object.value(u"shelf"_s); !shelf.isUndefined()) {
        // toInteger gives the default for fractions and for what is no number.
        actions.shelfId = shelf.isDouble() ? shelf.toInteger(-1) : -1;
        if (actions.shelfId < 0)
            return ruleFailure<RuleActions>(
                error, Rule::tr("“%1” must be a whole number of 0 or more").arg(u"shelf"_s));
    }
    if (const QJsonValue tags = object.value(u"tags"_s); !tags.isUndefined()) {
        if (!tags.isArray())
            return ruleFailure<RuleActions>(error,
                                            Rule::tr("“%1” must be a list of text").arg(u"tags"_s));
        for (const QJsonValue &tag : tags.toArray()) {
            if (!tag.isString())
                return ruleFailure<RuleActions>(
                    error, Rule::tr("“%1” must be a list of text").arg(u"tags"_s));
            actions.tags.append(tag.toString());
        }
    }
    return actions;
}

// Straight or typographic double quotes around the whole text taken away, once.
QString ruleUnquoted(const QString &text)
{
    if (text.size() >= 2 && ((text.front() == u'"' && text.back() == u'"') ||
                             (text.front() == u'“' && text.back() == u'”')))
        return text.mid(1, text.size() - 2);
    return text;
}

// A value on one line for describe(): line breaks and tabs shown as spaces.
QString ruleOneLine(QString text)
{
    for (QChar &c : text) {
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator)
            c = u' ';
    }
    return text;
}

QString ruleFieldLabel(Field field)
{
    switch (field) {
    case Field::Feed:
        return Rule::tr("Feed");
    case Field::Shelf:
        return Rule::tr("Shelf");
    case Field::Title:
        return Rule::tr("Title");
    case Field::Author:
        return Rule::tr("Author");
    case Field::Content:
        return Rule::tr("Content");
    case Field::Tag:
        return Rule::tr("Tag");
    case Field::Link:
        return Rule::tr("Link");
    }
    return {};
}

QString ruleDescribeCondition(const RuleCondition &c, const RuleNames &names)
{
    const QString value = ruleOneLine(c.value);
    // A feed or shelf by its name where the caller knows it, else by its id.
    if (c.field == Field::Feed) {
        if (const QString name = names.feeds.value(c.value.toLongLong()); !name.isEmpty())
            return (c.negated ? Rule::tr("Feed is not “%1”") : Rule::tr("Feed is “%1”"))
                .arg(ruleOneLine(name));
        return (c.negated ? Rule::tr("Feed is not #%1") : Rule::tr("Feed is #%1")).arg(value);
    }
    if (c.field == Field::Shelf) {
        if (const QString name = names.shelves.value(c.value.toLongLong()); !name.isEmpty())
            return (c.negated ? Rule::tr("Not on shelf “%1”") : Rule::tr("On shelf “%1”"))
                .arg(ruleOneLine(name));
        return (c.negated ? Rule::tr("Not on shelf #%1") : Rule::tr("On shelf #%1")).arg(value);
    }
    if (c.field == Field::Tag) {
        switch (c.match) {
        case Match::Words:
            return (c.negated ? Rule::tr("Tags do not include “%1”")
                              : Rule::tr("Tags include “%1”"))
                .arg(value.simplified());
        case Match::Phrase:
            return (c.negated ? Rule::tr("Not tagged “%1”") : Rule::tr("Tagged “%1”"))
                .arg(value.simplified());
        case Match::Regex:
            return (c.negated ? Rule::tr("No tag matches /%1/") : Rule::tr("A tag matches /%1/"))
                .arg(value);
        }
    }
    const QString label = ruleFieldLabel(c.field);
    switch (c.match) {
    case Match::Words:
        return (c.negated ? Rule::tr("%1 does not contain “%2”") : Rule::tr("%1 contains “%2”"))
            .arg(label, value.simplified());
    case Match::Phrase:
        return (c.negated ? Rule::tr("%1 does not contain the phrase “%2”")
                          : Rule::tr("%1 contains the phrase “%2”"))
            .arg(label, value.simplified());
    case Match::Regex:
        return (c.negated ? Rule::tr("%1 does not match /%2/") : Rule::tr("%1 matches /%2/"))
            .arg(label, value);
    }
    return {};
}

QStringList ruleDescribeActions(const RuleActions &a, const RuleNames &names)
{
    QStringList parts;
    if (a.markRead)
        parts.append(Rule::tr("mark read"));
    if (a.star)
        parts.append(Rule::tr("star"));
    if (a.mute)
        parts.append(Rule::tr("mute"));
    if (a.notify)
        parts.append(Rule::tr("notify"));
    for (const QString &tag : a.tags)
        parts.append(Rule::tr("tag %1").arg(ruleOneLine(tag)));
    if (const QString shelf = names.shelves.value(a.shelfId); a.shelfId != 0 && !shelf.isEmpty())
        parts.append(Rule::tr("put on shelf “%1”").arg(ruleOneLine(shelf)));
    else if (a.shelfId != 0)
        parts.append(Rule::tr("put on shelf #%1").arg(a.shelfId));
    if (a.capture == Capture::Offline)
        parts.append(Rule::tr("keep offline"));
    else if (a.capture == Capture::Never)
        parts.append(Rule::tr("never capture"));
    return parts;
}

} // namespace

bool RuleActions::isEmpty() const
{
    return !markRead && !star && !mute && !notify && tags.isEmpty() && shelfId == 0 &&
           capture == Capture::Unchanged;
}

QString Rule::toJson() const
{
    QJsonArray conditionArray;
    for (const RuleCondition &condition : conditions) {
        QJsonObject object{{u"field"_s, ruleNameOf(ruleFieldNames, condition.field)},
                           {u"match"_s, ruleNameOf(ruleMatchNames, condition.match)},
                           {u"value"_s, condition.value}};
        if (condition.negated)
            object.insert(u"negated"_s, true);
        conditionArray.append(object);
    }
    QJsonObject actionObject;
    if (actions.markRead)
        actionObject.insert(u"markRead"_s, true);
    if (actions.star)
        actionObject.insert(u"star"_s, true);
    if (actions.mute)
        actionObject.insert(u"mute"_s, true);
    if (actions.notify)
        actionObject.insert(u"notify"_s, true);
    if (!actions.tags.isEmpty())
        actionObject.insert(u"tags"_s, QJsonArray::fromStringList(actions.tags));
    if (actions.shelfId != 0)
        actionObject.insert(u"shelf"_s, actions.shelfId);
    if (actions.capture != RuleActions::Capture::Unchanged)
        actionObject.insert(u"capture"_s, ruleNameOf(ruleCaptureNames, actions.capture));
    const QJsonObject object{
        {u"matchAll"_s, matchAll}, {u"conditions"_s, conditionArray}, {u"actions"_s, actionObject}};
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

std::optional<Rule> Rule::fromJson(const QString &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ruleFailure<Rule>(
            error, tr("the rule is not valid JSON: %1 (at character %2)")
                       .arg(parseError.errorString(), QString::number(parseError.offset + 1)));
    if (!document.isObject())
        return ruleFailure<Rule>(error, tr("the rule is not a JSON object"));
    const QJsonObject object = document.object();
    if (const QString unknown = ruleUnknownKey(object, {u"matchAll", u"conditions", u"actions"});
        !unknown.isEmpty())
        return ruleFailure<Rule>(error, tr("unknown key “%1” in the rule").arg(unknown));
    Rule rule;
    if (const QString problem = ruleExpectBool(object, u"matchAll"_s, &rule.matchAll);
        !problem.isEmpty())
        return ruleFailure<Rule>(error, problem);
    if (const QJsonValue list = object.value(u"conditions"_s); !list.isUndefined()) {
        if (!list.isArray())
            return ruleFailure<Rule>(error, tr("“%1” must be a list").arg(u"conditions"_s));
        const QJsonArray array = list.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            QString problem;
            const auto condition = ruleConditionFromJson(array.at(i), &problem);
            if (!condition)
                return ruleFailure<Rule>(error, tr("condition %1: %2").arg(i + 1).arg(problem));
            rule.conditions.append(*condition);
        }
    }
    if (const QJsonValue value = object.value(u"actions"_s); !value.isUndefined()) {
        QString problem;
        const auto actions = ruleActionsFromJson(value, &problem);
        if (!actions)
            return ruleFailure<Rule>(error, tr("actions: %1").arg(problem));
        rule.actions = *actions;
    }
    return rule;
}

QString Rule::validate() const
{
    if (conditions.isEmpty())
        return tr("a rule needs at least one condition");
    for (qsizetype i = 0; i < conditions.size(); ++i) {
        if (const QString problem = ruleConditionProblem(conditions.at(i)); !problem.isEmpty())
            return tr("condition %1: %2").arg(i + 1).arg(problem);
    }
    if (actions.isEmpty())
        return tr("a rule needs at least one action");
    if (const QString problem = ruleActionsProblem(actions); !problem.isEmpty())
        return tr("actions: %1").arg(problem);
    return {};
}

QString Rule::describe(const RuleNames &names) const
{
    QStringList parts;
    for (const RuleCondition &condition : conditions)
        parts.append(ruleDescribeCondition(condition, names));
    const QString when =
        parts.isEmpty() ? tr("(no conditions)") : parts.join(matchAll ? tr(" and ") : tr(" or "));
    const QStringList done = ruleDescribeActions(actions, names);
    const QString what = done.isEmpty() ? tr("do nothing") : done.join(tr(", "));
    return tr("%1 → %2").arg(when, what);
}

std::optional<RuleCondition> Rule::parseCondition(const QString &text, QString *error)
{
    const QString written = text.trimmed();
    const auto notACondition = [&] {
        return ruleFailure<RuleCondition>(
            error, tr("“%1” is not a condition: write FIELD:WORDS, FIELD=PHRASE or FIELD~REGEX, "
                      "with ! before it to negate (fields: %2)")
                       .arg(text, ruleKnownNames(ruleFieldNames)));
    };
    RuleCondition condition;
    qsizetype at = 0;
    if (written.startsWith(u'!')) {
        condition.negated = true;
        ++at;
    }
    const qsizetype nameStart = at;
    while (at < written.size() && ((written[at] >= u'a' && written[at] <= u'z') ||
                                   (written[at] >= u'A' && written[at] <= u'Z')))
        ++at;
    if (at == nameStart || at == written.size() || !QStringView(u":=~").contains(written[at]))
        return notACondition();
    const QString name = written.mid(nameStart, at - nameStart).toLower();
    const auto field = ruleValueOf(ruleFieldNames, name);
    if (!field)
        return ruleFailure<RuleCondition>(
            error, tr("unknown field “%1” (known: %2)").arg(name, ruleKnownNames(ruleFieldNames)));
    condition.field = *field;
    const QChar op = written[at];
    // A regular expression is taken as written: its spaces may be part of it. The text was
    // trimmed as a whole, which only touches the pattern's own ends.
    const QString rest = written.mid(at + 1);
    if (condition.field == Field::Feed || condition.field == Field::Shelf) {
        if (op == u'~')
            return ruleFailure<RuleCondition>(error, tr("%1 takes an id, as in %1:12").arg(name));
        const QString id = ruleUnquoted(rest.trimmed());
        const qint64 number = ruleIdOf(id);
        condition.value = number > 0 ? QString::number(number) : id;
    } else if (op == u'~') {
        condition.match = Match::Regex;
        condition.value = rest;
    } else {
        condition.match = op == u':' ? Match::Words : Match::Phrase;
        condition.value = ruleUnquoted(rest.trimmed()).trimmed();
    }
    if (const QString problem = ruleConditionProblem(condition); !problem.isEmpty())
        return ruleFailure<RuleCondition>(error, tr("%1: %2").arg(text, problem));
    return condition;
}

std::optional<RuleActions> Rule::parseActions(const QStringList &items, QString *error)
{
    RuleActions actions;
    bool shelfGiven = false;
    for (const QString &item : items) {
        const QString written = item.trimmed();
        const qsizetype equals = written.indexOf(u'=');
        const QString name = (equals < 0 ? written : written.left(equals)).trimmed().toLower();
        const QString argument = equals < 0 ? QString() : written.mid(equals + 1).trimmed();
        if (equals < 0 && name == u"read")
            actions.markRead = true;
        else if (equals < 0 && name == u"star")
            actions.star = true;
        else if (equals < 0 && name == u"mute")
            actions.mute = true;
        else if (equals < 0 && name == u"notify")
            actions.notify = true;
        else if (equals >= 0 && name == u"tag") {
            if (argument.isEmpty())
                return ruleFailure<RuleActions>(error, tr("a tag to add is blank"));
            if (!actions.tags.contains(argument, Qt::CaseInsensitive))
                actions.tags.append(argument);
        } else if (equals >= 0 && name == u"shelf") {
            if (shelfGiven)
                return ruleFailure<RuleActions>(error, tr("a rule puts articles on one shelf: "
                                                          "shelf= is given twice"));
            shelfGiven = true;
            actions.shelfId = ruleIdOf(argument);
            if (actions.shelfId <= 0)
                return ruleFailure<RuleActions>(
                    error,
                    tr("“%1” is not a shelf id: give a positive whole number").arg(argument));
        } else if (equals >= 0 && name == u"capture") {
            const QString value = argument.toLower();
            // Unchanged is what no capture= says: only the two that change something.
            const auto capture = ruleValueOf(ruleCaptureNames, value);
            if (!capture || *capture == Capture::Unchanged)
                return ruleFailure<RuleActions>(
                    error,
                    tr("unknown capture “%1” (known: %2)").arg(argument, u"offline, never"_s));
            actions.capture = *capture;
        } else {
            return ruleFailure<RuleActions>(
                error, tr("unknown action “%1” (known: read, star, mute, notify, tag=NAME, "
                          "shelf=ID, capture=offline, capture=never)")
                           .arg(item));
        }
    }
    return actions;
}

} // namespace Lectern
