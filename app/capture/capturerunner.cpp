#include "capture/capturerunner.h"

#include "net/credentialstore.h"

#include <QTimer>

namespace Lectern {

CaptureRunner::CaptureRunner(ArticleCapturer *capturer, CredentialStore *credentials,
                             QObject *parent)
    : QObject(parent)
    , m_capturer(capturer)
    , m_credentials(credentials)
{
}

void CaptureRunner::run(
    const QList<CaptureTarget> &targets,
    std::function<void(const CaptureTarget &, const ArticleCapturer::Outcome &)> each,
    std::function<void()> done)
{
    m_waiting = targets;
    m_each = std::move(each);
    m_done = std::move(done);
    if (m_waiting.isEmpty()) {
        QTimer::singleShot(0, this, [this] { m_done(); });
        return;
    }
    startMore();
}

void CaptureRunner::startMore()
{
    for (qsizetype i = 0; i < m_waiting.size() && m_running < m_parallel;) {
        const QString host = m_waiting.at(i).link.host().toLower();
        if (m_runningPerHost.value(host) >= PerHostLimit) {
            ++i;
            continue;
        }
        const CaptureTarget target = m_waiting.takeAt(i);
        ++m_running;
        ++m_unfinished;
        ++m_runningPerHost[host];
        start(target);
    }
    if (m_unfinished == 0 && m_waiting.isEmpty() && m_done) {
        auto done = std::move(m_done);
        m_done = nullptr;
        done();
    }
}

void CaptureRunner::start(const CaptureTarget &target)
{
    // A page holds its place until its article is found; its images load after, beside the
    // next pages (ArticleCapturer keeps them to its own budget).
    auto pageDone = [this, target] {
        --m_running;
        --m_runningPerHost[target.link.host().toLower()];
        QTimer::singleShot(0, this, &CaptureRunner::startMore);
    };
    auto ended = [this, target](const ArticleCapturer::Outcome &outcome) {
        --m_unfinished;
        m_each(target, outcome);
        startMore();
    };
    auto capture = [this, target, ended, pageDone](const BasicCredentials &credentials) {
        m_capturer->capture(target, credentials, ended, pageDone);
    };
    if (target.authUser.isEmpty() || !m_credentials) {
        capture({});
        return;
    }
    m_credentials->readPassword(CredentialStore::keyFor(target.feedUrl, target.authUser),
                                [target, capture](const PasswordLookup &lookup) {
                                    capture({target.authUser, lookup.password});
                                });
}

} // namespace Lectern
