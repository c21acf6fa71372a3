#include "cli/markcommand.h"

#include "cli/clicontext.h"
#include "library/database/database.h"
#include "library/stores/articlestore.h"

#include <QSqlDatabase>

using namespace Qt::StringLiterals;

namespace Lectern {

int MarkCommand::run(CliContext &context, const QStringList &arguments)
{
    const QString state = arguments.value(0);
    const QStringList states = {u"read"_s, u"unread"_s, u"star"_s, u"unstar"_s};
    if (!states.contains(state) || arguments.size() < 2)
        return context.fail(CliContext::tr("usage: lectern mark read|unread|star|unstar ID..."));
    const auto given = context.articleIds(arguments.mid(1));
    if (!given)
        return 1;
    const QList<qint64> ids = *given;
    Database *database = context.openLibrary();
    if (!database)
        return 1;
    QSqlDatabase db = database->connection();
    ArticleStore articles(db);
    // All or nothing: one transaction for the whole list.
    db.transaction();
    QStringList missing;
    for (qint64 id : std::as_const(ids)) {
        const bool changed = state == u"read"_s     ? articles.setRead(id, true)
                             : state == u"unread"_s ? articles.setRead(id, false)
                             : state == u"star"_s   ? articles.setStarred(id, true)
                                                    : articles.setStarred(id, false);
        if (!changed)
            missing.append(QString::number(id));
    }
    if (!missing.isEmpty()) {
        db.rollback();
        return context.fail(CliContext::tr("no article with id %1; nothing was changed")
                                .arg(missing.join(u", "_s)));
    }
    if (!db.commit())
        return context.fail(CliContext::tr("cannot save: %1").arg(articles.errorString()));
    return 0;
}

} // namespace Lectern
