#include "cli/shelfcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/shelfstore.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const QString shelfUsage =
    CliContext::tr("usage: lectern shelf list | add PATH | rename SHELF NAME | remove SHELF |"
                   " move SHELF PARENT|/ | feed FEED-ID SHELF|/ | put ARTICLE-ID SHELF |"
                   " take ARTICLE-ID SHELF | retention SHELF DAYS|keep");

} // namespace

int ShelfCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString action = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    const auto needs = [&](qsizetype count) { return rest.size() == count; };
    if (action.isEmpty() || (action == u"list"_s && !needs(0)) ||
        (action == u"add"_s && !needs(1)) ||
        ((action == u"rename"_s || action == u"move"_s || action == u"feed"_s ||
          action == u"put"_s || action == u"take"_s) &&
         !needs(2)) ||
        (action == u"remove"_s && !needs(1)))
        return context.fail(shelfUsage);

    Database *database = context.openLibrary();
    if (!database)
        return 1;
    ShelfStore shelves(database->connection());
    // Resolves a shelf argument; "/" means the top level (0) where allowed.
    const auto shelfArg = [&](const QString &text, bool topAllowed) -> std::optional<qint64> {
        if (topAllowed && text == u"/"_s)
            return 0;
        const auto id = shelves.find(text);
        if (!id)
            context.fail(CliContext::tr("no shelf “%1”").arg(text));
        return id;
    };
    const auto done = [&](bool ok, const QString &what) {
        if (!ok)
            return context.fail(CliContext::tr("%1 failed: %2").arg(what, shelves.errorString()));
        return 0;
    };

    if (action == u"list"_s) {
        for (const ShelfRecord &shelf : shelves.shelves()) {
            context.out() << shelf.id << '\t' << shelves.path(shelf.id) << '\t' << shelf.unreadCount
                          << '/' << shelf.totalCount << '\n';
        }
        context.out().flush();
        return 0;
    }
    if (action == u"add"_s) {
        const auto id = shelves.addPath(rest[0]);
        if (!id)
            return context.fail(
                CliContext::tr("cannot add the shelf: %1").arg(shelves.errorString()));
        context.out() << *id << '\t' << shelves.path(*id) << Qt::endl;
        return 0;
    }
    const auto shelf = shelfArg(
        action == u"feed"_s || action == u"put"_s || action == u"take"_s ? rest[1] : rest[0],
        action == u"feed"_s);
    if (!shelf)
        return 1;
    if (action == u"rename"_s)
        return done(shelves.rename(*shelf, rest[1]), u"rename"_s);
    if (action == u"remove"_s)
        return done(shelves.remove(*shelf), u"remove"_s);
    if (action == u"retention"_s) {
        if (rest[1] == u"keep"_s)
            return done(shelves.setRetention(*shelf, std::nullopt), u"retention"_s);
        const qint64 days = CliContext::positiveId(rest[1]).value_or(0);
        if (days == 0 || days > 100000)
            return context.fail(CliContext::tr("retention needs a number of days or “keep”"));
        return done(shelves.setRetention(*shelf, int(days)), u"retention"_s);
    }
    if (action == u"move"_s) {
        const auto parent = shelfArg(rest[1], true);
        return parent ? done(shelves.move(*shelf, *parent), u"move"_s) : 1;
    }
    const qint64 id = CliContext::positiveId(rest[0]).value_or(0);
    if (id == 0)
        return context.fail(CliContext::tr("“%1” is not an id").arg(rest[0]));
    if (action == u"feed"_s)
        return done(shelves.setFeedShelf(id, *shelf), CliContext::tr("placing the feed"));
    if (action == u"put"_s)
        return done(shelves.putArticle(id, *shelf),
                    CliContext::tr("putting the article on the shelf"));
    if (action == u"take"_s)
        return done(shelves.takeArticle(id, *shelf),
                    CliContext::tr("taking the article off the shelf"));
    return context.fail(shelfUsage);
}

} // namespace Lectern
