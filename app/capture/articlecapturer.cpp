#include "capture/articlecapturer.h"

#include "capture/imagecheck.h"
#include "capture/pageextractor.h"
#include "capture/paperpage.h"
#include "capture/paperpdf.h"
#include "content/htmlescape.h"
#include "feeds/pagefeed/feeddiscovery.h"
#include "library/stores/assetstore.h"

#include <QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace Lectern {

struct ArticleCapturer::Job
{
    CaptureTarget target;
    NetworkReach reach;
    std::function<void(const Outcome &)> done;
    std::function<void()> pageDone;
    Outcome outcome;
    PageMetadata::Citation citation; // what the abstract page said of its paper
    QStringList images;              // absolute URLs, by token index
    QList<QString> replacements;     // what each token becomes: an asset URL, else the original
    qsizetype next = 0;              // the next image to fetch
    int running = 0;
    qint64 imageBytes = 0;
    bool waiting = false; // in m_waitingForImages
    bool finished = false;
};

ArticleCapturer::ArticleCapturer(HttpClient *http, PageExtractor *extractor, AssetStore *assets,
                                 QObject *parent)
    : QObject(parent)
    , m_pages(http)
    , m_images(http)
    , m_papers(http)
    , m_extractor(extractor)
    , m_assets(assets)
{
    setLimits(Limits{});
}

ArticleCapturer::~ArticleCapturer() = default;

NetworkReach ArticleCapturer::reachOf(const CaptureTarget &target)
{
    if (target.savedPage)
        return NetworkReach::content(target.link.host());
    const QString feedHost = target.feedUrl.host();
    const AddressSpace::Kind written = AddressSpace::of(QByteArrayView(feedHost.toLatin1()));
    if (target.feedOnPrivateAddress ||
        (written != AddressSpace::Kind::Invalid && !AddressSpace::isPublic(written)))
        return NetworkReach::content(feedHost);
    return NetworkReach::content();
}

void ArticleCapturer::setLimits(const Limits &limits)
{
    m_limits = limits;
    FeedFetcher::Limits page = m_pages.limits();
    page.maxBytes = limits.pageBytes;
    page.totalTimeoutMs = limits.pageTimeoutMs;
    page.stallTimeoutMs = std::min(page.stallTimeoutMs, limits.pageTimeoutMs);
    m_pages.setLimits(page);
    FeedFetcher::Limits image = m_images.limits();
    image.maxBytes = limits.imageBytes;
    image.totalTimeoutMs = limits.imageTimeoutMs;
    image.stallTimeoutMs = std::min(image.stallTimeoutMs, limits.imageTimeoutMs);
    m_images.setLimits(image);
    FeedFetcher::Limits paper = m_papers.limits();
    paper.maxBytes = limits.paperBytes;
    paper.totalTimeoutMs = limits.paperTimeoutMs;
    paper.stallTimeoutMs = std::min(paper.stallTimeoutMs, limits.paperTimeoutMs);
    m_papers.setLimits(paper);
}

void ArticleCapturer::capture(const CaptureTarget &target, const BasicCredentials &credentials,
                              std::function<void(const Outcome &)> done,
                              std::function<void()> pageDone)
{
    auto job = std::make_shared<Job>();
    job->target = target;
    job->done = std::move(done);
    job->pageDone = std::move(pageDone);
    job->outcome.article.articleId = target.articleId;
    job->reach = reachOf(target);
    if (target.source == CaptureTarget::Source::Feed) {
        // The feed carried the whole article: its images are what is missing offline.
        FetchResult fromFeed;
        fromFeed.finalUrl = target.link.isValid() ? target.link : target.feedUrl;
        fromFeed.contentType = u"text/html; charset=utf-8"_s;
        fromFeed.body =
            u"<!DOCTYPE html><html><body><div id=\"lectern-feed-content\">%1</div></body></html>"_s
                .arg(target.feedHtml)
                .toUtf8();
        extractPage(job, fromFeed);
        return;
    }
    const QString scheme = target.link.scheme().toLower();
    if (!target.link.isValid() || (scheme != u"http"_s && scheme != u"https"_s)) {
        job->outcome.error = ArticleCapturer::tr("the article has no web address to capture from");
        finish(job);
        return;
    }
    if (target.link.path().endsWith(u".pdf"_s, Qt::CaseInsensitive) ||
        target.link == target.keptPdfUrl) {
        fetchPaper(job, target.link); // a PDF's own limits, which are larger than a page's
        return;
    }
    FetchOptions options;
    options.accept = "text/html, application/xhtml+xml;q=0.9, application/pdf;q=0.8, */*;q=0.5"_ba;
    options.feedOnly = false; // the page's own type is checked once it is here
    // A private feed's login goes to its own server only, never to a site it links to.
    if (!credentials.isEmpty() && target.link.host() == target.feedUrl.host())
        options.credentials = credentials;
    options.reach = job->reach;
    m_pages.fetch(target.link, options,
                  [this, job](const FetchResult &page) { extractPage(job, page); });
}

void ArticleCapturer::extractPage(const std::shared_ptr<Job> &job, const FetchResult &page)
{
    if (page.refused) {
        job->outcome.refused = true;
        job->outcome.error = ArticleCapturer::tr("not captured: its page points into %1 (%2)")
                                 .arg(AddressSpace::describe(page.addressSpace), page.address);
        finish(job);
        return;
    }
    if (!page.ok()) {
        job->outcome.error = page.error;
        finish(job);
        return;
    }
    if (page.isPdf()) {
        // By the address asked for, not where it redirected: the one the library knows it by.
        keepPaper(job, job->target.link, page.body);
        return;
    }
    // An abstract page names its paper (arXiv, journals): only such pages are parsed for it,
    // on the thread pool.
    if (job->target.source == CaptureTarget::Source::Page &&
        page.body.contains("citation_pdf_url")) {
        const QUrl base = page.documentBase.isValid() ? page.documentBase : page.finalUrl;
        QtConcurrent::run([body = page.body, base, type = page.contentType] {
            return PageMetadata::read(body, base, type).citation;
        }).then(this, [this, job, page](const PageMetadata::Citation &citation) {
            job->citation = citation;
            if (citation.pdfUrl.isValid())
                fetchPaper(job, citation.pdfUrl);
            else
                extractArticle(job, page);
        });
        return;
    }
    extractArticle(job, page);
}

void ArticleCapturer::extractArticle(const std::shared_ptr<Job> &job, const FetchResult &page)
{
    if (job->target.source == CaptureTarget::Source::Page && job->target.pdfEnclosure.isValid()) {
        fetchPaper(job, job->target.pdfEnclosure); // the feed's PDF is the paper
        return;
    }
    const QString type = page.contentType.section(u';', 0, 0).trimmed().toLower();
    if (!type.isEmpty() && type != u"text/html"_s && type != u"application/xhtml+xml"_s) {
        job->outcome.error =
            ArticleCapturer::tr("%1 is not a web page (%2)").arg(page.finalUrl.toString(), type);
        finish(job);
        return;
    }
    ExtractionRequest request;
    request.html = FeedDiscovery::decodePage(page.body, page.contentType);
    request.pageUrl = page.finalUrl.isValid() ? page.finalUrl : job->target.link;
    request.selector = job->target.selector;
    request.strip = job->target.strip;
    if (job->target.source == CaptureTarget::Source::Feed) {
        request.selector =
            u"body > #lectern-feed-content"_s; // all of it: the content is the article
        request.strip.clear();
    }
    m_extractor->extract(request, [this, job](const ExtractedPage &extracted) {
        if (!extracted.ok()) {
            job->outcome.error = extracted.error;
            finish(job);
            return;
        }
        job->outcome.title = extracted.title;
        job->outcome.article.html = extracted.html;
        job->outcome.article.text = extracted.text;
        job->images = extracted.images;
        // Until an image is kept, its token stands for its original address.
        job->replacements = extracted.images;
        endPage(job);
        fetchImages(job);
    });
}

void ArticleCapturer::fetchPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl)
{
    if (pdfUrl == job->target.keptPdfUrl && !job->target.keptPdfAsset.isEmpty()) {
        keepPaper(job, pdfUrl, {}, job->target.keptPdfAsset); // read from the library
        return;
    }
    downloadPaper(job, pdfUrl);
}

void ArticleCapturer::downloadPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl)
{
    FetchOptions options;
    options.accept = "application/pdf, */*;q=0.5"_ba;
    options.feedOnly = false; // the type is read from the bytes
    options.reach = job->reach;
    m_papers.fetch(pdfUrl, options, [this, job, pdfUrl](const FetchResult &pdf) {
        if (pdf.refused) {
            job->outcome.refused = true;
            job->outcome.error = ArticleCapturer::tr("not captured: its PDF points into %1 (%2)")
                                     .arg(AddressSpace::describe(pdf.addressSpace), pdf.address);
            finish(job);
            return;
        }
        if (!pdf.ok()) {
            job->outcome.error =
                ArticleCapturer::tr("its PDF %1: %2").arg(pdfUrl.toDisplayString(), pdf.error);
            finish(job);
            return;
        }
        keepPaper(job, pdfUrl, pdf.body);
    });
}

void ArticleCapturer::keepPaper(const std::shared_ptr<Job> &job, const QUrl &pdfUrl,
                                const QByteArray &bytes, const QString &keptAsset)
{
    endPage(job);
    if (keptAsset.isEmpty() && !PaperPdf::looksLikePdf(bytes)) {
        job->outcome.error = ArticleCapturer::tr("%1 is not a PDF").arg(pdfUrl.toDisplayString());
        finish(job);
        return;
    }
    struct Kept
    {
        bool missing = false; // the library's file is gone
        PaperPdf::Read pdf;
        std::optional<StoredAsset> stored;
        QString error;
    };
    // A paper may be 100 MB, and PDFium takes its time over a large or hostile file: read,
    // hashed and written on the pool, never on this thread. A copy of the store: its error is
    // the task's own.
    QtConcurrent::run([bytes, keptAsset, store = *m_assets]() mutable {
        Kept kept;
        QByteArray pdf = bytes;
        if (!keptAsset.isEmpty()) {
            const auto read = store.read(keptAsset);
            kept.missing = !read;
            if (kept.missing)
                return kept;
            pdf = *read;
            kept.stored = StoredAsset{keptAsset, u"application/pdf"_s, pdf.size()};
        }
        kept.pdf = PaperPdf::read(pdf);
        if (kept.pdf.ok() && !kept.stored) {
            kept.stored = store.write(pdf, u"application/pdf"_s);
            if (!kept.stored)
                kept.error = store.errorString();
        }
        return kept;
    }).then(this, [this, job, pdfUrl](const Kept &kept) {
        if (kept.missing) {
            downloadPaper(job, pdfUrl);
            return;
        }
        if (!kept.pdf.ok() || !kept.stored) {
            job->outcome.error = kept.pdf.ok()
                                     ? kept.error
                                     : u"%1: %2"_s.arg(pdfUrl.toDisplayString(), kept.pdf.error);
            finish(job);
            return;
        }
        PaperRecord paper = PaperPage::describe(job->citation, kept.pdf, pdfUrl);
        paper.articleId = job->target.articleId;
        paper.pdfAsset = kept.stored->name;
        job->outcome.title = paper.title;
        job->outcome.article.html = PaperPage::html(paper);
        job->outcome.article.text = PaperPage::text(paper, kept.pdf);
        job->outcome.article.images = {{pdfUrl.toString(QUrl::FullyEncoded), *kept.stored}};
        job->outcome.article.paper = paper;
        finish(job);
    });
}

void ArticleCapturer::endPage(const std::shared_ptr<Job> &job)
{
    if (auto pageDone = std::move(job->pageDone)) {
        job->pageDone = nullptr;
        pageDone();
    }
}

void ArticleCapturer::fetchImages(const std::shared_ptr<Job> &job)
{
    while (job->running < m_limits.parallelImages && job->next < job->images.size()) {
        const qsizetype index = job->next;
        if (index >= m_limits.maxImages) {
            ++job->next;
            ++job->outcome.failedImages;
            job->outcome.imageErrors.append(
                ArticleCapturer::tr("%1: more than %2 images in one article")
                    .arg(job->images.at(index))
                    .arg(m_limits.maxImages));
            continue;
        }
        if (failsAtOnce(job, index)) {
            ++job->next;
            continue;
        }
        // Every article's images share one budget, so that pages can go on while they load.
        if (m_imagesRunning >= m_limits.parallelImagesInAll) {
            if (!job->waiting) {
                job->waiting = true;
                m_waitingForImages.append(job);
            }
            return;
        }
        ++job->next;
        ++job->running;
        ++m_imagesRunning;
        FetchOptions options;
        options.accept = "image/avif, image/webp, image/png, image/svg+xml, image/*;q=0.8"_ba;
        options.feedOnly = false; // the type is read from the bytes (ImageCheck)
        options.reach = job->reach;
        m_images.fetch(QUrl(job->images.at(index)), options,
                       [this, job, index](const FetchResult &image) {
                           --job->running;
                           --m_imagesRunning;
                           keepImage(job, index, image);
                           fetchImages(job);
                           fetchWaitingImages();
                       });
    }
    if (job->running == 0 && job->next >= job->images.size())
        finish(job);
}

void ArticleCapturer::fetchWaitingImages()
{
    while (m_imagesRunning < m_limits.parallelImagesInAll && !m_waitingForImages.isEmpty()) {
        const std::shared_ptr<Job> job = m_waitingForImages.takeFirst();
        job->waiting = false;
        fetchImages(job);
    }
}

// An image on a host that gave no answer a moment ago fails at once, with that answer.
bool ArticleCapturer::failsAtOnce(const std::shared_ptr<Job> &job, qsizetype index)
{
    const QString host = QUrl(job->images.at(index)).host().toLower();
    const auto it = m_unreachable.constFind(host);
    if (it == m_unreachable.constEnd() || it->first < QDateTime::currentDateTimeUtc())
        return false;
    ++job->outcome.failedImages;
    job->outcome.imageErrors.append(u"%1: %2"_s.arg(
        job->images.at(index),
        ArticleCapturer::tr("its server did not answer a moment ago (%1)").arg(it->second)));
    return true;
}

void ArticleCapturer::keepImage(const std::shared_ptr<Job> &job, qsizetype index,
                                const FetchResult &image)
{
    const QString url = job->images.at(index);
    auto failed = [&](const QString &why) {
        ++job->outcome.failedImages;
        job->outcome.imageErrors.append(u"%1: %2"_s.arg(url, why));
    };
    if (image.refused) {
        ++job->outcome.refusedImages;
        job->outcome.imageErrors.append(u"%1: %2"_s.arg(
            url, ArticleCapturer::tr("not kept: it points into %1 (%2)")
                     .arg(AddressSpace::describe(image.addressSpace), image.address)));
        return;
    }
    if (!image.ok()) {
        // No HTTP status at all: the host could not be found, reached or heard from.
        if (image.httpStatus == 0)
            m_unreachable.insert(
                QUrl(url).host().toLower(),
                {QDateTime::currentDateTimeUtc().addMSecs(m_limits.unreachableForMs), image.error});
        failed(image.error);
        return;
    }
    if (job->imageBytes + image.body.size() > m_limits.articleImageBytes) {
        failed(ArticleCapturer::tr("the article's images pass %1 MB")
                   .arg(m_limits.articleImageBytes >> 20));
        return;
    }
    const ImageCheck::Result checked = ImageCheck::check(image.body);
    if (!checked.ok()) {
        failed(checked.error);
        return;
    }
    const auto stored = m_assets->write(checked.bytes, checked.mimeType);
    if (!stored) {
        failed(m_assets->errorString());
        return;
    }
    job->imageBytes += stored->size;
    job->replacements[index] = AssetStore::urlOf(stored->name);
    job->outcome.article.images.append({url, *stored});
}

void ArticleCapturer::finish(const std::shared_ptr<Job> &job)
{
    if (job->finished)
        return;
    job->finished = true;
    endPage(job);
    if (job->outcome.ok()) {
        job->outcome.article.missingImages = job->outcome.failedImages;
        QString &html = job->outcome.article.html;
        for (qsizetype i = 0; i < job->replacements.size(); ++i) {
            // The closing quote is part of the match, so "…:1" never matches in "…:12". An image
            // not kept keeps its own address: the reader shows its words in its place (or the
            // image, where the reader allows remote images), and nothing of it reaches the
            // article's text.
            const QString &replacement = job->replacements.at(i);
            html.replace(ExtractedPage::imageToken(i) + u'"', htmlEscaped(replacement) + u'"');
        }
    }
    job->done(job->outcome);
}

} // namespace Lectern
