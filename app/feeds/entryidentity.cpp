#include "feeds/entryidentity.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

namespace Lectern {

QString EntryIdentity::compute(const ParsedEntry &entry)
{
    const QString own = entry.id.trimmed();
    if (!own.isEmpty())
        return own;
    if (!entry.link.isEmpty())
        return entry.link.toString(QUrl::FullyEncoded);
    const QDateTime date = entry.published.isValid() ? entry.published : entry.updated;
    const QString dateText = date.isValid() ? date.toUTC().toString(Qt::ISODate) : QString();
    const QString content = entry.content.isEmpty() ? entry.summary : entry.content;
    // The separator keeps "ab" + "c" apart from "a" + "bc".
    const QString key = entry.title + QChar(0x1F) + dateText + QChar(0x1F) + content;
    return QString::fromLatin1(
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex());
}

void EntryIdentity::assign(ParsedEntry &entry)
{
    entry.id = compute(entry);
}

} // namespace Lectern
