// The language Lectern speaks: the system's, English or Simplified Chinese. The choice is kept
// in the user's settings and applied at once: the translators are swapped (Qt then sends every
// widget a LanguageChange event) and the default locale follows, so dates and numbers change too.
#pragma once

#include <QList>
#include <QLocale>
#include <QObject>

class QSettings;
class QTranslator;

namespace Lectern {

class UiLanguage : public QObject
{
    Q_OBJECT
public:
    enum class Choice { System, English, Chinese };

    // settings: where the choice is kept (may be null: the system's language, never saved).
    // translationsDir: Lectern's .qm files (":/i18n", built into the program).
    explicit UiLanguage(QSettings *settings, QString translationsDir = QStringLiteral(":/i18n"),
                        QObject *parent = nullptr);
    ~UiLanguage() override;

    Choice choice() const { return m_choice; }
    // The locale a choice stands for on this system.
    static QLocale localeFor(Choice choice, const QLocale &system = QLocale::system());
    static QString keyOf(Choice choice);
    static Choice fromKey(const QString &key);

    // Installs the translators of the stored choice; call once the application exists.
    void applyStored();
    // Keeps and applies another choice; does nothing when it is the current one.
    void choose(Choice choice);
    // True when Lectern's own translation (or, for English, its plural forms) was loaded.
    bool hasOwnTranslation() const { return m_ownLoaded; }

Q_SIGNALS:
    void changed(Choice choice);

private:
    void install(const QLocale &locale);
    void removeInstalled();

    QSettings *m_settings;
    QString m_translationsDir;
    Choice m_choice = Choice::System;
    QList<QTranslator *> m_installed;
    bool m_ownLoaded = false;
};

} // namespace Lectern
