// The reading pane: a web view with its own private profile, pages only from lectern://,
// every request through a gate that keeps the network out, links handed to the system
// browser.
#pragma once

#include "ui/readerschemehandler.h"

#include <QWebEngineView>

class QWebEngineProfile;

namespace Lectern {

class ReaderRequestInterceptor;

class ReaderView : public QWebEngineView
{
    Q_OBJECT
public:
    explicit ReaderView(ReaderSchemeHandler::PageSource source, QWidget *parent = nullptr);
    ~ReaderView() override;

    void showArticle(qint64 articleId);
    void showWelcome();
    qint64 currentArticleId() const;

    // Off by default: a remote image tells its server who read what, and when.
    void setRemoteImagesAllowed(bool allowed);
    bool remoteImagesAllowed() const;

    ReaderRequestInterceptor *requestInterceptor() const { return m_interceptor; }
    // What the scheme handler serves; lets tests and tools see the exact page.
    const ReaderSchemeHandler::PageSource &pageSource() const { return m_source; }

private:
    ReaderSchemeHandler::PageSource m_source;
    QWebEngineProfile *m_profile;
    ReaderRequestInterceptor *m_interceptor;
};

} // namespace Lectern
