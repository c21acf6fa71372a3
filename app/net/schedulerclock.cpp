#include "net/schedulerclock.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <memory>

namespace Lectern {

SchedulerClock SchedulerClock::system()
{
    // QElapsedTimer reads CLOCK_MONOTONIC on Linux, which does not count suspended time.
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return {[] { return QDateTime::currentMSecsSinceEpoch(); },
            [timer] { return timer->elapsed(); }};
}

} // namespace Lectern
