// The writer's capture area: what is queued for offline capture, captures and failures
// stored, offline copies removed, a feed's capture policy and site rule (CaptureStore on the
// writer's connection).
#pragma once

#include "library/stores/capturepolicy.h"

#include <QFuture>
#include <QList>
#include <QStringList>
#include <optional>

namespace Lectern {

class LibraryWriter;
enum class CaptureState;
struct CapturedArticle;

class CaptureWrites
{
public:
    explicit CaptureWrites(LibraryWriter *writer);

    // The number of articles the feeds' policies queued, or -1 on an error.
    QFuture<int> decide();
    // "Capture now": queued whatever their feed's policy; false when one cannot be captured.
    QFuture<bool> queue(const QList<qint64> &articleIds);
    // A capture and its images, all or nothing; its state (Done, or Aside when it had less
    // text than the feed), or None on an error. Announces the article and its feed.
    QFuture<CaptureState> store(const CapturedArticle &captured);
    QFuture<bool> recordFailure(qint64 articleId, const QString &error);
    // Not captured, and not tried again (it points into the person's own network, say).
    QFuture<bool> skip(qint64 articleId, const QString &reason);
    // Removes the articles' offline copies; the asset names no article uses any more, whose
    // files the caller removes once this has resolved (so no row outlives its file). nullopt on
    // an error, with nothing removed.
    QFuture<std::optional<QStringList>> removeOfflineCopies(const QList<qint64> &articleIds);
    // The feed's capture policy; what the old one skipped is decided again.
    QFuture<bool> setPolicy(qint64 feedId, CapturePolicy policy);
    // The feed's site rule: the article's selector and selectors to leave out (empty: none).
    QFuture<bool> setRule(qint64 feedId, const QString &selector, const QString &strip);

private:
    LibraryWriter *m_writer;
};

} // namespace Lectern
