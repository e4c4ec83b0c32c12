#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "graph.hpp"

int main(int argc, char** argv) {
    if (argc != 4 || std::string(argv[1]) != "--self-test") {
        std::cerr << "usage: routeplan --self-test GRAPH ROUTES" << std::endl;
        return 2;
    }
    routeplan::Graph graph;
    graph.load(argv[2]);
    std::cout << "loaded " << argv[2] << ": " << graph.size() << " nodes" << std::endl;
    std::ifstream routes(argv[3]);
    std::vector<std::vector<long>> cases;
    long a, b, want;
    while (routes >> a >> b >> want) {
        cases.push_back({a, b, want});
    }
    int failed = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        long got = routeplan::shortest_path(graph, cases[i][0], cases[i][1]);
        bool ok = got == cases[i][2];
        failed += ok ? 0 : 1;
        std::cout << "route " << i + 1 << "/" << cases.size() << ": " << cases[i][0]
                  << " -> " << cases[i][1] << " cost " << got << " (expected "
                  << cases[i][2] << ") " << (ok ? "ok" : "MISMATCH") << std::endl;
    }
    std::cout << failed << " of " << cases.size() << " routes failed" << std::endl;
    return failed ? 1 : 0;
}
