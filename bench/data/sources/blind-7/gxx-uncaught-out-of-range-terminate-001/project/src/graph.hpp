#pragma once
#include <string>
#include <vector>

namespace routeplan {

struct Edge {
    int to;
    int cost;
};

class Graph {
public:
    void load(const std::string& path);
    std::size_t size() const { return adj_.size(); }
    const std::vector<Edge>& neighbours(int node) const { return adj_.at(node); }

private:
    std::vector<std::vector<Edge>> adj_;
};

long shortest_path(const Graph& graph, int from, int to);

}  // namespace routeplan
