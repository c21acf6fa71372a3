// What a sync server says of a subscription and of an item, whatever its protocol: the common
// ground SyncIngest stores from.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Lectern {

struct RemoteSubscription
{
    QString id; // the server's name for its stream of items ("feed/…")
    QString title;
    QUrl url;
    QUrl siteUrl;
    QStringList folders; // the folders' (categories', labels') names
};

struct RemoteItem
{
    qint64 id = 0;
    QString streamId; // its subscription's
    QString title;
    QString html;
    QUrl link;
    QString author;
    QDateTime published;
    QDateTime updated;
    bool read = false;
    bool starred = false;
};

} // namespace Lectern
