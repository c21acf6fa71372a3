// The two clocks the refresh scheduler reads: wall time, to compare with the times stored in
// the library, and a monotonic one, which stops while the machine sleeps; a jump of the first
// against the second means the machine woke up. Tests hand in their own.
#pragma once

#include <QtGlobal>
#include <functional>

namespace Lectern {

struct SchedulerClock
{
    std::function<qint64()> wallMs;      // UTC milliseconds since the epoch
    std::function<qint64()> monotonicMs; // milliseconds, from any origin

    static SchedulerClock system();
};

} // namespace Lectern
