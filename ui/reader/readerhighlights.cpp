#include "ui/reader/readerhighlights.h"

#include "content/notemarkdown.h"
#include "ui/reader/readerschemehandler.h"
#include "ui/reader/readerview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QWebEngineScript>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

// The article id of the page an answer came from (its first element), or 0.
qint64 articleOf(const QVariantList &answer)
{
    return answer.isEmpty() ? 0
                            : ReaderSchemeHandler::articleIdOf(
                                  QUrl(answer.first().toString(), QUrl::StrictMode));
}

QString json(const QJsonValue &value)
{
    return value.isArray()
               ? QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact))
               : QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

} // namespace

ReaderHighlights::ReaderHighlights(ReaderView *view)
    : QObject(view)
    , m_view(view)
{
}

void ReaderHighlights::readSelection(bool fromBar,
                                     std::function<void(std::optional<Selection>)> done)
{
    if (!m_view->hasPage() || m_view->currentArticleId() <= 0) {
        done(std::nullopt);
        return;
    }
    const QString script =
        u"window.lecternHighlights ? window.lecternHighlights.selection(%1) : null"_s.arg(
            fromBar ? u"true"_s : u"false"_s);
    m_view->page()->runJavaScript(
        script, QWebEngineScript::ApplicationWorld,
        [guard = QPointer<ReaderView>(m_view), done = std::move(done)](const QVariant &value) {
            const QVariantList answer = value.toList();
            const qint64 articleId = articleOf(answer);
            if (!guard || answer.size() != 4 || articleId <= 0 ||
                articleId != guard->currentArticleId()) {
                done(std::nullopt);
                return;
            }
            // What the page sends is checked: offsets inside its text, a passage of a size a
            // person selects.
            const QString text = answer.at(1).toString();
            const qsizetype start = answer.at(2).toLongLong();
            const qsizetype end = answer.at(3).toLongLong();
            constexpr qsizetype MaxQuote = 20'000;
            if (start < 0 || end <= start || end > text.size() || end - start > MaxQuote) {
                done(std::nullopt);
                return;
            }
            const AnchorText anchorText(text);
            const auto selector = HighlightAnchor::describe(
                anchorText, anchorText.positionOf(start), anchorText.positionOf(end));
            if (!selector) {
                done(std::nullopt);
                return;
            }
            done(Selection{articleId, *selector});
        });
}

void ReaderHighlights::paint(qint64 articleId, const QList<HighlightRecord> &highlights,
                             std::function<Labels(int missing)> labels,
                             std::function<void(std::optional<int>)> done)
{
    if (!m_view->hasPage() || articleId <= 0 || m_view->currentArticleId() != articleId) {
        if (done)
            done(std::nullopt);
        return;
    }
    m_view->page()->runJavaScript(
        u"window.lecternHighlights ? window.lecternHighlights.text() : null"_s,
        QWebEngineScript::ApplicationWorld,
        [this, guard = QPointer<ReaderView>(m_view), articleId, highlights,
         labels = std::move(labels), done = std::move(done)](const QVariant &value) {
            const QVariantList answer = value.toList();
            if (!guard || answer.size() != 2 || articleOf(answer) != articleId) {
                if (done && guard)
                    done(std::nullopt);
                return;
            }
            const QString page = answer.at(0).toString();
            const AnchorText text(answer.at(1).toString());
            QList<HighlightSelector> selectors;
            for (const HighlightRecord &highlight : highlights)
                selectors.append(highlight.selector);
            const QList<std::optional<TextRange>> found = HighlightAnchor::locate(text, selectors);
            QJsonArray ranges;
            QJsonArray missing;
            for (qsizetype i = 0; i < highlights.size(); ++i) {
                const HighlightRecord &highlight = highlights.at(i);
                if (!found.at(i)) {
                    missing.append(
                        QJsonObject{{u"id"_s, highlight.id},
                                    {u"quote"_s, highlight.selector.quote},
                                    {u"note"_s, highlight.note},
                                    {u"noteHtml"_s, NoteMarkdown::toHtml(highlight.note)}});
                    continue;
                }
                ranges.append(QJsonObject{
                    {u"id"_s, highlight.id},
                    {u"start"_s, qint64(text.rawOffset(found.at(i)->start))},
                    {u"end"_s, qint64(text.rawEnd(found.at(i)->end))},
                    {u"color"_s, highlight.color},
                    {u"note"_s, highlight.note.trimmed()},
                    // The note as written, shown beside the passage: Markdown made into
                    // sanitized HTML here, never by the page.
                    {u"noteHtml"_s, NoteMarkdown::toHtml(highlight.note)},
                });
            }
            const Labels words = labels(int(missing.size()));
            // In the order given: an object's keys would come sorted.
            QJsonArray colors;
            for (const auto &[name, label] : words.colors)
                colors.append(QJsonArray{name, label});
            const QJsonObject given{{u"colors"_s, colors},
                                    {u"note"_s, words.note},
                                    {u"remove"_s, words.remove},
                                    {u"missing"_s, words.missing}};
            // The page's address and every value go in as JSON: nothing of the article's text
            // or notes is ever read as script.
            const QString call = u"window.lecternHighlights.paint(%1[0], %2, %3, %4)"_s.arg(
                json(QJsonArray{page}), json(ranges), json(missing), json(given));
            m_view->page()->runJavaScript(
                call, QWebEngineScript::ApplicationWorld, [guard, done](const QVariant &painted) {
                    if (!guard || !done)
                        return;
                    // false: another page by then; nothing: the page or its script went.
                    if (!painted.isValid() ||
                        (painted.typeId() == QMetaType::Bool && !painted.toBool()))
                        done(std::nullopt);
                    else
                        done(painted.toInt());
                });
        });
}

} // namespace Lectern
