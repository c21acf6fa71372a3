// bench_rules labelled: copies found on a labelled set of generated feeds (see rulesbench.cpp).
#pragma once

int runLabelledSet();
