// The reading pane: a web view with its own private profile, scripts off, pages only from
// lectern://, links handed to the system browser.
#pragma once

#include "ui/readerschemehandler.h"

#include <QWebEngineView>

class QWebEngineProfile;

namespace Lectern {

class ReaderView : public QWebEngineView
{
    Q_OBJECT
public:
    explicit ReaderView(ReaderSchemeHandler::PageSource source, QWidget *parent = nullptr);
    ~ReaderView() override;

    void showArticle(qint64 articleId);
    void showWelcome();
    qint64 currentArticleId() const;

private:
    QWebEngineProfile *m_profile;
};

} // namespace Lectern
