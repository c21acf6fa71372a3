// The reading pane: a web view with its own private profile, pages only from lectern://,
// every request through a gate that keeps the network out, links handed to the system
// browser. The browser engine starts with ensurePage() (or when page() is asked for), not
// with the view: the window can show first and start the engine, a few hundred milliseconds,
// after (MainWindow keeps the view out of sight until then, as QWebEngineView starts an engine
// of its own when shown without a page). What is asked for meanwhile is shown once it starts.
#pragma once

#include "ui/reader/highlightrequest.h"
#include "ui/reader/readerschemehandler.h"

#include <QWebEngineView>
#include <functional>
#include <optional>

class QWebEngineProfile;

namespace Lectern {

class AssetStore;

class ReaderRequestInterceptor;

class ReaderView : public QWebEngineView
{
    Q_OBJECT
public:
    // How far down an article the reader is: a fraction of the scrollable height, 0..1.
    struct ScrollPosition
    {
        qint64 articleId = 0;
        double fraction = 0;
    };

    // assets: the stored images of captured articles; may be null.
    explicit ReaderView(ReaderSchemeHandler::PageSource source, const AssetStore *assets = nullptr,
                        QWidget *parent = nullptr);
    ~ReaderView() override;

    // Loads the article and, once it has loaded, scrolls to scrollFraction (0..1).
    void showArticle(qint64 articleId, double scrollFraction = 0);
    void showWelcome();
    void showEmptyList();
    void showHome();
    void showHighlights();
    qint64 currentArticleId() const;
    // The page shown, or the one waiting for the engine; these hide QWebEngineView's, which
    // would start the engine with a default profile.
    QUrl url() const;
    QWebEnginePage *page() const;
    // A view that is not painted by then starts its engine all the same.
    static constexpr int StartAfterMs = 1000;
    // Starts the engine now (once), and shows what waited for it.
    void ensurePage();
    bool hasPage() const { return m_page != nullptr; }

    // Calls done, later, with where the reader is in the article it shows; nullopt when no
    // article has finished loading and been scrolled back to where it was (so a position read
    // then could only be wrong). Not called when the view is destroyed first.
    void readScrollPosition(std::function<void(std::optional<ScrollPosition>)> done);

    // Scrolls the page down by most of a screen; done(true) instead when it is at its end
    // already (nothing scrolled), done(false) after scrolling.
    void pageDown(std::function<void(bool atEnd)> done);

    // The zoom factor, kept across every page the view loads.
    void setZoom(double factor);
    double zoom() const { return m_zoom; }

    // Off by default: a remote image tells its server who read what, and when.
    void setRemoteImagesAllowed(bool allowed);
    bool remoteImagesAllowed() const;

    ReaderRequestInterceptor *requestInterceptor() const { return m_interceptor; }
    // What the scheme handler serves; lets tests and tools see the exact page.
    const ReaderSchemeHandler::PageSource &pageSource() const { return m_source; }

Q_SIGNALS:
    // An article finished loading and was scrolled to where the reader had left it.
    void articleReady(qint64 articleId);
    // The home page's links to a shelf or a feed.
    void shelfLinkActivated(qint64 shelfId);
    void feedLinkActivated(qint64 feedId);
    // The highlight bar's links (highlights.js, in the application's script world).
    void highlightRequested(const Lectern::HighlightRequest &request);

protected:
    // QWebEngineView's own ask for its page, which would start an engine with the default
    // profile (a hidden view is hidden again when the window puts it in its stack): before
    // ensurePage() there is nothing to show or hide.
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void restorePosition(bool loaded);

    void open(const QUrl &url);

    ReaderSchemeHandler::PageSource m_source;
    const AssetStore *m_assets;
    QWebEngineProfile *m_profile = nullptr; // made by ensurePage()
    QWebEnginePage *m_page = nullptr;
    ReaderRequestInterceptor *m_interceptor;
    QUrl m_waiting;           // asked for before the engine started
    ScrollPosition m_restore; // for the article being loaded
    double m_zoom = 1.0;
    bool m_destroying = false;
};

} // namespace Lectern
