#include "feeds/refreshhints.h"

namespace Lectern {

namespace {
int periodMinutes(RefreshHints::Period period)
{
    switch (period) {
    case RefreshHints::Period::Hourly:
        return 60;
    case RefreshHints::Period::Daily:
        return 24 * 60;
    case RefreshHints::Period::Weekly:
        return 7 * 24 * 60;
    case RefreshHints::Period::Monthly:
        return 30 * 24 * 60;
    case RefreshHints::Period::Yearly:
        return 365 * 24 * 60;
    case RefreshHints::Period::None:
        break;
    }
    return 0;
}
} // namespace

int RefreshHints::intervalMinutes() const
{
    int syndication = -1;
    // The module's defaults: a period without a frequency is once per period, a frequency
    // without a period counts per day.
    if (updatePeriod != Period::None || updateFrequency > 0) {
        const Period period = updatePeriod == Period::None ? Period::Daily : updatePeriod;
        syndication = periodMinutes(period) / qMax(1, updateFrequency);
        syndication = qMax(1, syndication);
    }
    return qMax(ttlMinutes, syndication);
}

} // namespace Lectern
