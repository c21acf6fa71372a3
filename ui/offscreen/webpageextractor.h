// Finds the article in a fetched page with Mozilla Readability, run inside QtWebEngine pages
// that cannot reach the network: an off-the-record profile whose request interceptor lets
// nothing but Lectern's own scheme through, serving one blank page. The fetched HTML is handed
// to a script that parses it with DOMParser, so its own scripts never run and nothing it names
// loads. Pages may work side by side; one that hangs or crashes is replaced.
#pragma once

#include "capture/pageextractor.h"

#include <QList>
#include <QObject>
#include <QQueue>
#include <memory>

class QWebEngineProfile;

namespace Lectern {

class ReaderRequestInterceptor;

class WebPageExtractor : public QObject, public PageExtractor
{
    Q_OBJECT
public:
    // One page extracted about 70 pages a second in bench-capture, as fast as two, and a second
    // page's renderer process costs about 90 MB more.
    explicit WebPageExtractor(int pages = 1, QObject *parent = nullptr);
    ~WebPageExtractor() override;

    // False when this build has no Readability (it was not found at build time).
    static bool isAvailable();
    void extract(const ExtractionRequest &request,
                 std::function<void(const ExtractedPage &)> done) override;

    static ExtractedPage pageFromJson(const QByteArray &json);

private:
    struct Slot;
    struct Work
    {
        ExtractionRequest request;
        std::function<void(const ExtractedPage &)> done;
    };
    void createPage(Slot &slot);
    void pump();
    void finish(Slot &slot, const ExtractedPage &page);

    ReaderRequestInterceptor *m_interceptor;
    QWebEngineProfile *m_profile;
    std::vector<std::unique_ptr<Slot>> m_slots;
    QQueue<Work> m_queue;
    int m_timeoutMs = 30'000;
};

} // namespace Lectern
