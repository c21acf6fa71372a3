#include "ui/sidepanel/feedpropertiesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {

QLabel *selectableLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

} // namespace

FeedPropertiesDialog::FeedPropertiesDialog(const FeedRecord &feed,
                                           const QList<std::pair<QString, qint64>> &shelves,
                                           QWidget *parent)
    : QDialog(parent)
    , m_title(new QLineEdit(feed.title))
    , m_url(new QLineEdit(feed.url.toDisplayString()))
    , m_urlProblem(new QLabel)
    , m_originalUrl(feed.url)
    , m_shelf(new QComboBox)
    , m_interval(new QSpinBox)
    , m_retention(new QSpinBox)
    , m_policy(new QComboBox)
    , m_selector(new QLineEdit(feed.captureSelector))
    , m_strip(new QLineEdit(feed.captureStrip))
{
    setWindowTitle(tr("Feed Properties"));
    m_policy->setObjectName(u"capturePolicy"_s);
    m_policy->addItem(tr("Automatically, when the feed has only summaries"),
                      int(CapturePolicy::Auto));
    m_policy->addItem(tr("Always"), int(CapturePolicy::Always));
    m_policy->addItem(tr("Never"), int(CapturePolicy::Never));
    const CapturePolicy current =
        CaptureDecision::parse(feed.capturePolicy).value_or(CapturePolicy::Auto);
    m_policy->setCurrentIndex(m_policy->findData(int(current)));
    m_selector->setObjectName(u"articleSelector"_s);
    m_selector->setPlaceholderText(tr("found by Readability, e.g. article .post-content"));
    m_strip->setObjectName(u"stripSelectors"_s);
    m_strip->setPlaceholderText(tr("e.g. .share, .related, #comments"));

    m_shelf->setObjectName(u"feedShelf"_s);
    m_shelf->addItem(tr("No Shelf"), qint64(0));
    for (const auto &[path, id] : shelves)
        m_shelf->addItem(path, id);
    m_shelf->setCurrentIndex(qMax(0, m_shelf->findData(feed.shelfId)));

    m_title->setObjectName(u"feedTitle"_s);
    m_title->setPlaceholderText(tr("the feed's own title"));
    // The lowest value of each box stands for "not set" and shows as words.
    m_interval->setObjectName(u"refreshInterval"_s);
    m_interval->setRange(MinIntervalMinutes - 1, 7 * 24 * 60);
    m_interval->setSpecialValueText(tr("As the feed suggests"));
    m_interval->setSuffix(tr(" min"));
    m_interval->setValue(feed.intervalMinutes.value_or(MinIntervalMinutes - 1));
    m_retention->setObjectName(u"retentionDays"_s);
    m_retention->setRange(0, 3650);
    m_retention->setSpecialValueText(tr("As its shelf says, else all"));
    m_retention->setSuffix(tr(" days"));
    m_retention->setValue(feed.retentionDays.value_or(0));

    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("S&helf:"), m_shelf);
    form->addRow(tr("&Refresh every:"), m_interval);
    form->addRow(tr("&Keep articles for:"), m_retention);
    // A site that moved without a redirect: its feed's new address, fetched afresh.
    m_url->setObjectName(u"feedUrl"_s);
    form->addRow(tr("&Address:"), m_url);
    m_urlProblem->setObjectName(u"feedUrlProblem"_s);
    m_urlProblem->setWordWrap(true);
    m_urlProblem->setStyleSheet(u"color: #b3261e"_s);
    m_urlProblem->hide();
    form->addRow(m_urlProblem);
    if (feed.siteUrl.isValid())
        form->addRow(tr("Site:"), selectableLabel(feed.siteUrl.toDisplayString()));
    form->addRow(tr("Articles:"),
                 new QLabel(tr("%1 (%2 unread)").arg(feed.totalCount).arg(feed.unreadCount)));
    form->addRow(tr("Last success:"),
                 selectableLabel(feed.lastSuccessAt.isValid()
                                     ? QLocale().toString(feed.lastSuccessAt.toLocalTime(),
                                                          QLocale::ShortFormat)
                                     : tr("never")));
    if (!feed.lastError.isEmpty()) {
        form->addRow(tr("Last error:"),
                     selectableLabel(u"%1 (%2)"_s.arg(
                         feed.lastError, QLocale().toString(feed.lastErrorAt.toLocalTime(),
                                                            QLocale::ShortFormat))));
    }
    form->addRow(tr("Keep &offline:"), m_policy);
    form->addRow(tr("Article &selector:"), m_selector);
    form->addRow(tr("Leave &out:"), m_strip);

    // A page feed's rule: CSS selectors; what is left empty is found without one.
    QFormLayout *rules = nullptr;
    if (feed.pageFeed) {
        rules = new QFormLayout;
        auto *intro = new QLabel(tr("<b>Page rule</b>: CSS selectors for the items of the page and "
                                    "their parts; leave a field empty to let Lectern find it."));
        intro->setWordWrap(true);
        rules->addRow(intro);
        const std::pair<QString, QString> labels[] = {
            {u"item"_s, tr("&Items:")},
            {u"title"_s, tr("Item &title:")},
            {u"link"_s, tr("Item lin&k:")},
            {u"date"_s, tr("Item &date:")},
            {u"dateFormat"_s, tr("Date &format:")},
            {u"summary"_s, tr("Item s&ummary:")},
            {u"tags"_s, tr("Item ta&gs:")},
            {u"urlPattern"_s, tr("Only &links matching:")},
        };
        QHash<QString, QString> values;
        for (const auto &[name, value] : feed.pageRule.fields())
            values.insert(name, value);
        for (const auto &[name, label] : labels) {
            auto *edit = new QLineEdit(values.value(name));
            edit->setObjectName(u"pageRule-"_s + name);
            rules->addRow(label, edit);
            m_ruleFields.append({name, edit});
        }
        m_ruleFields.first().edit->setPlaceholderText(tr("found by Lectern, e.g. article.post"));
        m_ruleFields.at(4).edit->setPlaceholderText(tr("e.g. yyyy.MM.dd; empty: most forms"));
        m_ruleFields.last().edit->setPlaceholderText(tr("a regular expression, e.g. /posts/"));
        m_ruleProblem = new QLabel;
        m_ruleProblem->setObjectName(u"pageRuleProblem"_s);
        m_ruleProblem->setWordWrap(true);
        m_ruleProblem->setStyleSheet(u"color: #b3261e"_s);
        m_ruleProblem->hide();
        rules->addRow(m_ruleProblem);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    if (rules)
        layout->addLayout(rules);
    layout->addWidget(buttons);
}

std::optional<PageRule> FeedPropertiesDialog::pageRule() const
{
    if (m_ruleFields.isEmpty())
        return std::nullopt;
    PageRule rule;
    for (const RuleField &field : m_ruleFields)
        rule.setField(field.name, field.edit->text().trimmed());
    return rule;
}

// A rule that cannot be used is said, and the dialog stays open.
void FeedPropertiesDialog::accept()
{
    const QUrl address = url();
    const bool web = address.isValid() && !address.host().isEmpty() &&
                     (address.scheme() == u"http"_s || address.scheme() == u"https"_s);
    m_urlProblem->setText(web ? QString()
                              : tr("The address must be a web address (http or https)."));
    m_urlProblem->setVisible(!web);
    if (!web) {
        adjustSize();
        return;
    }
    if (const auto rule = pageRule()) {
        const QString problem = rule->problem();
        m_ruleProblem->setText(problem);
        m_ruleProblem->setVisible(!problem.isEmpty());
        if (!problem.isEmpty()) {
            adjustSize(); // room for the message, nothing clipped
            return;
        }
    }
    QDialog::accept();
}

QUrl FeedPropertiesDialog::url() const
{
    if (m_url->text() == m_originalUrl.toDisplayString())
        return m_originalUrl;
    return QUrl::fromUserInput(m_url->text().trimmed());
}

qint64 FeedPropertiesDialog::shelfId() const
{
    return m_shelf->currentData().toLongLong();
}

QString FeedPropertiesDialog::title() const
{
    return m_title->text().trimmed();
}

std::optional<int> FeedPropertiesDialog::intervalMinutes() const
{
    return m_interval->value() >= MinIntervalMinutes ? std::optional<int>(m_interval->value())
                                                     : std::nullopt;
}

std::optional<int> FeedPropertiesDialog::retentionDays() const
{
    return m_retention->value() > 0 ? std::optional<int>(m_retention->value()) : std::nullopt;
}

CapturePolicy FeedPropertiesDialog::capturePolicy() const
{
    return CapturePolicy(m_policy->currentData().toInt());
}

QString FeedPropertiesDialog::articleSelector() const
{
    return m_selector->text().trimmed();
}

QString FeedPropertiesDialog::stripSelectors() const
{
    return m_strip->text().trimmed();
}

} // namespace Lectern
