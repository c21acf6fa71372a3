#include "ui/offscreen/webpageprinter.h"

#include "ui/offscreen/isolatedprofile.h"
#include "ui/reader/readerpage.h"
#include "ui/reader/readerrequestinterceptor.h"
#include "ui/reader/readerschemehandler.h"

#include <QPageLayout>
#include <QPageSize>
#include <QPointer>
#include <QTimer>
#include <QWebEngineProfile>
#include <QWebEngineSettings>

using namespace Qt::StringLiterals;

namespace Lectern {

WebPagePrinter::WebPagePrinter(QObject *parent)
    : QObject(parent)
    , m_interceptor(new ReaderRequestInterceptor(this)) // outlives the profile
    , m_profile(IsolatedProfile::create(
          this, m_interceptor, [this](const QUrl &) { return std::optional<QString>(m_html); }))
{
}

// Pages go before their profile, also those still waiting to be deleted.
WebPagePrinter::~WebPagePrinter()
{
    qDeleteAll(findChildren<QWebEnginePage *>(Qt::FindDirectChildrenOnly));
}

void WebPagePrinter::printToPdf(const QString &html, const QString &path,
                                std::function<void(const QString &error)> done)
{
    m_html = html;
    auto *page = new ReaderPage(m_profile, this);
    page->settings()->setAttribute(QWebEngineSettings::JavascriptEnabled, true);
    page->settings()->setAttribute(QWebEngineSettings::PrintElementBackgrounds, true);
    auto finish = std::make_shared<std::function<void(const QString &)>>(
        [page, done = std::move(done)](const QString &error) {
            page->deleteLater();
            done(error);
        });
    connect(page, &QWebEnginePage::pdfPrintingFinished, this,
            [finish, path](const QString &, bool ok) {
                (*finish)(ok ? QString() : u"cannot write the PDF %1"_s.arg(path));
            });
    connect(page, &QWebEnginePage::loadFinished, this, [page, path, finish](bool ok) {
        if (!ok) {
            (*finish)(u"the page could not be laid out for printing"_s);
            return;
        }
        // The page's scripts typeset its math after the load; give them a moment.
        QTimer::singleShot(300, page, [page, path] {
            page->printToPdf(path, QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                               QMarginsF(15, 15, 15, 15)));
        });
    });
    page->load(ReaderSchemeHandler::articleUrl(0));
}

} // namespace Lectern
