// The gaps between the ticks of a 1 ms timer on the window's thread: how long its events waited
// (the window benches' measure of a stall).
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <ctime>

// BENCH_WINDOW_SLOW_EVENTS=1 names events over 30 ms; a larger number sets the threshold.
inline double slowEventMs()
{
    static const int set = qEnvironmentVariableIntValue("BENCH_WINDOW_SLOW_EVENTS");
    return set == 0 ? 1e9 : set == 1 ? 30.0 : double(set);
}

class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 cpu = threadCpuNs();
            const double gap = (now - m_last) / 1e6;
            m_gaps.append(gap);
            // A gap the thread spent off the CPU was a wait (a lock, the disk, the scheduler),
            // not work of its own.
            if (gap > 30 && slowEventMs() < 1e9)
                std::printf("gap: %.1f ms at %.2f s, this thread on the CPU %.1f ms of it\n", gap,
                            now / 1e9, (cpu - m_lastCpu) / 1e6);
            m_last = now;
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuNs();
        m_timer.start();
    }
    double seconds() const { return m_clock.nsecsElapsed() / 1e9; }
    double longest() const
    {
        return m_gaps.isEmpty() ? 0.0 : *std::max_element(m_gaps.cbegin(), m_gaps.cend());
    }
    void stopAndPrint(const char *phase)
    {
        m_timer.stop();
        QList<double> gaps = m_gaps;
        std::sort(gaps.begin(), gaps.end());
        const auto at = [&](double share) {
            return gaps.isEmpty() ? 0.0
                                  : gaps[qMin(gaps.size() - 1, qsizetype(share * gaps.size()))];
        };
        const int over =
            int(std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 30; }));
        std::printf("stall %s: %.1f s, longest %.1f ms, p99 %.1f ms, p50 %.2f ms, %d over 30 ms\n",
                    phase, m_clock.elapsed() / 1000.0, gaps.isEmpty() ? 0.0 : gaps.last(), at(0.99),
                    at(0.5), over);
        std::fflush(stdout);
    }

private:
    static qint64 threadCpuNs()
    {
        timespec now{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return qint64(now.tv_sec) * 1000000000 + now.tv_nsec;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastCpu = 0;
    QList<double> m_gaps;
};
