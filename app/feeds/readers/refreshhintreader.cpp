#include "feeds/readers/refreshhintreader.h"

#include "feeds/xml/xmlcontent.h"

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// Sane bounds for what a feed may ask: a year at most.
constexpr int kMaxMinutes = 365 * 24 * 60;

struct Position
{
    qint64 line = 0;
    qint64 column = 0;
    QString element;
};

Position positionOf(const XmlTokenStream &reader)
{
    return {reader.lineNumber(), reader.columnNumber(), reader.qualifiedName()};
}

void complain(QList<ParseProblem> *problems, const Position &at, const QString &text,
              const QString &expected)
{
    problems->append(ParseProblem{
        at.line, at.column,
        u"<%1> holds \"%2\", which is not %3; ignored"_s.arg(at.element, text.left(80), expected)});
}

// A whole number from min to max, or -1 (with a problem) when the text is something else.
int readNumber(XmlTokenStream &reader, int min, int max, const QString &expected,
               QList<ParseProblem> *problems)
{
    const Position at = positionOf(reader);
    const QString text = XmlContent::readText(reader).trimmed();
    bool ok = false;
    const int value = text.toInt(&ok);
    if (ok && value >= min && value <= max)
        return value;
    if (!text.isEmpty())
        complain(problems, at, text, expected);
    return -1;
}

void readSkipHours(XmlTokenStream &reader, RefreshHints *hints, QList<ParseProblem> *problems)
{
    while (reader.readNextStartElement()) {
        if (reader.name() != u"hour") {
            reader.skipCurrentElement();
            continue;
        }
        // RSS 0.91 counted hours 1-24; its 24 is midnight, the 0 of RSS 2.0.
        const int hour = readNumber(reader, 0, 24, u"an hour from 0 to 23"_s, problems);
        if (hour >= 0)
            hints->skipHours |= 1u << (hour % 24);
    }
}

void readSkipDays(XmlTokenStream &reader, RefreshHints *hints, QList<ParseProblem> *problems)
{
    static const QLatin1StringView days[] = {"monday"_L1,   "tuesday"_L1, "wednesday"_L1,
                                             "thursday"_L1, "friday"_L1,  "saturday"_L1,
                                             "sunday"_L1};
    while (reader.readNextStartElement()) {
        if (reader.name() != u"day") {
            reader.skipCurrentElement();
            continue;
        }
        const Position at = positionOf(reader);
        const QString text = XmlContent::readText(reader).trimmed();
        bool known = false;
        for (int d = 0; d < 7; ++d) {
            if (text.compare(days[d], Qt::CaseInsensitive) == 0) {
                hints->skipDays |= quint8(1u << d);
                known = true;
            }
        }
        if (!known && !text.isEmpty())
            complain(problems, at, text, u"a day of the week"_s);
    }
}

RefreshHints::Period periodFrom(QStringView text)
{
    using Period = RefreshHints::Period;
    static const std::pair<QLatin1StringView, Period> periods[] = {{"hourly"_L1, Period::Hourly},
                                                                   {"daily"_L1, Period::Daily},
                                                                   {"weekly"_L1, Period::Weekly},
                                                                   {"monthly"_L1, Period::Monthly},
                                                                   {"yearly"_L1, Period::Yearly}};
    for (const auto &[name, period] : periods) {
        if (text.compare(name, Qt::CaseInsensitive) == 0)
            return period;
    }
    return Period::None;
}

} // namespace

bool RefreshHintReader::readRss(XmlTokenStream &reader, RefreshHints *hints,
                                QList<ParseProblem> *problems)
{
    const QStringView name = reader.name();
    if (name == u"ttl") {
        const int minutes = readNumber(reader, 0, kMaxMinutes, u"a number of minutes"_s, problems);
        if (minutes >= 0)
            hints->ttlMinutes = minutes;
    } else if (name == u"skipHours") {
        readSkipHours(reader, hints, problems);
    } else if (name == u"skipDays") {
        readSkipDays(reader, hints, problems);
    } else {
        return false;
    }
    return true;
}

bool RefreshHintReader::readSyndication(XmlTokenStream &reader, RefreshHints *hints,
                                        QList<ParseProblem> *problems)
{
    const QStringView name = reader.name();
    if (name == u"updatePeriod") {
        const Position at = positionOf(reader);
        const QString text = XmlContent::readText(reader).trimmed();
        const RefreshHints::Period period = periodFrom(text);
        if (period != RefreshHints::Period::None)
            hints->updatePeriod = period;
        else if (!text.isEmpty())
            complain(problems, at, text, u"hourly, daily, weekly, monthly or yearly"_s);
    } else if (name == u"updateFrequency") {
        const int frequency =
            readNumber(reader, 1, kMaxMinutes, u"a positive whole number"_s, problems);
        if (frequency > 0)
            hints->updateFrequency = frequency;
    } else if (name == u"updateBase") {
        hints->updateBase = XmlContent::readDate(reader, problems);
    } else {
        return false;
    }
    return true;
}

} // namespace Lectern
