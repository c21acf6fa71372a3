// Prints a self-contained page to PDF with QtWebEngine: the page is served from Lectern's own
// scheme to an off-the-record profile whose interceptor lets nothing else load, its scripts
// (KaTeX) run, then Chromium's printing writes the file.
#pragma once

#include "reading/pageprinter.h"

#include <QObject>

class QWebEngineProfile;

namespace Lectern {

class ReaderRequestInterceptor;

class WebPagePrinter : public QObject, public PagePrinter
{
    Q_OBJECT
public:
    explicit WebPagePrinter(QObject *parent = nullptr);
    ~WebPagePrinter() override;

    void printToPdf(const QString &html, const QString &path,
                    std::function<void(const QString &error)> done) override;

private:
    ReaderRequestInterceptor *m_interceptor;
    QWebEngineProfile *m_profile;
    QString m_html; // the page being printed, served as lectern://article/0
};

} // namespace Lectern
