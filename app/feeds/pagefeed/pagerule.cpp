#include "feeds/pagefeed/pagerule.h"

#include "feeds/pagefeed/htmlselector.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Lectern {

namespace {
// The fields in the order they are stored and shown, with their JSON names.
template<typename Rule, typename Visit> void forEachField(Rule &rule, Visit visit)
{
    visit(u"item"_s, rule.item);
    visit(u"title"_s, rule.title);
    visit(u"link"_s, rule.link);
    visit(u"date"_s, rule.date);
    visit(u"dateFormat"_s, rule.dateFormat);
    visit(u"summary"_s, rule.summary);
    visit(u"tags"_s, rule.tags);
    visit(u"urlPattern"_s, rule.urlPattern);
}
} // namespace

QString PageRule::problem() const
{
    if (isEmpty() && !QString(title + link + date + summary + tags + urlPattern).isEmpty())
        return tr("a rule needs an item selector");
    for (const QString *selector : {&item, &title, &link, &date, &summary, &tags}) {
        QString error;
        if (!selector->isEmpty() && !HtmlSelector::parse(*selector, &error))
            return error;
    }
    if (!urlPattern.isEmpty()) {
        const QRegularExpression pattern(urlPattern);
        if (!pattern.isValid())
            return tr("the URL pattern “%1” is no regular expression: %2")
                .arg(urlPattern, pattern.errorString());
    }
    return {};
}

QString PageRule::toJson() const
{
    if (isEmpty())
        return {};
    QJsonObject object;
    forEachField(*this, [&](const QString &name, const QString &value) {
        if (!value.isEmpty())
            object.insert(name, value);
    });
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QList<std::pair<QString, QString>> PageRule::fields() const
{
    QList<std::pair<QString, QString>> out;
    forEachField(*this, [&](const QString &name, const QString &value) {
        if (!value.isEmpty())
            out.append({name, value});
    });
    return out;
}

void PageRule::setField(const QString &name, const QString &value)
{
    forEachField(*this, [&](const QString &field, QString &target) {
        if (field == name)
            target = value;
    });
}

PageRule PageRule::fromJson(const QString &json)
{
    PageRule rule;
    const QJsonObject object = QJsonDocument::fromJson(json.toUtf8()).object();
    forEachField(
        rule, [&](const QString &name, QString &value) { value = object.value(name).toString(); });
    return rule;
}

} // namespace Lectern
