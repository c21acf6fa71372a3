// The reader's page: follows no link itself (links open in the system browser), opens no
// windows or dialogs and grants no permission.
#pragma once

#include "ui/reader/highlightrequest.h"

#include <QWebEnginePage>

namespace Lectern {

class ReaderPage : public QWebEnginePage
{
    Q_OBJECT
public:
    explicit ReaderPage(QWebEngineProfile *profile, QObject *parent = nullptr);

Q_SIGNALS:
    void externalLinkActivated(const QUrl &url);
    // A popup, new tab or dialog was asked for and refused; for tests and diagnostics.
    void windowRefused(QWebEnginePage::WebWindowType type);
    // A script asked for an alert, confirm or prompt; only a script that should not run would.
    void dialogRefused(const QString &message);
    // One of Lectern's own pages is about to load (before its first request).
    void ownPageAccepted(const QUrl &url);
    // A link of the home page to a shelf (lectern://shelf/ID) or a feed (lectern://feed/ID).
    void shelfLinkActivated(qint64 shelfId);
    void feedLinkActivated(qint64 feedId);
    // A link of the highlight bar (HighlightRequest), clicked.
    void highlightRequested(const Lectern::HighlightRequest &request);

protected:
    bool acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame) override;
    QWebEnginePage *createWindow(WebWindowType type) override;
    void javaScriptAlert(const QUrl &securityOrigin, const QString &msg) override;
    bool javaScriptConfirm(const QUrl &securityOrigin, const QString &msg) override;
    bool javaScriptPrompt(const QUrl &securityOrigin, const QString &msg,
                          const QString &defaultValue, QString *result) override;
};

} // namespace Lectern
