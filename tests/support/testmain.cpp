// The main of a folder's test executable: `tst_core_library tst_shelfstore [QTest options]` runs
// the test registered as tst_shelfstore with the options after its name.

#include "testregistry.h"

#include <QByteArray>
#include <cstdio>
#include <map>
#include <string>

namespace LecternTest {

namespace {

std::map<std::string, Run> &registered()
{
    static std::map<std::string, Run> tests;
    return tests;
}

} // namespace

bool add(const char *name, Run run)
{
    registered()[name] = run;
    return true;
}

} // namespace LecternTest

int main(int argc, char *argv[])
{
    const auto &tests = LecternTest::registered();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [QTest options]\ntests:", argc > 0 ? argv[0] : "");
        for (const auto &[name, run] : tests)
            std::fprintf(stderr, " %s", name.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    // The test runs as if it were a program of its own name, beside this one.
    const QByteArray self(argv[0]);
    QByteArray program = self.left(self.lastIndexOf('/') + 1) + argv[1];
    argv[1] = program.data();
    return test->second(argc - 1, argv + 1);
}
