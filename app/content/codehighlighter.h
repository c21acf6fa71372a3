#pragma once

#include <QHash>
#include <QMutex>
#include <QString>
#include <QStringList>

#include <memory>

namespace KSyntaxHighlighting {
class Repository;
}

namespace Lectern {

// Turns plain code into HTML whose spans carry only style classes (hl-Keyword, hl-String, ...),
// so that the page's light or dark look is a matter of CSS (see themeCss()).
class CodeHighlighter
{
public:
    CodeHighlighter();
    ~CodeHighlighter();
    CodeHighlighter(const CodeHighlighter &) = delete;
    CodeHighlighter &operator=(const CodeHighlighter &) = delete;

    // The KSyntaxHighlighting definition name for a language hint ("cpp", "py", "golang",
    // "Dockerfile", ...); empty when none fits or the hint means "no language" ("text").
    QString definitionNameFor(const QString &hint) const;

    // <pre class="code" data-lang="NAME"><code>...</code></pre>, text escaped, each line in a
    // <span class="line"> (for the optional line numbers). An empty hint is guessed from a
    // shebang or XML/PHP opening line; otherwise the code stays plain. A language
    // KSyntaxHighlighting has no definition for is coloured as its closest relative (CUDA as
    // C++), and the block's data-label says so ("CUDA (highlighted as C++)").
    QString toHtml(const QString &code, const QString &languageHint) const;
    // The same, appended to `out` (a page being written) with no copy of its own.
    void appendHtml(QString &out, const QString &code, const QString &languageHint) const;

    // CSS for pre.code and its hl-* classes from a theme (the default light one if unknown).
    QString themeCss(const QString &themeName) const;
    QStringList themeNames() const;
    QString defaultThemeName(bool dark) const;

private:
    QString guessDefinitionName(const QString &code) const;

    std::unique_ptr<KSyntaxHighlighting::Repository> m_repository;
    // Lowercased names and alternative names of visible definitions -> definition name.
    QHash<QString, QString> m_names;
    // KSyntaxHighlighting loads definitions lazily on first use, which is not thread-safe.
    mutable QMutex m_mutex;
};

} // namespace Lectern
