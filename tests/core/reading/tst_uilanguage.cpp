// The UI's language: the choice is kept, the translators follow it at once (with a
// LanguageChange event), English has its plural forms, and the locale of dates follows too.
#include "reading/uilanguage.h"

#include "testregistry.h"

#include <QCoreApplication>
#include <QEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {
// Counts the LanguageChange events the application sends.
class LanguageEvents : public QObject
{
public:
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

QString newArticles(int n)
{
    return QCoreApplication::translate("Lectern::RefreshControls", "%n new article(s)", nullptr, n);
}
} // namespace

class TestUiLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void chineseAtOnceAndKept();
    void englishHasPluralForms();
    void anUntranslatedLanguageReadsEnglish();
    void keysRoundTrip();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_settings;
    // The .qm files CMake built from translations/*.ts (the program has them as resources).
    const QString m_qmDir = QStringLiteral(LECTERN_BINARY_DIR);
};

void TestUiLanguage::init()
{
    static int n = 0;
    m_settings =
        std::make_unique<QSettings>(m_dir.filePath(u"s%1.ini"_s.arg(++n)), QSettings::IniFormat);
}

void TestUiLanguage::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void TestUiLanguage::chineseAtOnceAndKept()
{
    LanguageEvents events;
    QCoreApplication::instance()->installEventFilter(&events);
    {
        UiLanguage language(m_settings.get(), m_qmDir);
        language.applyStored();
        QCOMPARE(language.choice(), UiLanguage::Choice::System);
        QSignalSpy changed(&language, &UiLanguage::changed);
        events.count = 0;
        language.choose(UiLanguage::Choice::Chinese);
        QCOMPARE(changed.count(), 1);
        QVERIFY(language.hasOwnTranslation());
        QCOMPARE(newArticles(3), u"3 篇新文章"_s);
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(QLocale().dayName(7, QLocale::ShortFormat), u"周日"_s);
        // The application hears of it (and QApplication passes it on to every widget).
        QVERIFY(events.count > 0);
        language.choose(UiLanguage::Choice::Chinese); // the same again: nothing happens
        QCOMPARE(changed.count(), 1);
    }
    // The next start speaks Chinese from the first string.
    UiLanguage again(m_settings.get(), m_qmDir);
    again.applyStored();
    QCOMPARE(again.choice(), UiLanguage::Choice::Chinese);
    QCOMPARE(newArticles(1), u"1 篇新文章"_s);
    QCoreApplication::instance()->removeEventFilter(&events);
}

void TestUiLanguage::englishHasPluralForms()
{
    UiLanguage language(m_settings.get(), m_qmDir);
    language.choose(UiLanguage::Choice::English);
    QVERIFY(language.hasOwnTranslation());
    QCOMPARE(newArticles(1), u"1 new article"_s);
    QCOMPARE(newArticles(2), u"2 new articles"_s);
    QCOMPARE(QLocale().language(), QLocale::English);
    // From Chinese back to English: the Chinese translator is gone.
    language.choose(UiLanguage::Choice::Chinese);
    QCOMPARE(newArticles(2), u"2 篇新文章"_s);
    language.choose(UiLanguage::Choice::English);
    QCOMPARE(newArticles(2), u"2 new articles"_s);
}

void TestUiLanguage::anUntranslatedLanguageReadsEnglish()
{
    QCOMPARE(UiLanguage::localeFor(UiLanguage::Choice::System, QLocale(QLocale::German)).language(),
             QLocale::German);
    QCOMPARE(
        UiLanguage::localeFor(UiLanguage::Choice::English, QLocale(QLocale::Chinese)).language(),
        QLocale::English);
    // The system's language here is whatever the test runs in (C, English...): never Chinese
    // words, always the English plurals.
    QSettings german(m_dir.filePath(u"german.ini"_s), QSettings::IniFormat);
    UiLanguage language(&german, m_qmDir);
    language.applyStored();
    if (QLocale::system().language() != QLocale::Chinese) {
        QVERIFY(language.hasOwnTranslation());
        QCOMPARE(newArticles(5), u"5 new articles"_s);
    }
}

void TestUiLanguage::keysRoundTrip()
{
    for (auto choice :
         {UiLanguage::Choice::System, UiLanguage::Choice::English, UiLanguage::Choice::Chinese})
        QCOMPARE(UiLanguage::fromKey(UiLanguage::keyOf(choice)), choice);
    QCOMPARE(UiLanguage::fromKey(u"klingon"_s), UiLanguage::Choice::System);
}

LECTERN_TEST_GUILESS_MAIN(tst_uilanguage, TestUiLanguage)
#include "tst_uilanguage.moc"
