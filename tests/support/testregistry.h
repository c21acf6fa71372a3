// The tests of one folder share an executable (one compile in batches and one link instead of
// one per test): each test file registers its test under the name CTest knows it by, and the
// executable runs the test named first on its command line (tests/support/testmain.cpp).
//
//   LECTERN_TEST_MAIN(tst_name, TestClass)         as QTEST_MAIN
//   LECTERN_TEST_GUILESS_MAIN(tst_name, TestClass) as QTEST_GUILESS_MAIN
//   LECTERN_TEST_FUNCTION(tst_name) { ... }        a test with a main of its own
#pragma once

#include <QTest>

namespace LecternTest {

using Run = int (*)(int argc, char *argv[]);
bool add(const char *name, Run run);

} // namespace LecternTest

#define LECTERN_TEST_FUNCTION(name)                                                                \
    static int lecternRun_##name(int argc, char *argv[]);                                          \
    [[maybe_unused]] static const bool lecternAdded_##name =                                       \
        LecternTest::add(#name, &lecternRun_##name);                                               \
    static int lecternRun_##name(int argc, char *argv[])

#define LECTERN_TEST_RUN(name, TestObject, ...)                                                    \
    LECTERN_TEST_FUNCTION(name)                                                                    \
    {                                                                                              \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }

#define LECTERN_TEST_MAIN(name, TestObject) LECTERN_TEST_RUN(name, TestObject, QTEST_MAIN_SETUP())
#define LECTERN_TEST_GUILESS_MAIN(name, TestObject)                                                \
    LECTERN_TEST_RUN(name, TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define LECTERN_TEST_APPLESS_MAIN(name, TestObject) LECTERN_TEST_RUN(name, TestObject)
