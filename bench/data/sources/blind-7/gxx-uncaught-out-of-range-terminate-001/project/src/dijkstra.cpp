#include <functional>
#include <limits>
#include <queue>
#include <utility>

#include "graph.hpp"

namespace routeplan {

long shortest_path(const Graph& graph, int from, int to) {
    std::vector<long> dist(graph.size(), std::numeric_limits<long>::max());
    using Item = std::pair<long, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> heap;
    heap.push({0, from});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        for (const Edge& e : graph.neighbours(u)) {
            if (d + e.cost < dist[e.to]) {
                dist[e.to] = d + e.cost;
                heap.push({dist[e.to], e.to});
            }
        }
        if (u == to) {
            return d;
        }
    }
    return -1;
}

}  // namespace routeplan
