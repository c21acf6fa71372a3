#include "ui/offscreen/webpageextractor.h"

#include "ui/offscreen/isolatedprofile.h"
#include "ui/reader/readerpage.h"
#include "ui/reader/readerrequestinterceptor.h"
#include "ui/reader/readerschemehandler.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QWebEngineProfile>
#include <QWebEngineScript>
#include <QWebEngineScriptCollection>
#include <QWebEngineSettings>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

const QString readabilityResource = u":/lectern/capture/Readability.js"_s;
const QString extractResource = u":/lectern/capture/extract.js"_s;

QString resourceText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

ExtractedPage failure(const QString &error)
{
    ExtractedPage page;
    page.error = error;
    return page;
}

} // namespace

struct WebPageExtractor::Slot
{
    QWebEnginePage *page = nullptr;
    QTimer timer;
    bool ready = false;
    quint64 generation = 0; // answers from a replaced page are ignored
    std::function<void(const ExtractedPage &)> done;
};

WebPageExtractor::WebPageExtractor(int pages, QObject *parent)
    : QObject(parent)
    , m_interceptor(new ReaderRequestInterceptor(this)) // outlives the profile
    // The one page the extractor loads: blank, from Lectern's own scheme.
    , m_profile(IsolatedProfile::create(this, m_interceptor, [](const QUrl &) {
        return std::optional<QString>(
            u"<!doctype html><meta charset=utf-8><title>Lectern extractor</title>"_s);
    }))
{
    // Both scripts live in the application's world, apart from anything a page could hold.
    QWebEngineScript script;
    script.setName(u"lectern-extract"_s);
    script.setWorldId(QWebEngineScript::ApplicationWorld);
    script.setInjectionPoint(QWebEngineScript::DocumentReady);
    script.setSourceCode(resourceText(readabilityResource) + u"\n;\n"_s +
                         resourceText(extractResource));
    m_profile->scripts()->insert(script);
    for (int i = 0; i < std::max(1, pages); ++i) {
        m_slots.push_back(std::make_unique<Slot>());
        Slot &slot = *m_slots.back();
        slot.timer.setSingleShot(true);
        connect(&slot.timer, &QTimer::timeout, this, [this, &slot] {
            finish(slot,
                   failure(u"finding the article took longer than %1 s"_s.arg(m_timeoutMs / 1000)));
            createPage(slot); // the old page may still be busy: start afresh
        });
        createPage(slot);
    }
}

WebPageExtractor::~WebPageExtractor()
{
    // Pages go before their profile.
    for (auto &slot : m_slots) {
        ++slot->generation;
        slot->page = nullptr;
    }
    // Pages go before their profile, also those replaced and still waiting to be deleted.
    qDeleteAll(findChildren<QWebEnginePage *>(Qt::FindDirectChildrenOnly));
}

bool WebPageExtractor::isAvailable()
{
    return QFile::exists(readabilityResource) && QFile::exists(extractResource);
}

void WebPageExtractor::createPage(Slot &slot)
{
    ++slot.generation;
    if (slot.page)
        slot.page->deleteLater();
    slot.ready = false;
    auto *page = new ReaderPage(m_profile, this);
    QWebEngineSettings *settings = page->settings();
    settings->setAttribute(QWebEngineSettings::AutoLoadImages, false);
    settings->setAttribute(QWebEngineSettings::JavascriptCanOpenWindows, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessFileUrls, false);
    settings->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    settings->setAttribute(QWebEngineSettings::PluginsEnabled, false);
    settings->setAttribute(QWebEngineSettings::DnsPrefetchEnabled, false);
    settings->setAttribute(QWebEngineSettings::HyperlinkAuditingEnabled, false);
    slot.page = page;
    const quint64 generation = slot.generation;
    connect(page, &QWebEnginePage::loadFinished, this, [this, &slot, generation](bool ok) {
        if (slot.generation != generation)
            return;
        slot.ready = ok;
        if (!ok) {
            QTimer::singleShot(1000, this, [this, &slot, generation] {
                if (slot.generation == generation)
                    createPage(slot);
            });
            return;
        }
        pump();
    });
    connect(page, &QWebEnginePage::renderProcessTerminated, this,
            [this, &slot, generation](QWebEnginePage::RenderProcessTerminationStatus, int) {
                if (slot.generation != generation)
                    return;
                finish(slot, failure(u"the page extractor stopped on this page"_s));
                createPage(slot);
            });
    page->load(ReaderSchemeHandler::welcomeUrl());
}

void WebPageExtractor::extract(const ExtractionRequest &request,
                               std::function<void(const ExtractedPage &)> done)
{
    if (!isAvailable()) {
        done(failure(u"this build of Lectern has no article extractor (Mozilla Readability was "
                     "not found when it was built)"_s));
        return;
    }
    m_queue.enqueue({request, std::move(done)});
    pump();
}

void WebPageExtractor::pump()
{
    for (auto &owned : m_slots) {
        Slot &slot = *owned;
        if (m_queue.isEmpty())
            return;
        if (!slot.ready || slot.done)
            continue;
        Work work = m_queue.dequeue();
        slot.done = std::move(work.done);
        const QJsonObject input{{u"html"_s, work.request.html},
                                {u"url"_s, work.request.pageUrl.toString(QUrl::FullyEncoded)},
                                {u"selector"_s, work.request.selector},
                                {u"strip"_s, work.request.strip},
                                {u"bare"_s, work.request.bare}};
        const QString call =
            u"lectern.run("_s +
            QString::fromUtf8(QJsonDocument(input).toJson(QJsonDocument::Compact)) + u")"_s;
        const quint64 generation = slot.generation;
        slot.timer.start(m_timeoutMs);
        slot.page->runJavaScript(call, QWebEngineScript::ApplicationWorld,
                                 [this, &slot, generation](const QVariant &result) {
                                     if (slot.generation != generation)
                                         return;
                                     finish(slot, pageFromJson(result.toString().toUtf8()));
                                 });
    }
}

void WebPageExtractor::finish(Slot &slot, const ExtractedPage &page)
{
    slot.timer.stop();
    if (auto done = std::move(slot.done)) {
        slot.done = nullptr;
        done(page);
    }
    QTimer::singleShot(0, this, &WebPageExtractor::pump);
}

ExtractedPage WebPageExtractor::pageFromJson(const QByteArray &json)
{
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    if (object.isEmpty())
        return failure(u"the page extractor gave no answer"_s);
    ExtractedPage page;
    page.error = object.value(u"error"_s).toString();
    page.title = object.value(u"title"_s).toString();
    page.html = object.value(u"html"_s).toString();
    page.text = object.value(u"text"_s).toString();
    for (const QJsonValue &image : object.value(u"images"_s).toArray())
        page.images.append(image.toString());
    return page;
}

} // namespace Lectern
