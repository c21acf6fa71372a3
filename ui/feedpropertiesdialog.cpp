#include "ui/feedpropertiesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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

FeedPropertiesDialog::FeedPropertiesDialog(const FeedRecord &feed, QWidget *parent)
    : QDialog(parent)
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

    auto *form = new QFormLayout;
    form->addRow(tr("Title:"), selectableLabel(feed.title));
    form->addRow(tr("Address:"), selectableLabel(feed.url.toDisplayString()));
    if (feed.siteUrl.isValid())
        form->addRow(tr("Site:"), selectableLabel(feed.siteUrl.toDisplayString()));
    form->addRow(tr("Articles:"),
                 new QLabel(tr("%1 (%2 unread)").arg(feed.totalCount).arg(feed.unreadCount)));
    if (!feed.lastError.isEmpty()) {
        form->addRow(tr("Last error:"),
                     selectableLabel(u"%1 (%2)"_s.arg(
                         feed.lastError, QLocale().toString(feed.lastErrorAt.toLocalTime(),
                                                            QLocale::ShortFormat))));
    }
    form->addRow(tr("Keep &offline:"), m_policy);
    form->addRow(tr("Article &selector:"), m_selector);
    form->addRow(tr("Leave &out:"), m_strip);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
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
