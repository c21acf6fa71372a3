#pragma once

#include <QString>
#include <QUrl>

namespace Lectern {

// Decides which URLs from feed HTML may appear in the reader, and in which absolute form.
class UrlPolicy
{
public:
    enum class Use {
        Link,  // a[href]: http, https, mailto
        Image, // img/source: http, https, data:image/(png|jpeg|gif|webp), lectern://asset/<stored>
        Media, // audio/video sources and embeds, shown only as links: http, https
    };

    // The absolute, encoded URL to write for an attribute value as parsed (entities already
    // decoded), resolved against `base`; empty when the URL is not allowed for `use`.
    static QString resolve(const QString &raw, const QUrl &base, Use use);

    // A srcset list with every candidate resolved as an image URL; candidates that are not
    // allowed or whose descriptor is malformed are left out. Empty if none remain.
    static QString resolveSrcset(const QString &srcset, const QUrl &base);
};

} // namespace Lectern
