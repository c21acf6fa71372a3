#include "ui/common/actionicons.h"

#include <QApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace Lectern {

QIcon ActionIcons::own(const QString &name)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48}) {
        const QString file = u":/actions/%1-%2.png"_s.arg(name).arg(size);
        if (QFile::exists(file))
            icon.addFile(file, QSize(size, size));
    }
    return icon;
}

QIcon ActionIcons::icon(QIcon::ThemeIcon themed, const QString &name,
                        QStyle::StandardPixmap fallback)
{
    if (QIcon::hasThemeIcon(themed))
        return QIcon::fromTheme(themed);
    const QIcon drawn = own(name);
    if (!drawn.isNull() || fallback == QStyle::SP_CustomBase)
        return drawn;
    return QApplication::style()->standardIcon(fallback);
}

} // namespace Lectern
