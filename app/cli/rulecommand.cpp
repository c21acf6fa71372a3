#include "cli/rulecommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/ingest/rulerunner.h"
#include "library/stores/rulescan.h"
#include "library/stores/rulestore.h"
#include "rules/rulematcher.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString ruleUsage = CliContext::tr(
    "usage: lectern rule list | add NAME --if CONDITION... [--any] --then ACTION... |"
    " remove ID | on ID | off ID | preview ID | apply ID\n"
    "  CONDITION  [!]FIELD:words, FIELD=\"a phrase\" or FIELD~regex; FIELD is title, author,"
    " content, tag, link, feed (an id) or shelf (an id)\n"
    "  ACTION     read, star, mute, notify, tag=NAME, shelf=ID, capture=offline|never");

// NAME --if C1 C2 [--any] --then A1 A2: the values after each option up to the next option.
std::optional<Rule> ruleFrom(const QStringList &arguments, QString *error)
{
    Rule rule;
    rule.name = arguments.value(0).trimmed();
    QStringList conditions, actions;
    QStringList *into = nullptr;
    for (const QString &argument : arguments.mid(1)) {
        if (argument == u"--if"_s)
            into = &conditions;
        else if (argument == u"--then"_s)
            into = &actions;
        else if (argument == u"--any"_s)
            rule.matchAll = false;
        else if (argument == u"--all"_s)
            rule.matchAll = true;
        else if (into)
            into->append(argument);
        else {
            *error = CliContext::tr("unexpected “%1”").arg(argument);
            return std::nullopt;
        }
    }
    for (const QString &text : std::as_const(conditions)) {
        const std::optional<RuleCondition> condition = Rule::parseCondition(text, error);
        if (!condition)
            return std::nullopt;
        rule.conditions.append(*condition);
    }
    const std::optional<RuleActions> parsed = Rule::parseActions(actions, error);
    if (!parsed)
        return std::nullopt;
    rule.actions = *parsed;
    return rule;
}

} // namespace

int RuleCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    const bool byId = action == u"remove"_s || action == u"on"_s || action == u"off"_s ||
                      action == u"preview"_s || action == u"apply"_s;
    if ((action == u"list"_s && !rest.isEmpty()) || (action == u"add"_s && rest.size() < 3) ||
        (byId && (rest.size() != 1 || !CliContext::positiveId(rest[0]))) ||
        (action != u"list"_s && action != u"add"_s && !byId))
        return context.fail(ruleUsage);
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    RuleStore rules(database->connection());
    if (action == u"list"_s) {
        const RuleNames names = rules.names();
        for (const Rule &rule : rules.rules())
            context.out() << rule.id << '\t' << (rule.enabled ? "on" : "off") << '\t' << rule.name
                          << '\t' << rule.describe(names) << '\n';
        if (!rules.errorString().isEmpty())
            context.err() << CliContext::tr("a rule could not be read: %1").arg(rules.errorString())
                          << '\n';
        context.out().flush();
        return 0;
    }
    if (action == u"add"_s) {
        QString error;
        const std::optional<Rule> rule = ruleFrom(rest, &error);
        const std::optional<qint64> id = rule ? rules.add(*rule) : std::nullopt;
        if (!id)
            return context.fail(
                CliContext::tr("cannot add the rule: %1").arg(rule ? rules.errorString() : error));
        context.out() << *id << '\t' << rule->describe(rules.names()) << Qt::endl;
        return 0;
    }
    const qint64 id = *CliContext::positiveId(rest[0]);
    if (action == u"remove"_s || action == u"on"_s || action == u"off"_s) {
        const bool ok =
            action == u"remove"_s ? rules.remove(id) : rules.setEnabled(id, action == u"on"_s);
        return ok ? 0 : context.fail(rules.errorString());
    }
    const std::optional<Rule> rule = rules.rule(id);
    if (!rule)
        return context.fail(rules.errorString());
    if (action == u"preview"_s) {
        RuleScan scan(database->connection());
        const RulePreview preview = scan.preview(RuleMatcher(*rule));
        if (!scan.errorString().isEmpty())
            return context.fail(scan.errorString());
        context.out() << CliContext::tr("%1 stored article(s) match; the rule would change %2")
                             .arg(preview.matching)
                             .arg(preview.changing)
                      << '\n';
        for (const QString &title : preview.firstChanged)
            context.out() << "  " << title << '\n';
        context.out().flush();
        return 0;
    }
    RuleRunner runner(database->connection());
    const std::optional<int> changed = runner.applyToStored(*rule);
    if (!changed)
        return context.fail(CliContext::tr("cannot apply the rule: %1").arg(runner.errorString()));
    context.out() << CliContext::tr("The rule changed %n article(s)", nullptr, *changed)
                  << Qt::endl;
    return 0;
}

} // namespace Lectern
