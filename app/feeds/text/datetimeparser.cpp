#include "feeds/text/datetimeparser.h"
#include "feeds/text/textchars.h"

#include <QList>
#include <QString>
#include <QTimeZone>

#include <algorithm>
#include <cstring>
#include <optional>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

constexpr int kMinute = 60;
constexpr int kHour = 60 * kMinute;

QDateTime makeUtc(QDate date, QTime time, int offsetSeconds, bool nextDay = false)
{
    if (!date.isValid() || !time.isValid())
        return {};
    QDateTime dt(date, time, QTimeZone::UTC);
    if (nextDay)
        dt = dt.addDays(1);
    return dt.addSecs(-offsetSeconds);
}

// A word in lower case without its accents: "Ιούλ" is "ιουλ", "július" is "julius".
QString folded(QStringView word)
{
    QString plain;
    const QString decomposed = word.toString().normalized(QString::NormalizationForm_D);
    for (QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            plain.append(c.toLower());
    }
    return plain;
}

// Month from a name or its abbreviation, 0 if none: English ("Sep", "Sept", "September"), and
// the Greek and Hungarian ones feedparser documents ("Ιούλ", "július").
int monthFromName(QStringView word)
{
    static const char *const names[] = {"january",   "february", "march",    "april",
                                        "may",       "june",     "july",     "august",
                                        "september", "october",  "november", "december"};
    if (word.size() < 3)
        return 0;
    for (int i = 0; i < 12; ++i) {
        if (QLatin1StringView(names[i]).startsWith(word, Qt::CaseInsensitive))
            return i + 1;
    }
    const QString plain = folded(word);
    static const struct
    {
        const char16_t *prefix; // at least three letters of the name, accents folded
        int month;
    } localized[] = {
        // Greek, in either case form; "ιον" and "ιολ" are older abbreviations of June and July.
        {u"ιαν", 1},
        {u"φεβ", 2},
        {u"μαρ", 3},
        {u"απρ", 4},
        {u"μαι", 5},
        {u"ιουν", 6},
        {u"ιον", 6},
        {u"ιουλ", 7},
        {u"ιολ", 7},
        {u"αυγ", 8},
        {u"σεπ", 9},
        {u"οκτ", 10},
        {u"νοε", 11},
        {u"δεκ", 12},
        // Hungarian, where its names are not English ones.
        {u"marc", 3},
        {u"apr", 4},
        {u"maj", 5},
        {u"jun", 6},
        {u"jul", 7},
        {u"szep", 9},
        {u"okt", 10},
    };
    for (const auto &name : localized) {
        if (plain.startsWith(QStringView(name.prefix)))
            return name.month;
    }
    return 0;
}

bool isDayName(QStringView word)
{
    static const char *const names[] = {"monday", "tuesday",  "wednesday", "thursday",
                                        "friday", "saturday", "sunday"};
    if (word.size() < 2)
        return false;
    const QString lower = word.toString().toLower();
    // "Thurs", "Tues" and "Weds" are common; a prefix of the full name or of it plus "s" is fine.
    for (const char *name : names) {
        const QLatin1StringView full(name);
        if (full.startsWith(lower) && lower.size() >= 2)
            return true;
    }
    return lower == "weds"_L1 || lower == "thur"_L1;
}

// "+hhmm", "-hh:mm", "+hh", "GMT+hhmm" and the named zones of RFC 822 plus a few common ones.
std::optional<int> zoneOffset(QStringView zone)
{
    QString z = zone.toString().toUpper();
    if (z.startsWith("GMT"_L1) && z.size() > 3 && (z[3] == u'+' || z[3] == u'-'))
        z = z.mid(3);
    else if (z.startsWith("UTC"_L1) && z.size() > 3 && (z[3] == u'+' || z[3] == u'-'))
        z = z.mid(3);
    if (!z.isEmpty() && (z[0] == u'+' || z[0] == u'-')) {
        const int sign = z[0] == u'-' ? -1 : 1;
        QString digits = z.mid(1);
        digits.remove(u':');
        bool ok = false;
        const int value = digits.toInt(&ok);
        if (!ok)
            return std::nullopt;
        int hours = 0;
        int minutes = 0;
        if (digits.size() <= 2) {
            hours = value;
        } else if (digits.size() == 4) {
            hours = value / 100;
            minutes = value % 100;
        } else {
            return std::nullopt;
        }
        if (hours > 14 || minutes > 59)
            return std::nullopt;
        return sign * (hours * kHour + minutes * kMinute);
    }
    struct Named
    {
        QLatin1StringView name;
        int hours;
    };
    static const Named named[] = {
        {"GMT"_L1, 0},
        {"UT"_L1, 0},
        {"UTC"_L1, 0},
        {"Z"_L1, 0},
        {"EST"_L1, -5},
        {"EDT"_L1, -4},
        {"CST"_L1, -6},
        {"CDT"_L1, -5},
        {"MST"_L1, -7},
        {"MDT"_L1, -6},
        {"PST"_L1, -8},
        {"PDT"_L1, -7},
        {"AST"_L1, -4},
        {"ADT"_L1, -3},
        {"AKST"_L1, -9},
        {"AKDT"_L1, -8},
        {"HST"_L1, -10},
        {"WET"_L1, 0},
        {"WEST"_L1, 1},
        {"BST"_L1, 1},
        {"CET"_L1, 1},
        {"CEST"_L1, 2},
        {"MET"_L1, 1},
        {"MEST"_L1, 2},
        {"EET"_L1, 2},
        {"EEST"_L1, 3},
        {"MSK"_L1, 3},
        {"JST"_L1, 9},
        {"KST"_L1, 9},
        {"HKT"_L1, 8},
        {"AEST"_L1, 10},
        {"AEDT"_L1, 11},
        {"NZST"_L1, 12},
        {"NZDT"_L1, 13},
        // North American zones without the season, as liberal readers take them: standard time.
        {"ET"_L1, -5},
        {"CT"_L1, -6},
        {"MT"_L1, -7},
        {"PT"_L1, -8},
        {"AT"_L1, -4},
    };
    for (const Named &n : named) {
        if (z == n.name)
            return n.hours * kHour;
    }
    // RFC 822 military zones: A..I = -1..-9, K..M = -10..-12, N..Y = +1..+12 (J unused).
    if (z.size() == 1) {
        const char16_t c = z[0].unicode();
        if (c >= u'A' && c <= u'I')
            return -(c - u'A' + 1) * kHour;
        if (c >= u'K' && c <= u'M')
            return -(c - u'K' + 10) * kHour;
        if (c >= u'N' && c <= u'Y')
            return (c - u'N' + 1) * kHour;
    }
    return std::nullopt;
}

bool allDigits(QStringView s)
{
    if (s.isEmpty())
        return false;
    for (QChar c : s) {
        if (!c.isDigit() || c.unicode() > 127)
            return false;
    }
    return true;
}

int expandYear(QStringView digits)
{
    const int year = digits.toInt();
    if (digits.size() == 2)
        return year < 50 ? 2000 + year : 1900 + year;
    if (digits.size() == 3)
        return 1900 + year; // RFC 2822 obsolete syntax
    return year;
}

// "hh:mm[:ss[.fff]]"; returns the time and whether it was 24:00.
std::optional<QTime> parseClock(QStringView text, bool *endOfDay)
{
    const auto parts = text.split(u':');
    if (parts.size() < 2 || parts.size() > 3)
        return std::nullopt;
    if (!allDigits(parts[0]) || !allDigits(parts[1]) || parts[0].size() > 2 || parts[1].size() != 2)
        return std::nullopt;
    const int h = parts[0].toInt();
    const int m = parts[1].toInt();
    int s = 0;
    int ms = 0;
    if (parts.size() == 3) {
        QStringView sec = parts[2];
        const qsizetype dot = sec.indexOf(u'.') >= 0 ? sec.indexOf(u'.') : sec.indexOf(u',');
        QStringView frac;
        if (dot >= 0) {
            frac = sec.mid(dot + 1);
            sec = sec.left(dot);
            if (!allDigits(frac))
                return std::nullopt;
            ms = QString(frac.left(3).toString() + u"00"_s).left(3).toInt();
        }
        if (!allDigits(sec) || sec.size() != 2)
            return std::nullopt;
        s = sec.toInt();
    }
    if (s == 60) // a leap second: the last second of the minute is the nearest valid instant
        s = 59;
    *endOfDay = h == 24 && m == 0 && s == 0 && ms == 0;
    const QTime t = *endOfDay ? QTime(0, 0) : QTime(h, m, s, ms);
    if (!t.isValid())
        return std::nullopt;
    return t;
}

// The month of an English three-letter abbreviation in any case, 0 if none.
int monthFromAbbreviation(QStringView three)
{
    static constexpr char abbreviations[] = "janfebmaraprmayjunjulaugsepoctnovdec";
    char lower[3];
    for (int k = 0; k < 3; ++k) {
        const char16_t c = three[k].unicode();
        lower[k] = char(c >= u'A' && c <= u'Z' ? c + 32 : c);
    }
    for (int month = 0; month < 12; ++month) {
        if (std::memcmp(abbreviations + 3 * month, lower, 3) == 0)
            return month + 1;
    }
    return 0;
}

// Reads a date's fixed-width fields in place, without making strings.
struct FieldScanner
{
    QStringView text;
    qsizetype at = 0;

    // count digits into *out, moving past them.
    bool digits(int count, int *out)
    {
        if (at + count > text.size())
            return false;
        int value = 0;
        for (int k = 0; k < count; ++k) {
            const char16_t c = text[at + k].unicode();
            if (c < u'0' || c > u'9')
                return false;
            value = value * 10 + (c - u'0');
        }
        *out = value;
        at += count;
        return true;
    }
    bool skip(char16_t c)
    {
        if (at >= text.size() || text[at] != c)
            return false;
        ++at;
        return true;
    }
    bool letters3() const
    {
        return at + 3 <= text.size() && isAsciiLetter(text[at]) && isAsciiLetter(text[at + 1]) &&
               isAsciiLetter(text[at + 2]);
    }
    // "+HH:MM" or "+HHMM" (or '-') as seconds east of UTC, within the general reading's bounds.
    bool numericOffset(int *seconds)
    {
        if (at >= text.size() || (text[at] != u'+' && text[at] != u'-'))
            return false;
        const int sign = text[at] == u'-' ? -1 : 1;
        ++at;
        int hours = 0;
        int minutes = 0;
        if (!digits(2, &hours))
            return false;
        skip(u':');
        if (!digits(2, &minutes) || hours > 14 || minutes > 59)
            return false;
        *seconds = sign * (hours * kHour + minutes * kMinute);
        return true;
    }
    bool atEnd() const { return at == text.size(); }
};

// The form nearly every Atom feed writes, "2024-06-07T10:00:00Z" or with "+02:00" or "+0200",
// with or without a fraction of a second, read without making a string; anything else is left
// to the general reading.
std::optional<QDateTime> parseCommonIso8601(QStringView s)
{
    FieldScanner scan{s};
    int year = 0;
    int month = 0;
    int day = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (!scan.digits(4, &year) || !scan.skip(u'-') || !scan.digits(2, &month) || !scan.skip(u'-') ||
        !scan.digits(2, &day) || !scan.skip(u'T') || !scan.digits(2, &hour) || !scan.skip(u':') ||
        !scan.digits(2, &minute) || !scan.skip(u':') || !scan.digits(2, &second) || hour > 23 ||
        second > 59)
        return std::nullopt;
    int ms = 0;
    if (scan.skip(u'.')) {
        // Milliseconds from the first three digits ("5" is 500); the rest are dropped.
        int digits = 0;
        for (; !scan.atEnd() && s[scan.at] >= u'0' && s[scan.at] <= u'9'; ++scan.at, ++digits) {
            if (digits < 3)
                ms = ms * 10 + (s[scan.at].unicode() - u'0');
        }
        if (digits == 0)
            return std::nullopt;
        for (; digits < 3; ++digits)
            ms *= 10;
    }
    int offset = 0;
    if (!scan.skip(u'Z') && !scan.numericOffset(&offset))
        return std::nullopt;
    const QDate date(year, month, day);
    if (!scan.atEnd() || !date.isValid())
        return std::nullopt;
    return makeUtc(date, QTime(hour, minute, second, ms), offset);
}

// The form nearly every RSS feed writes, "Tue, 10 Jun 2003 04:00:00 GMT" or "+0200", with or
// without the day name or the seconds, read without making a string; anything else (leap
// seconds, 24:00, a day the month lacks) is left to the general reading.
std::optional<QDateTime> parseCommonRfc822(QStringView s)
{
    FieldScanner scan{s};
    if (scan.letters3() && s.size() > 4 && s[3] == u',' && s[4] == u' ') {
        if (monthFromAbbreviation(s.first(3)) != 0)
            return std::nullopt;
        scan.at = 5;
    }
    int day = 0;
    if (!scan.digits(2, &day) && !scan.digits(1, &day))
        return std::nullopt;
    if (!scan.skip(u' ') || !scan.letters3() || (scan.at + 3 < s.size() && s[scan.at + 3] != u' '))
        return std::nullopt;
    const int month = monthFromAbbreviation(s.sliced(scan.at, 3));
    scan.at += 3;
    int year = 0;
    int hour = 0;
    int minute = 0;
    int second = 0;
    if (month == 0 || !scan.skip(u' ') || !scan.digits(4, &year) || !scan.skip(u' ') ||
        !scan.digits(2, &hour) || !scan.skip(u':') || !scan.digits(2, &minute))
        return std::nullopt;
    if (scan.skip(u':') && !scan.digits(2, &second))
        return std::nullopt;
    if (!scan.skip(u' ') || hour > 23 || second > 59)
        return std::nullopt;
    const QStringView zone = s.sliced(scan.at);
    int offset = 0;
    if (zone.startsWith(u'+') || zone.startsWith(u'-')) {
        if (!scan.numericOffset(&offset) || !scan.atEnd())
            return std::nullopt;
    } else if (const std::optional<int> named = zoneOffset(zone)) {
        offset = *named; // GMT, UTC, PST and the other zones the general reading knows
    } else {
        return std::nullopt;
    }
    const QDate date(year, month, day);
    if (!date.isValid())
        return std::nullopt;
    return makeUtc(date, QTime(hour, minute, second), offset);
}

// ISO 8601 dates with a two-digit year, as feedparser documents them: "031231" (yymmdd),
// "03335" (yy and the day of the year), "-03-12" and "-0312" (yy and month), "-03-12-31".
std::optional<QDate> twoDigitYearDate(QStringView s)
{
    auto ordinal = [](int year, QStringView days) -> std::optional<QDate> {
        const QDate first(year, 1, 1);
        const int day = days.toInt();
        if (day < 1 || day > first.daysInYear())
            return std::nullopt;
        return first.addDays(day - 1);
    };
    auto date = [](int year, QStringView month, QStringView day) -> std::optional<QDate> {
        const QDate d(year, month.toInt(), day.isEmpty() ? 1 : day.toInt());
        return d.isValid() ? std::optional<QDate>(d) : std::nullopt;
    };
    if (allDigits(s) && s.size() == 6)
        return date(expandYear(s.left(2)), s.sliced(2, 2), s.sliced(4, 2));
    if (allDigits(s) && s.size() == 5)
        return ordinal(expandYear(s.left(2)), s.sliced(2));
    if (!s.startsWith(u'-'))
        return std::nullopt;
    const QStringView rest = s.sliced(1);
    if (allDigits(rest) && rest.size() == 4)
        return date(expandYear(rest.left(2)), rest.sliced(2), {});
    const auto parts = rest.split(u'-');
    const bool twoDigits = std::all_of(parts.begin(), parts.end(), [](QStringView part) {
        return part.size() == 2 && allDigits(part);
    });
    if (!twoDigits || parts.size() < 2 || parts.size() > 3)
        return std::nullopt;
    return date(expandYear(parts[0]), parts[1], parts.size() == 3 ? parts[2] : QStringView());
}

// Korean dates, read as Korea's time (UTC+9) as feedparser does: "2004년 05월 28일 01:31:15"
// and "2004-05-25 오후 11:23:17" (오전 before noon, 오후 after).
QDateTime parseKorean(QStringView text)
{
    QString plain = text.toString();
    const bool pm = plain.contains(u"오후"_s);
    const bool am = plain.contains(u"오전"_s);
    for (const QString &mark : {u"오후"_s, u"오전"_s})
        plain.remove(mark);
    for (QChar unit : {QChar(u'년'), QChar(u'월'), QChar(u'일')})
        plain.replace(unit, u' ');
    plain.replace(u'-', u' ');
    const QStringList words = plain.split(u' ', Qt::SkipEmptyParts);
    if (words.size() != 4 || !allDigits(words[0]) || words[0].size() != 4 || !allDigits(words[1]) ||
        !allDigits(words[2]))
        return {};
    bool endOfDay = false;
    std::optional<QTime> time = parseClock(words[3], &endOfDay);
    if (!time || endOfDay)
        return {};
    if (am || pm) {
        const int hour = time->hour();
        if (hour < 1 || hour > 12)
            return {};
        time = QTime((hour % 12) + (pm ? 12 : 0), time->minute(), time->second());
    }
    return makeUtc(QDate(words[0].toInt(), words[1].toInt(), words[2].toInt()), *time, 9 * kHour);
}

} // namespace

QDateTime DateTimeParser::parse(QStringView text)
{
    const QStringView trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {};
    if (trimmed.contains(u'년') || trimmed.contains(u"오전"_s) || trimmed.contains(u"오후"_s))
        return parseKorean(trimmed);
    // Chinese and Japanese dates, "2024年11月17日 10:00": the units as Perforce's slashes (below);
    // without a zone, UTC, as every date without one.
    if (trimmed.contains(u'年') && trimmed.contains(u'月')) {
        QString slashed = trimmed.toString();
        slashed.replace(u'年', u'/').replace(u'月', u'/').replace(u'日', u' ');
        return parseRfc822(slashed);
    }
    // ISO dates start with a four-digit year; RFC 822 dates with a day name or a day number.
    if (trimmed.size() >= 4 && allDigits(trimmed.left(4))) {
        if (const std::optional<QDateTime> common = parseCommonIso8601(trimmed))
            return *common;
        const QDateTime iso = parseIso8601(trimmed);
        if (iso.isValid())
            return iso;
    }
    if (const std::optional<QDateTime> common = parseCommonRfc822(trimmed))
        return *common;
    const QDateTime rfc = parseRfc822(trimmed);
    if (rfc.isValid())
        return rfc;
    return parseIso8601(trimmed);
}

QDateTime DateTimeParser::parseRfc822(QStringView text)
{
    QString cleaned = text.toString();
    // Comments such as "(PST)" carry nothing the numeric zone does not.
    for (qsizetype open = cleaned.indexOf(u'('); open >= 0; open = cleaned.indexOf(u'(')) {
        const qsizetype close = cleaned.indexOf(u')', open);
        cleaned.remove(open, close < 0 ? cleaned.size() - open : close - open + 1);
    }
    cleaned.replace(u',', u' ');
    QStringList words = cleaned.split(u' ', Qt::SkipEmptyParts);
    // "01-May-2024" style dates
    if (!words.isEmpty() && words[0].count(u'-') == 2 && !words[0].startsWith(u'-')) {
        const QStringList pieces = words.takeFirst().split(u'-');
        words = pieces + words;
    }
    // A leading day name, English or not ("Thurs", "mer."), says nothing the date does not.
    if (!words.isEmpty()) {
        const QString first = words[0].endsWith(u'.') ? words[0].chopped(1) : words[0];
        bool letters = !first.isEmpty();
        for (QChar c : first)
            letters = letters && c.isLetter();
        if (isDayName(first) || (letters && monthFromName(first) == 0))
            words.removeFirst();
    }
    // Perforce writes the date in numbers, year first: "Fri, 2006/09/15 08:19:53 EDT".
    const QStringList slashed = words.isEmpty() ? QStringList() : words[0].split(u'/');
    const bool numeric = slashed.size() == 3 && slashed[0].size() == 4 && allDigits(slashed[0]) &&
                         allDigits(slashed[1]) && slashed[1].size() <= 2 && allDigits(slashed[2]) &&
                         slashed[2].size() <= 2;
    if (words.size() < (numeric ? 1 : 3))
        return {};

    int day = 0;
    int month = 0;
    int year = -1;
    qsizetype i = 0;
    auto monthWord = [](const QString &w) {
        return monthFromName(w.endsWith(u'.') ? w.chopped(1) : w);
    };
    if (numeric) {
        year = slashed[0].toInt();
        month = slashed[1].toInt();
        day = slashed[2].toInt();
        i = 1;
    } else if (allDigits(words[0]) && words[0].size() <= 2 && monthWord(words[1])) {
        day = words[0].toInt();
        month = monthWord(words[1]);
        i = 2;
    } else if (monthWord(words[0]) && allDigits(words[1]) && words[1].size() <= 2) {
        month = monthWord(words[0]);
        day = words[1].toInt();
        i = 2;
    } else {
        return {};
    }

    // The year may come before or after the time ("May 1 10:00:00 2024" is asctime's order).
    std::optional<QTime> time;
    bool endOfDay = false;
    std::optional<int> offset;
    bool zoneSeen = false;
    for (; i < words.size(); ++i) {
        const QString &w = words[i];
        if (year < 0 && allDigits(w) && w.size() >= 2 && w.size() <= 4) {
            year = expandYear(w);
        } else if (!time && w.contains(u':')) {
            time = parseClock(w, &endOfDay);
            if (!time)
                return {};
        } else if (time && !zoneSeen &&
                   (w.compare("AM"_L1, Qt::CaseInsensitive) == 0 ||
                    w.compare("PM"_L1, Qt::CaseInsensitive) == 0)) {
            // A 12-hour clock: 12 AM is midnight, 12 PM noon.
            const int hour = time->hour();
            if (hour < 1 || hour > 12 || endOfDay)
                return {};
            const bool pm = w.compare("PM"_L1, Qt::CaseInsensitive) == 0;
            time = QTime((hour % 12) + (pm ? 12 : 0), time->minute(), time->second());
        } else if (!zoneSeen) {
            offset = zoneOffset(w);
            if (!offset)
                return {}; // an unknown zone would give a wrong instant
            zoneSeen = true;
        } else {
            return {};
        }
    }
    if (year < 0 || month < 1 || month > 12)
        return {};
    // A day the month lacks ("31 Jun", "30 Feb") runs on into the next month, as feedparser
    // reads it; a day no month has is no date.
    QDate date(year, month, day);
    if (!date.isValid() && day >= 29 && day <= 31 && QDate(year, month, 1).isValid())
        date = QDate(year, month, 1).addDays(day - 1);
    return makeUtc(date, time.value_or(QTime(0, 0)), offset.value_or(0), endOfDay);
}

QDateTime DateTimeParser::parseIso8601(QStringView text)
{
    QStringView s = text.trimmed();
    if (const std::optional<QDate> date = twoDigitYearDate(s))
        return makeUtc(*date, QTime(0, 0), 0);
    if (s.size() < 4 || !allDigits(s.left(4)))
        return {};
    const int year = s.left(4).toInt();
    s = s.mid(4);
    int month = 1;
    int day = 1;
    auto take2 = [&s](int *out) {
        if (s.size() < 2 || !allDigits(s.left(2)))
            return false;
        *out = s.left(2).toInt();
        s = s.mid(2);
        return true;
    };
    // An ordinal date, the day of the year: "2003-335" is 1 December 2003.
    if (s.size() >= 4 && s[0] == u'-' && allDigits(s.sliced(1, 3)) &&
        (s.size() == 4 || !s[4].isDigit())) {
        const int dayOfYear = s.sliced(1, 3).toInt();
        const QDate first(year, 1, 1);
        if (dayOfYear < 1 || dayOfYear > first.daysInYear())
            return {};
        month = first.addDays(dayOfYear - 1).month();
        day = first.addDays(dayOfYear - 1).day();
        s = s.sliced(4);
    } else if (s.size() > 1 && s[0] == u'-' && s[1].isLetter()) {
        // A month by name, as Hungarian feeds write it: "2004-július-13T9:15-05:00".
        qsizetype end = 1;
        while (end < s.size() && s[end].isLetter())
            ++end;
        month = monthFromName(s.sliced(1, end - 1));
        s = s.sliced(end);
        if (month == 0 || !s.startsWith(u'-'))
            return {};
        s = s.sliced(1);
        qsizetype digits = 0;
        while (digits < s.size() && digits < 2 && s[digits].isDigit())
            ++digits;
        if (digits == 0)
            return {};
        day = s.left(digits).toInt();
        s = s.sliced(digits);
    } else if (s.startsWith(u'-')) {
        s = s.mid(1);
        if (!take2(&month))
            return {};
        if (s.startsWith(u'-')) {
            s = s.mid(1);
            if (!take2(&day))
                return {};
        }
    } else if (s.size() >= 4 && allDigits(s.left(4))) { // basic format: YYYYMMDD
        take2(&month);
        if (!take2(&day))
            return {};
    }
    const QDate date(year, month, day);
    if (!date.isValid())
        return {};
    if (s.isEmpty())
        return makeUtc(date, QTime(0, 0), 0);
    if (s[0] != u'T' && s[0] != u't' && s[0] != u' ')
        return {};
    s = s.mid(1).trimmed();

    // The clock runs until the zone designator.
    qsizetype zoneAt = s.size();
    for (qsizetype k = 0; k < s.size(); ++k) {
        const QChar c = s[k];
        if (c == u'Z' || c == u'z' || c == u'+' || c == u'-' || c == u' ') {
            zoneAt = k;
            break;
        }
    }
    QString clock = s.left(zoneAt).toString();
    if (!clock.contains(u':') && clock.size() >= 4 && allDigits(clock.left(4))) {
        // basic format: hhmm[ss[.fff]]
        QString expanded = clock.left(2) + u':' + clock.mid(2, 2);
        if (clock.size() > 4)
            expanded += u':' + clock.mid(4);
        clock = expanded;
    }
    bool endOfDay = false;
    const std::optional<QTime> time = parseClock(clock, &endOfDay);
    if (!time)
        return {};
    const QStringView zone = s.mid(zoneAt).trimmed();
    int offset = 0;
    if (!zone.isEmpty()) {
        const std::optional<int> z = zoneOffset(zone);
        if (!z)
            return {};
        offset = *z;
    }
    return makeUtc(date, *time, offset, endOfDay);
}

} // namespace Lectern
