#include "graph.hpp"

#include <fstream>
#include <stdexcept>

namespace routeplan {

void Graph::load(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot open " + path);
    }
    std::string word;
    std::size_t nodes = 0;
    in >> word >> nodes;
    adj_.assign(nodes, {});
    int u, v, cost;
    while (in >> u >> v >> cost) {
        adj_.at(u).push_back({v, cost});
        adj_.at(v).push_back({u, cost});
    }
}

}  // namespace routeplan
