// Mutation testing of the reader's walls. The project's hostile fixtures (tests/data/security)
// are mutated the ways sanitizer bypasses are built (tests/fuzz/htmlmutator.h); every mutant
// goes through the sanitizer, whose output must hold nothing that can run script or load
// anything (the fuzz oracle) and no more elements than the mutant itself (but for the link
// that stands for each medium), and some through the
// real reader (ReaderProbe: no script runs, no request leaves lectern: and data:, no window).
// Seeded, and said: the seed, the counts and the time per input are printed, and a mutant that
// breaks a wall is written to a file beside the test to be replayed.
//
//   LECTERN_MUTATION_SEED     the seed (default: a fixed one, so CTest's short run never varies)
//   LECTERN_MUTATIONS         mutants through the sanitizer (default 3000)
//   LECTERN_MUTATIONS_READER  of those, how many go through the reader too (default 10)
//   LECTERN_MUTATION_SECONDS  instead of a count: as many as fit (scripts/fuzz mutations)
#include "content/htmlsanitizer.h"
#include "fuzzoracle.h"
#include "htmlmutator.h"
#include "readerprobe.h"
#include "testregistry.h"
#include "ui/window/windowapplication.h"

#include <QApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace Lectern;

namespace {

qint64 setting(const char *name, qint64 fallback)
{
    bool ok = false;
    const qint64 value = qEnvironmentVariable(name).toLongLong(&ok);
    return ok ? value : fallback;
}

} // namespace

class TestMutations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void nearMutantsAreEachStored();
    void mutantsKeepTheWalls();

private:
    // Where a mutant that broke a wall is kept, with why; the path.
    QString keep(const QString &mutant, const QString &why, qint64 index);

    QTemporaryDir m_dir;
    std::unique_ptr<ReaderProbe> m_probe;
    QStringList m_fixtures;
};

void TestMutations::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_probe = std::make_unique<ReaderProbe>(m_dir.path());
    QVERIFY(m_probe->start());
    QDirIterator fixtures(QStringLiteral(LECTERN_TEST_DATA "/security"), {u"*.html"_s},
                          QDir::Files);
    while (fixtures.hasNext()) {
        QFile file(fixtures.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_fixtures.append(QString::fromUtf8(file.readAll()));
    }
    m_fixtures.sort();
    QVERIFY(m_fixtures.size() >= 15);
}

QString TestMutations::keep(const QString &mutant, const QString &why, qint64 index)
{
    const QString path = QStringLiteral(LECTERN_BINARY_DIR "/tests/mutation-%1.html").arg(index);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write((u"<!-- "_s + why + u" -->\n"_s + mutant).toUtf8());
    return path;
}

// Mutants of one fixture are near copies of each other: the library keeps the second as a copy
// of the first (schema 30), and the probe must still be given that row to render, not "not
// stored" (a long run stopped on it).
void TestMutations::nearMutantsAreEachStored()
{
    QString text = u"<p>"_s;
    for (int i = 0; i < 60; ++i)
        text +=
            u"Sentence %1 of a hostile page hides payload %2 in its markup. "_s.arg(i).arg(i * 7);
    const qint64 first = m_probe->addArticle(u"near-1"_s, text + u"<b>one</b></p>"_s);
    const qint64 second = m_probe->addArticle(u"near-2"_s, text + u"<i>two</i></p>"_s);
    QVERIFY(first > 0);
    QVERIFY(second > 0);
    QVERIFY(second != first);
}

void TestMutations::mutantsKeepTheWalls()
{
    const quint64 seed = quint64(setting("LECTERN_MUTATION_SEED", 20261207));
    const qint64 seconds = setting("LECTERN_MUTATION_SECONDS", 0);
    const qint64 wanted =
        seconds > 0 ? std::numeric_limits<qint64>::max() : setting("LECTERN_MUTATIONS", 3000);
    const qint64 inReader = setting("LECTERN_MUTATIONS_READER", 10);
    // The reader's mutants are spread over the run: one in every `every`.
    const qint64 every =
        seconds > 0 ? 200 : std::max<qint64>(1, wanted / std::max<qint64>(1, inReader));
    Fuzz::HtmlMutator mutator(seed, m_probe->beaconPort());
    HtmlSanitizer::Options options;
    options.baseUrl = QUrl(u"https://example.com/blog/post/"_s);

    QElapsedTimer clock;
    clock.start();
    qint64 sanitized = 0;
    qint64 read = 0;
    qint64 sanitizerNs = 0;
    qint64 readerMs = 0;
    QStringList broken;
    for (qint64 i = 0; i < wanted && broken.isEmpty(); ++i) {
        if (seconds > 0 && clock.elapsed() > seconds * 1000)
            break;
        const QString &fixture = m_fixtures.at(int(i % m_fixtures.size()));
        const QString mutant =
            mutator.mutate(fixture).replace(u"{{PORT}}"_s, QString::number(m_probe->beaconPort()));
        QElapsedTimer one;
        one.start();
        const QString output = HtmlSanitizer::sanitize(mutant, options);
        sanitizerNs += one.nsecsElapsed();
        ++sanitized;
        QString why = Fuzz::sanitizedHtmlProblem(output);
        // A medium (audio, video, an embedded player) becomes a link in a paragraph of its own
        // by design: one element more each, and nothing else may grow.
        const int allowed =
            Fuzz::elementCount(mutant) +
            Fuzz::elementCount(mutant, {GUMBO_TAG_AUDIO, GUMBO_TAG_VIDEO, GUMBO_TAG_IFRAME});
        if (why.isEmpty() && Fuzz::elementCount(output) > allowed)
            why = u"the sanitizer wrote %1 elements of a mutant of %2 (media included)"_s
                      .arg(Fuzz::elementCount(output))
                      .arg(allowed);
        const bool readerLeft = seconds > 0 || read < inReader;
        if (why.isEmpty() && i % every == 0 && readerLeft) {
            one.restart();
            const qint64 id = m_probe->addArticle(u"mutant-%1"_s.arg(i), mutant);
            why = id > 0 ? m_probe->probe(id, 150).join(u"; "_s) : u"not stored"_s;
            readerMs += one.elapsed();
            ++read;
        }
        if (!why.isEmpty())
            broken.append(u"mutant %1 (%2): %3; kept in %4"_s.arg(i).arg(
                mutator.lastOperators().join(u", "_s), why, keep(mutant, why, i)));
    }
    qInfo("mutations: seed %llu; %lld mutants through the sanitizer (%.3f ms each), %lld through "
          "the reader (%lld ms each); %lld broke a wall",
          seed, sanitized, sanitized > 0 ? double(sanitizerNs) / 1e6 / double(sanitized) : 0.0,
          read, read > 0 ? readerMs / read : 0, qint64(broken.size()));
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u'\n')));
    QVERIFY(sanitized > 0);
}

LECTERN_TEST_FUNCTION(tst_mutations)
{
    WindowApplication::prepare();
    QApplication app(argc, argv);
    TestMutations test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_mutations.moc"
