// Icons for the window's actions: the desktop theme's when it has one, else Lectern's own (PNGs
// rendered from resources/icons/actions at 16 to 48 pixels, so HiDPI screens get sharp ones),
// else the style's.
#pragma once

#include <QIcon>
#include <QStyle>

namespace Lectern {

class ActionIcons
{
public:
    // name: the file name of the SVG without .svg (go-home, feed-add, view-refresh, search-save,
    // search-saved).
    static QIcon icon(QIcon::ThemeIcon themed, const QString &name,
                      QStyle::StandardPixmap fallback = QStyle::SP_CustomBase);
    // Lectern's own drawing only (empty when the build had no rsvg-convert).
    static QIcon own(const QString &name);
};

} // namespace Lectern
