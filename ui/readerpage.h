// The reader's page: follows no link itself (links open in the system browser) and opens no
// windows.
#pragma once

#include <QWebEnginePage>

namespace Lectern {

class ReaderPage : public QWebEnginePage
{
    Q_OBJECT
public:
    explicit ReaderPage(QWebEngineProfile *profile, QObject *parent = nullptr);

Q_SIGNALS:
    void externalLinkActivated(const QUrl &url);

protected:
    bool acceptNavigationRequest(const QUrl &url, NavigationType type, bool isMainFrame) override;
    QWebEnginePage *createWindow(WebWindowType type) override;
};

} // namespace Lectern
