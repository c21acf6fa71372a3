#include "reading/uilanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
const auto SettingsKey = "interface/language";
} // namespace

UiLanguage::UiLanguage(QSettings *settings, QString translationsDir, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_translationsDir(std::move(translationsDir))
{
}

UiLanguage::~UiLanguage()
{
    removeInstalled();
}

QLocale UiLanguage::localeFor(Choice choice, const QLocale &system)
{
    switch (choice) {
    case Choice::English:
        // English words with the system's country where it speaks English (dates in en_GB
        // order), else the United States' forms.
        return system.language() == QLocale::English
                   ? system
                   : QLocale(QLocale::English, QLocale::UnitedStates);
    case Choice::Chinese:
        return QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    case Choice::System:
        break;
    }
    return system;
}

QString UiLanguage::keyOf(Choice choice)
{
    switch (choice) {
    case Choice::English:
        return u"en"_s;
    case Choice::Chinese:
        return u"zh_CN"_s;
    case Choice::System:
        break;
    }
    return u"system"_s;
}

UiLanguage::Choice UiLanguage::fromKey(const QString &key)
{
    if (key == u"en"_s)
        return Choice::English;
    if (key == u"zh_CN"_s)
        return Choice::Chinese;
    return Choice::System;
}

void UiLanguage::applyStored()
{
    m_choice = m_settings ? fromKey(m_settings->value(QLatin1StringView(SettingsKey)).toString())
                          : Choice::System;
    install(localeFor(m_choice));
}

void UiLanguage::choose(Choice choice)
{
    if (m_settings)
        m_settings->setValue(QLatin1StringView(SettingsKey), keyOf(choice));
    if (choice == m_choice && !m_installed.isEmpty())
        return;
    m_choice = choice;
    install(localeFor(choice));
    Q_EMIT changed(choice);
}

void UiLanguage::removeInstalled()
{
    for (QTranslator *translator : std::as_const(m_installed)) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    m_installed.clear();
}

void UiLanguage::install(const QLocale &locale)
{
    removeInstalled();
    // Dates, numbers and the list's relative days follow the language (ListDate asks QLocale()).
    QLocale::setDefault(locale);
    const auto load = [this](const QLocale &as, const QString &name, const QString &dir) {
        auto *translator = new QTranslator;
        if (!translator->load(as, name, u"_"_s, dir)) {
            delete translator;
            return false;
        }
        QCoreApplication::installTranslator(translator);
        m_installed.append(translator);
        return true;
    };
    // Lectern's own words; any language it has no translation for reads English, whose file
    // holds the plural forms ("1 new article", "2 new articles").
    m_ownLoaded = load(locale, u"lectern"_s, m_translationsDir) ||
                  load(QLocale(QLocale::English), u"lectern"_s, m_translationsDir);
    // Qt's own dialogs and the web view's context menu.
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    load(locale, u"qtbase"_s, qtDir);
    load(locale, u"qtwebengine"_s, qtDir);
}

} // namespace Lectern
