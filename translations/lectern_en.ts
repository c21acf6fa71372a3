<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ArticlePageRenderer</name>
    <message numerus="yes">
        <source>%n min read</source>
        <translation>
            <numerusform>%n min read</numerusform>
            <numerusform>%n min read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lectern::MainWindow</name>
    <message numerus="yes">
        <source>Feed added: %n new article(s)</source>
        <translation>
            <numerusform>Feed added: %n new article</numerusform>
            <numerusform>Feed added: %n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) kept for offline reading</source>
        <translation>
            <numerusform>%n article kept for offline reading</numerusform>
            <numerusform>%n articles kept for offline reading</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n article(s) kept for offline reading; %1 could not be captured</source>
        <translation>
            <numerusform>%n article kept for offline reading; %1 could not be captured</numerusform>
            <numerusform>%n articles kept for offline reading; %1 could not be captured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new article(s)</source>
        <translation>
            <numerusform>%n new article</numerusform>
            <numerusform>%n new articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1; %2 failed (see their tooltips)</source>
        <translation>
            <numerusform>Refreshed %n feed: %1; %2 failed (see their tooltips)</numerusform>
            <numerusform>Refreshed %n feeds: %1; %2 failed (see their tooltips)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refreshed %n feed(s): %1</source>
        <translation>
            <numerusform>Refreshed %n feed: %1</numerusform>
            <numerusform>Refreshed %n feeds: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
