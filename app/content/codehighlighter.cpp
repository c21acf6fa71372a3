#include "codehighlighter.h"

#include "htmlescape.h"

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>

#include <QColor>
#include <QCoreApplication>
#include <QMetaEnum>
#include <QMutexLocker>
#include <QRegularExpression>

using namespace Qt::StringLiterals;
namespace KSH = KSyntaxHighlighting;

namespace Lectern {

namespace {

// Hints seen in blog markup that KSyntaxHighlighting does not know by name or extension.
const QHash<QString, QString> &aliases()
{
    static const QHash<QString, QString> table = {
        {u"c++"_s, u"C++"_s},
        {u"cpp"_s, u"C++"_s},
        {u"cxx"_s, u"C++"_s},
        {u"cc"_s, u"C++"_s},
        {u"hpp"_s, u"C++"_s},
        {u"cu"_s, u"CUDA"_s},
        {u"cuda"_s, u"CUDA"_s},
        {u"py"_s, u"Python"_s},
        {u"py3"_s, u"Python"_s},
        {u"python3"_s, u"Python"_s},
        {u"sh"_s, u"Bash"_s},
        {u"shell"_s, u"Bash"_s},
        {u"console"_s, u"Bash"_s},
        {u"shell-session"_s, u"Bash"_s},
        {u"shellsession"_s, u"Bash"_s},
        {u"terminal"_s, u"Bash"_s},
        {u"rs"_s, u"Rust"_s},
        {u"ts"_s, u"TypeScript"_s},
        {u"js"_s, u"JavaScript"_s},
        {u"node"_s, u"JavaScript"_s},
        {u"yml"_s, u"YAML"_s},
        {u"docker"_s, u"Dockerfile"_s},
        {u"golang"_s, u"Go"_s},
        {u"md"_s, u"Markdown"_s},
        {u"rb"_s, u"Ruby"_s},
        {u"cs"_s, u"C#"_s},
        {u"csharp"_s, u"C#"_s},
        {u"kt"_s, u"Kotlin"_s},
        {u"hs"_s, u"Haskell"_s},
        {u"ps1"_s, u"PowerShell"_s},
        {u"pwsh"_s, u"PowerShell"_s},
        {u"make"_s, u"Makefile"_s},
        {u"mk"_s, u"Makefile"_s},
        {u"patch"_s, u"Diff"_s},
        {u"objc"_s, u"Objective-C"_s},
        {u"tex"_s, u"LaTeX"_s},
        {u"ocaml"_s, u"Objective Caml"_s},
    };
    return table;
}

// Languages KSyntaxHighlighting has no definition for, and the relative whose colours fit them:
// the GPU and compiler languages of the writing Lectern is for first.
const QHash<QString, QString> &relatives()
{
    static const QHash<QString, QString> table = {
        {u"cuda"_s, u"C++"_s},
        {u"cu"_s, u"C++"_s},
        {u"cuh"_s, u"C++"_s},
        {u"hip"_s, u"C++"_s},
        {u"sycl"_s, u"C++"_s},
        {u"metal"_s, u"C++"_s},
        {u"carbon"_s, u"C++"_s},
        {u"ispc"_s, u"C"_s},
        {u"triton"_s, u"Python"_s},
        {u"mojo"_s, u"Python"_s},
        {u"cython"_s, u"Python"_s},
        {u"pyx"_s, u"Python"_s},
        {u"starlark"_s, u"Python"_s},
        {u"bzl"_s, u"Python"_s},
        {u"ptx"_s, u"GNU Assembler"_s},
        {u"mlir"_s, u"LLVM"_s},
        {u"llvm-ir"_s, u"LLVM"_s},
        {u"hlsl"_s, u"GLSL"_s},
        {u"slang"_s, u"GLSL"_s},
        {u"wgsl"_s, u"Rust"_s},
        {u"jsonc"_s, u"JSON"_s},
        {u"json5"_s, u"JSON"_s},
        {u"solidity"_s, u"JavaScript"_s},
    };
    return table;
}

bool meansPlainText(const QString &hint)
{
    static const QStringList plain = {u"text"_s,        u"txt"_s,  u"plain"_s, u"plaintext"_s,
                                      u"nohighlight"_s, u"none"_s, u"output"_s};
    return plain.contains(hint);
}

QString styleClass(KSH::Theme::TextStyle style)
{
    static const QMetaEnum meta = QMetaEnum::fromType<KSH::Theme::TextStyle>();
    return u"hl-"_s + QLatin1StringView(meta.valueToKey(style));
}

// The opening tag of each style's span, made once: highlighting writes one per token.
const QString &openingSpan(KSH::Theme::TextStyle style)
{
    static const QList<QString> spans = [] {
        QList<QString> all;
        const QMetaEnum meta = QMetaEnum::fromType<KSH::Theme::TextStyle>();
        for (int i = 0; i < meta.keyCount(); ++i) {
            const int value = meta.value(i);
            if (all.size() <= value)
                all.resize(value + 1);
            all[value] = u"<span class=\""_s + styleClass(KSH::Theme::TextStyle(value)) + u"\">"_s;
        }
        return all;
    }();
    static const QString none;
    return style >= 0 && style < spans.size() ? spans.at(style) : none;
}

QString cssColor(QRgb rgb)
{
    return QColor::fromRgb(rgb).name(QColor::HexRgb);
}

// Each line of code becomes <span class="line">…</span>, the newlines staying between them: the
// page's stylesheet numbers these spans with generated content, which is never selected or
// copied with the code. The newline that ends the last line opens no empty line of its own.
template<typename LineWriter>
void writeLines(QString &out, const QString &code, LineWriter &&writeLine)
{
    const QStringView all(code);
    qsizetype start = 0;
    while (start < all.size()) {
        const qsizetype end = all.indexOf(u'\n', start);
        const QStringView line = all.mid(start, end < 0 ? all.size() - start : end - start);
        out += u"<span class=\"line\">"_s;
        writeLine(line, out);
        out += u"</span>"_s;
        if (end < 0)
            break;
        out += u'\n';
        start = end + 1;
    }
}

// Writes each line's formatted ranges as spans named after their text style.
class HtmlLineWriter : public KSH::AbstractHighlighter
{
public:
    void write(QString &out, const QString &code)
    {
        KSH::State state;
        writeLines(out, code, [&](QStringView line, QString &page) {
            m_out = &page;
            m_line = line;
            m_pos = 0;
            m_open = KSH::Theme::Normal;
            state = highlightLine(line, state);
            writeUpTo(m_line.size(), KSH::Theme::Normal);
            closeSpan();
            m_out = nullptr;
        });
    }

protected:
    void applyFormat(int offset, int length, const KSH::Format &format) override
    {
        // Ranges the definition leaves unformatted are written as plain text.
        writeUpTo(offset, KSH::Theme::Normal);
        writeUpTo(offset + length, format.isValid() ? format.textStyle() : KSH::Theme::Normal);
    }

private:
    // Writes the text from the current position up to `end` in `style`.
    void writeUpTo(qsizetype end, KSH::Theme::TextStyle style)
    {
        end = qMin(end, m_line.size());
        if (end <= m_pos)
            return;
        if (style != m_open) {
            closeSpan();
            if (style != KSH::Theme::Normal)
                m_out->append(openingSpan(style));
            m_open = style;
        }
        appendHtmlEscaped(*m_out, m_line.mid(m_pos, end - m_pos));
        m_pos = end;
    }

    void closeSpan()
    {
        if (m_open != KSH::Theme::Normal)
            m_out->append("</span>"_L1);
        m_open = KSH::Theme::Normal;
    }

    QString *m_out = nullptr; // the line being written, inside the block's HTML
    QStringView m_line;
    qsizetype m_pos = 0;
    KSH::Theme::TextStyle m_open = KSH::Theme::Normal;
};

} // namespace

CodeHighlighter::CodeHighlighter()
    : m_repository(std::make_unique<KSH::Repository>())
{
    const auto definitions = m_repository->definitions();
    for (const KSH::Definition &def : definitions) {
        if (def.isHidden())
            continue;
        m_names.insert(def.name().toLower(), def.name());
        const QStringList alternatives = def.alternativeNames();
        for (const QString &alt : alternatives)
            m_names.insert(alt.toLower(), def.name());
    }
}

CodeHighlighter::~CodeHighlighter() = default;

QString CodeHighlighter::definitionNameFor(const QString &hint) const
{
    const QString key = hint.trimmed().toLower();
    // Hints become file names below; anything beyond a plain token is not a language.
    static const QRegularExpression token(u"^[a-z0-9][a-z0-9+#._-]{0,39}$"_s);
    if (key.isEmpty() || meansPlainText(key) || !token.match(key).hasMatch())
        return {};
    if (const auto it = aliases().constFind(key); it != aliases().cend())
        return it.value();
    if (const auto it = m_names.constFind(key); it != m_names.cend())
        return it.value();
    QMutexLocker lock(&m_mutex);
    // An extension ("rs", "kt") or a well-known file name ("dockerfile", "cmakelists.txt").
    for (const QString &fileName : QStringList{u"file."_s + key, key}) {
        const KSH::Definition def = m_repository->definitionForFileName(fileName);
        if (def.isValid() && !def.isHidden())
            return def.name();
    }
    return {};
}

QString CodeHighlighter::guessDefinitionName(const QString &code) const
{
    const QString firstLine = code.section(u'\n', 0, 0).trimmed();
    if (firstLine.startsWith(u"#!"_s)) {
        // "#!/usr/bin/env python3" or "#!/bin/bash -e": the interpreter's base name.
        QStringList words = firstLine.mid(2).split(u' ', Qt::SkipEmptyParts);
        if (!words.isEmpty() && words.first().endsWith(u"/env"_s))
            words.removeFirst();
        while (!words.isEmpty() && words.first().startsWith(u'-'))
            words.removeFirst();
        if (words.isEmpty())
            return {};
        QString interpreter = words.first().section(u'/', -1);
        interpreter.remove(QRegularExpression(u"[0-9.]+$"_s));
        return definitionNameFor(interpreter);
    }
    if (firstLine.startsWith(u"<?xml"_s))
        return definitionNameFor(u"xml"_s);
    if (firstLine.startsWith(u"<?php"_s))
        return definitionNameFor(u"php"_s);
    return {};
}

QString CodeHighlighter::toHtml(const QString &code, const QString &languageHint) const
{
    QString out;
    out.reserve(code.size() * 3 + 64);
    appendHtml(out, code, languageHint);
    return out;
}

void CodeHighlighter::appendHtml(QString &out, const QString &code,
                                 const QString &languageHint) const
{
    QString name = languageHint.trimmed().isEmpty() ? guessDefinitionName(code)
                                                    : definitionNameFor(languageHint);
    QMutexLocker lock(&m_mutex);
    KSH::Definition def =
        name.isEmpty() ? KSH::Definition() : m_repository->definitionForName(name);
    QString label = name;
    if (!def.isValid()) {
        const QString language = name.isEmpty() ? languageHint.trimmed() : name;
        const QString relative = relatives().value(language.toLower());
        if (!relative.isEmpty() && (def = m_repository->definitionForName(relative)).isValid()) {
            name = language;
            label = QCoreApplication::translate("CodeHighlighter", "%1 (highlighted as %2)")
                        .arg(language, relative);
        }
    }
    const bool highlighted = def.isValid();
    out += u"<pre class=\"code\" data-lang=\""_s;
    if (highlighted)
        appendHtmlEscaped(out, name);
    out += u"\""_s;
    if (highlighted) {
        out += u" data-label=\""_s;
        appendHtmlEscaped(out, label);
        out += u"\""_s;
    }
    out += u"><code>"_s;
    if (highlighted) {
        // No theme: spans carry text styles, which the page's CSS colours.
        HtmlLineWriter writer;
        writer.setDefinition(def);
        writer.write(out, code);
    } else {
        lock.unlock();
        writeLines(out, code,
                   [](QStringView line, QString &page) { appendHtmlEscaped(page, line); });
    }
    out += u"</code></pre>"_s;
}

QString CodeHighlighter::themeCss(const QString &themeName) const
{
    KSH::Theme theme = m_repository->theme(themeName);
    if (!theme.isValid())
        theme = m_repository->defaultTheme();
    QString css = u"pre.code { background-color: "_s +
                  cssColor(theme.editorColor(KSH::Theme::BackgroundColor)) + u"; color: "_s +
                  cssColor(theme.textColor(KSH::Theme::Normal)) + u"; }\n"_s;
    const QMetaEnum meta = QMetaEnum::fromType<KSH::Theme::TextStyle>();
    for (int i = 0; i < meta.keyCount(); ++i) {
        const auto style = static_cast<KSH::Theme::TextStyle>(meta.value(i));
        if (style == KSH::Theme::Normal)
            continue;
        QString rules;
        // A zero colour means the theme leaves it to the surrounding text.
        if (const QRgb c = theme.textColor(style))
            rules += u" color: "_s + cssColor(c) + u';';
        if (const QRgb c = theme.backgroundColor(style))
            rules += u" background-color: "_s + cssColor(c) + u';';
        if (theme.isBold(style))
            rules += u" font-weight: bold;"_s;
        if (theme.isItalic(style))
            rules += u" font-style: italic;"_s;
        if (theme.isUnderline(style) || theme.isStrikeThrough(style)) {
            rules += u" text-decoration:"_s;
            if (theme.isUnderline(style))
                rules += u" underline"_s;
            if (theme.isStrikeThrough(style))
                rules += u" line-through"_s;
            rules += u';';
        }
        if (!rules.isEmpty())
            css += u"pre.code ."_s + styleClass(style) + u" {"_s + rules + u" }\n"_s;
    }
    return css;
}

QStringList CodeHighlighter::themeNames() const
{
    QStringList names;
    const auto themes = m_repository->themes();
    for (const KSH::Theme &theme : themes)
        names.append(theme.name());
    return names;
}

QString CodeHighlighter::defaultThemeName(bool dark) const
{
    return m_repository
        ->defaultTheme(dark ? KSH::Repository::DarkTheme : KSH::Repository::LightTheme)
        .name();
}

} // namespace Lectern
