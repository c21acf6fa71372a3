#include "reading/readersettingsstore.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QString themeName(ReaderSettings::Theme theme)
{
    switch (theme) {
    case ReaderSettings::Theme::Light:
        return u"light"_s;
    case ReaderSettings::Theme::Dark:
        return u"dark"_s;
    case ReaderSettings::Theme::System:
        break;
    }
    return u"system"_s;
}

ReaderSettings::Theme themeFromName(const QString &name)
{
    if (name == u"light"_s)
        return ReaderSettings::Theme::Light;
    if (name == u"dark"_s)
        return ReaderSettings::Theme::Dark;
    return ReaderSettings::Theme::System;
}

} // namespace

ReaderSettingsStore::ReaderSettingsStore(QSettings *settings)
    : m_settings(settings)
{
}

ReaderSettings ReaderSettingsStore::load() const
{
    ReaderSettings settings;
    m_settings->beginGroup(u"reader"_s);
    settings.theme = themeFromName(m_settings->value(u"theme"_s).toString());
    settings.codeTheme = m_settings->value(u"codeTheme"_s).toString();
    bool ok = false;
    const double zoom = m_settings->value(u"zoom"_s, 1.0).toDouble(&ok);
    if (ok && zoom >= ReaderSettings::MinZoom && zoom <= ReaderSettings::MaxZoom)
        settings.zoom = zoom;
    settings.lineNumbers = m_settings->value(u"lineNumbers"_s, false).toBool();
    settings.remoteImages = m_settings->value(u"remoteImages"_s, false).toBool();
    m_settings->endGroup();
    return settings;
}

void ReaderSettingsStore::save(const ReaderSettings &settings)
{
    m_settings->beginGroup(u"reader"_s);
    m_settings->setValue(u"theme"_s, themeName(settings.theme));
    m_settings->setValue(u"codeTheme"_s, settings.codeTheme);
    m_settings->setValue(u"zoom"_s, settings.zoom);
    m_settings->setValue(u"lineNumbers"_s, settings.lineNumbers);
    m_settings->setValue(u"remoteImages"_s, settings.remoteImages);
    m_settings->endGroup();
    m_settings->sync();
}

} // namespace Lectern
