// Captures many articles, a few pages at a time and at most two per site, the way a refresh
// fetches feeds: a blog's server is asked politely, and one slow site does not hold the rest.
#pragma once

#include "capture/articlecapturer.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <functional>

namespace Lectern {

class CredentialStore;

class CaptureRunner : public QObject
{
    Q_OBJECT
public:
    // credentials may be null: private feeds' articles are then fetched without a login.
    CaptureRunner(ArticleCapturer *capturer, CredentialStore *credentials,
                  QObject *parent = nullptr);

    void setParallelPages(int pages) { m_parallel = std::max(1, pages); }

    // each is called once per target as it ends, then done once; on this object's thread.
    void run(const QList<CaptureTarget> &targets,
             std::function<void(const CaptureTarget &, const ArticleCapturer::Outcome &)> each,
             std::function<void()> done);

private:
    void startMore();
    void start(const CaptureTarget &target);

    ArticleCapturer *m_capturer;
    CredentialStore *m_credentials;
    int m_parallel = 4;
    static constexpr int PerHostLimit = 2; // a blog's server is asked for two pages at most
    QList<CaptureTarget> m_waiting;
    QHash<QString, int> m_runningPerHost;
    int m_running = 0;    // pages being fetched and extracted
    int m_unfinished = 0; // captures not ended, images included
    std::function<void(const CaptureTarget &, const ArticleCapturer::Outcome &)> m_each;
    std::function<void()> m_done;
};

} // namespace Lectern
