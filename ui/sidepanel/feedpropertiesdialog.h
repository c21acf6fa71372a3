// A feed's properties: its title (the reader's own, or the feed's), its address, how often it is
// fetched and how long its articles are kept; its site and how its last fetch went (read only);
// how it is kept offline: the capture policy, and the site rule that finds the article on its pages
// (a CSS selector, and selectors of parts to leave out); for a page feed, the rule its items are
// read with (PageRule). Edits copies; the caller saves them.
#pragma once

#include "library/database/records.h"
#include "library/stores/capturepolicy.h"

#include <QDialog>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace Lectern {

class FeedPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    // shelves: every shelf's path and id, as ShelfStore::paths() gives them.
    FeedPropertiesDialog(const FeedRecord &feed,
                         const QList<std::pair<QString, qint64>> &shelves = {},
                         QWidget *parent = nullptr);

    // Trimmed; empty: the feed's own title again.
    QString title() const;
    // The address as edited (Accept takes only an http or https one).
    QUrl url() const;
    // 0: no shelf.
    qint64 shelfId() const;
    // nullopt: as the feed's hints say.
    std::optional<int> intervalMinutes() const;
    // nullopt: as its shelf says, else every article is kept.
    std::optional<int> retentionDays() const;
    CapturePolicy capturePolicy() const;
    QString articleSelector() const;
    QString stripSelectors() const;
    // The page rule as edited; nullopt for a feed that is no page feed.
    std::optional<PageRule> pageRule() const;

    void accept() override;

    // As `lectern feed interval` takes it.
    static constexpr int MinIntervalMinutes = 5;

private:
    struct RuleField
    {
        QString name; // PageRule's field name
        QLineEdit *edit;
    };
    QList<RuleField> m_ruleFields;
    QLabel *m_ruleProblem = nullptr;
    QLineEdit *m_title;
    QLineEdit *m_url;
    QLabel *m_urlProblem;
    QUrl m_originalUrl; // given back as it was when its text is not edited
    QComboBox *m_shelf;
    QSpinBox *m_interval;
    QSpinBox *m_retention;
    QComboBox *m_policy;
    QLineEdit *m_selector;
    QLineEdit *m_strip;
};

} // namespace Lectern
