#include "ui/window/capturecontrols.h"

#include "capture/backgroundcapture.h"
#include "net/feedrefresher.h"
#include "ui/articles/articlepane.h"
#include "ui/subscribing/subscriptionflow.h"

#include <QAction>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace Lectern {

CaptureControls::CaptureControls(QStatusBar *status, ArticlePane *articles, QObject *parent)
    : QObject(parent)
    , m_status(status)
    , m_articles(articles)
    , m_capture(new QAction(this))
    , m_removeOffline(new QAction(this))
{
    m_capture->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_capture->setObjectName(u"captureAction"_s);
    m_capture->setEnabled(false);
    connect(m_capture, &QAction::triggered, articles, &ArticlePane::captureSelected);
    m_removeOffline->setObjectName(u"removeOfflineAction"_s);
    connect(m_removeOffline, &QAction::triggered, articles, &ArticlePane::removeOfflineOfSelected);
}

void CaptureControls::retranslate()
{
    m_capture->setText(tr("&Capture for Offline Reading"));
    m_removeOffline->setText(tr("&Remove Offline Copy"));
}

void CaptureControls::follow(BackgroundCapture *capture, SubscriptionFlow *subscriptions,
                             FeedRefresher *refresher)
{
    m_capture->setEnabled(true);
    connect(capture, &BackgroundCapture::progress, this, [this](int done, int total) {
        m_status->showMessage(tr("Capturing for offline reading: %1/%2").arg(done).arg(total));
    });
    connect(capture, &BackgroundCapture::finished, this,
            [this](int captured, int failed, int aside, int refused, int refusedImages) {
                QString message = tr("%n article(s) kept for offline reading", nullptr, captured);
                // Said, not hidden: such an article shows its feed's version and why.
                if (aside > 0)
                    message += tr("; %n gave less text than the feed", nullptr, aside);
                if (refused > 0)
                    message +=
                        tr("; %n page(s) in your local network not captured", nullptr, refused);
                if (refusedImages > 0)
                    message +=
                        tr("; %n image(s) in your local network not kept", nullptr, refusedImages);
                if (failed > 0)
                    message += tr("; %n could not be captured", nullptr, failed);
                m_status->showMessage(message, 10000);
            });
    connect(capture, &BackgroundCapture::articleFinished, this,
            [this](qint64 articleId, const QString &error) {
                if (error.isEmpty())
                    m_articles->articleCaptured(articleId);
            });
    // What a new feed or a refresh brings was queued by its feed's policy as it was stored.
    connect(subscriptions, &SubscriptionFlow::feedAdded, capture,
            [capture] { capture->captureDue(); });
    if (refresher)
        connect(refresher, &FeedRefresher::finished, capture, [capture] { capture->captureDue(); });
}

} // namespace Lectern
