// What a rule reads of an article: where it is (its feed, its shelves) and what it says. Filled
// by whoever runs the rules, from an article being stored or one already in the library.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Lectern {

struct RuleSubject
{
    qint64 feedId = 0;
    QList<qint64> shelfIds;
    QString title;
    QString authors;
    QString content; // plain text, not HTML
    QString link;
    QStringList tags;
};

} // namespace Lectern
