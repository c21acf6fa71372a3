#include "cli/feedcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/capturestore.h"
#include "library/stores/feedschedulestore.h"
#include "library/stores/feedstore.h"
#include "net/systemcredentialstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString feedUsage = u"usage: lectern feed list [--json] | retention FEED-ID DAYS|keep |"
                          " interval FEED-ID MINUTES|auto | login FEED-ID USER | logout FEED-ID |"
                          " remove FEED-ID |"
                          " capture FEED-ID auto|always|never |"
                          " rule FEED-ID SELECTOR|none [--strip SELECTORS] |"
                          " page-rule FEED-ID --item SEL [--title SEL] [--link SEL] [--date SEL"
                          " [--date-format FORMAT]] [--summary SEL] [--tags SEL]"
                          " [--url-pattern REGEX] | page-rule FEED-ID --clear"_s;

// page-rule FEED-ID --item SEL ... : the rule, or nullopt after saying what is wrong.
std::optional<PageRule> pageRuleFrom(CliContext &context, const QStringList &options)
{
    PageRule rule;
    const QList<std::pair<QString, QString *>> fields = {
        {u"--item"_s, &rule.item},
        {u"--title"_s, &rule.title},
        {u"--link"_s, &rule.link},
        {u"--date"_s, &rule.date},
        {u"--date-format"_s, &rule.dateFormat},
        {u"--summary"_s, &rule.summary},
        {u"--tags"_s, &rule.tags},
        {u"--url-pattern"_s, &rule.urlPattern},
    };
    if (options == QStringList{u"--clear"_s})
        return rule;
    for (qsizetype i = 0; i < options.size(); i += 2) {
        const auto field = std::find_if(fields.begin(), fields.end(),
                                        [&](const auto &f) { return f.first == options[i]; });
        if (field == fields.end() || i + 1 >= options.size()) {
            context.fail(feedUsage);
            return std::nullopt;
        }
        *field->second = options[i + 1].trimmed();
    }
    if (rule.isEmpty() || !rule.problem().isEmpty()) {
        context.fail(rule.isEmpty() ? CliContext::tr("a page rule needs --item SELECTOR")
                                    : rule.problem());
        return std::nullopt;
    }
    return rule;
}

QJsonObject feedJson(const FeedRecord &feed)
{
    QJsonObject object{{u"id"_s, feed.id},
                       {u"title"_s, feed.title},
                       {u"url"_s, feed.url.toString()},
                       {u"site"_s, feed.siteUrl.toString()},
                       {u"shelf"_s, feed.shelfId},
                       {u"unread"_s, feed.unreadCount},
                       {u"total"_s, feed.totalCount},
                       {u"last_error"_s, feed.lastError}};
    object[u"retention_days"_s] =
        feed.retentionDays ? QJsonValue(*feed.retentionDays) : QJsonValue(QJsonValue::Null);
    object[u"interval_minutes"_s] =
        feed.intervalMinutes ? QJsonValue(*feed.intervalMinutes) : QJsonValue(QJsonValue::Null);
    object[u"capture"_s] = feed.capturePolicy;
    object[u"capture_rule"_s] = feed.captureSelector.isEmpty() ? QJsonValue(QJsonValue::Null)
                                                               : QJsonValue(feed.captureSelector);
    object[u"kind"_s] = feed.pageFeed  ? u"page"_s
                        : feed.sitemap ? u"sitemap"_s
                        : feed.saved   ? u"saved"_s
                                       : u"feed"_s;
    object[u"page_rule"_s] =
        feed.pageRule.isEmpty()
            ? QJsonValue(QJsonValue::Null)
            : QJsonValue(QJsonDocument::fromJson(feed.pageRule.toJson().toUtf8()).object());
    return object;
}

// The password comes from standard input, never from the command line (where other users and
// the shell history would see it), and goes to the system keychain only.
int login(CliContext &context, FeedStore &store, const FeedRecord &feed, const QString &user)
{
    QTextStream input(stdin);
    const QString password = input.readLine();
    if (password.isEmpty())
        return context.fail(CliContext::tr("give the password on standard input"));
    SystemCredentialStore keychain;
    const QString key = CredentialStore::keyFor(feed.url, user);
    const QString error = CliContext::waitForKeychain(
        [&](auto done) { keychain.writePassword(key, password, done); });
    if (!error.isEmpty())
        return context.fail(error);
    // The user name is kept only once its password is safe, so a refresh never sends half.
    if (!store.setAuthUser(feed.id, user))
        return context.fail(
            CliContext::tr("cannot save the user name: %1").arg(store.errorString()));
    return 0;
}

int logout(CliContext &context, FeedStore &store, const FeedRecord &feed)
{
    const QString user = store.fetchStates({feed.id}).value(0).authUser;
    if (user.isEmpty())
        return 0;
    SystemCredentialStore keychain;
    const QString key = CredentialStore::keyFor(feed.url, user);
    const QString error =
        CliContext::waitForKeychain([&](auto done) { keychain.removePassword(key, done); });
    if (!store.setAuthUser(feed.id, QString()))
        return context.fail(
            CliContext::tr("cannot forget the user name: %1").arg(store.errorString()));
    // The feed no longer sends it; a password the keychain could not remove is reported.
    return error.isEmpty() ? 0 : context.fail(error);
}

int list(CliContext &context, const FeedStore &store, bool json)
{
    const QList<FeedRecord> feeds = store.feeds();
    if (json) {
        QJsonArray array;
        for (const FeedRecord &feed : feeds)
            array.append(feedJson(feed));
        context.out() << QJsonDocument(array).toJson(QJsonDocument::Indented) << Qt::flush;
        return 0;
    }
    for (const FeedRecord &feed : feeds) {
        context.out() << feed.id << '\t' << feed.title << '\t' << feed.unreadCount << '/'
                      << feed.totalCount << '\t' << feed.url.toString();
        if (!feed.lastError.isEmpty())
            context.out() << "\t(" << feed.lastError << ')';
        context.out() << '\n';
    }
    context.out().flush();
    return 0;
}
} // namespace

int FeedCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    const bool listing =
        action == u"list"_s && (rest.isEmpty() || rest == QStringList{u"--json"_s});
    const bool setting =
        (action == u"retention"_s || action == u"interval"_s || action == u"login"_s) &&
        rest.size() == 2;
    const bool loggingOut = action == u"logout"_s && rest.size() == 1;
    const bool removing = action == u"remove"_s && rest.size() == 1;
    const bool capturing = action == u"capture"_s && rest.size() == 2;
    // rule FEED-ID SELECTOR [--strip SELECTORS]
    const bool ruling =
        action == u"rule"_s && (rest.size() == 2 || (rest.size() == 4 && rest[2] == u"--strip"_s));
    const bool pageRuling = action == u"page-rule"_s && rest.size() >= 2;
    if (!listing && !setting && !loggingOut && !removing && !capturing && !ruling && !pageRuling)
        return context.fail(feedUsage);

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    FeedStore store(database->connection());
    if (listing)
        return list(context, store, !rest.isEmpty());

    bool ok = false;
    const qint64 id = rest[0].toLongLong(&ok);
    const std::optional<FeedRecord> feed = ok && id > 0 ? store.feed(id) : std::nullopt;
    if (!feed)
        return context.fail(CliContext::tr("no feed with the id “%1”").arg(rest[0]));
    if (pageRuling) {
        const std::optional<PageRule> rule = pageRuleFrom(context, rest.mid(1));
        if (!rule)
            return 1;
        if (!store.setPageRule(id, *rule))
            return context.fail(CliContext::tr("rule failed: %1").arg(store.errorString()));
        context.out()
            << (rule->isEmpty()
                    ? CliContext::tr("Feed %1 finds its page's items without a rule").arg(id)
                    : CliContext::tr("Feed %1 reads its page with the rule %2; the next "
                                     "refresh applies it")
                          .arg(QString::number(id), rule->toJson()))
            << Qt::endl;
        return 0;
    }
    if (removing) {
        if (!store.remove(id))
            return context.fail(CliContext::tr("remove failed: %1").arg(store.errorString()));
        context.out() << CliContext::tr("Unsubscribed from “%1” (feed %2) and removed its "
                                        "%n article(s)",
                                        nullptr, feed->totalCount)
                             .arg(feed->title)
                             .arg(id)
                      << Qt::endl;
        return 0;
    }
    if (action == u"login"_s)
        return login(context, store, *feed, rest[1]);
    if (action == u"logout"_s)
        return logout(context, store, *feed);
    if (capturing || ruling) {
        CaptureStore captures(database->connection());
        if (capturing) {
            const auto policy = CaptureDecision::parse(rest[1]);
            if (!policy)
                return context.fail(CliContext::tr("the capture policy is auto, always or never"));
            if (!captures.setPolicy(id, *policy))
                return context.fail(
                    CliContext::tr("capture policy failed: %1").arg(captures.errorString()));
            return 0;
        }
        const QString selector = rest[1] == u"none"_s ? QString() : rest[1];
        if (!captures.setRules(id, selector, rest.value(3)))
            return context.fail(CliContext::tr("rule failed: %1").arg(captures.errorString()));
        return 0;
    }
    if (action == u"interval"_s) {
        // "auto": the feed's own ttl or syndication hint, else the default.
        std::optional<int> minutes;
        if (rest[1] != u"auto"_s) {
            const int value = rest[1].toInt(&ok);
            if (!ok || value < 5 || value > 7 * 24 * 60)
                return context.fail(
                    CliContext::tr("the interval needs minutes between 5 and 10080, or “auto”"));
            minutes = value;
        }
        FeedScheduleStore schedules(database->connection());
        if (!schedules.setInterval(id, minutes))
            return context.fail(CliContext::tr("interval failed: %1").arg(schedules.errorString()));
        return 0;
    }
    std::optional<int> days;
    if (rest[1] != u"keep"_s) {
        const int value = rest[1].toInt(&ok);
        if (!ok || value <= 0 || value > 100000)
            return context.fail(CliContext::tr("retention needs a number of days or “keep”"));
        days = value;
    }
    if (!store.setRetention(id, days))
        return context.fail(CliContext::tr("retention failed: %1").arg(store.errorString()));
    return 0;
}

} // namespace Lectern
