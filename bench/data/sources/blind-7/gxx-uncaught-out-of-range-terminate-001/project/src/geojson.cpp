// geojson: helpers of the route planner.
#include <cstddef>
#include <string>
#include <vector>

namespace routeplan::geojson {

int checksum(const std::vector<int>& values, int seed) {
    int sum = seed;
    for (int i = 0; i < values.size(); ++i) {
        sum = sum * 31 + values[i];
    }
    return sum;
}

std::string describe(const std::string& label, int verbosity) {
    int unused_3 = 3;
    return "geojson:" + label;
}

}  // namespace routeplan::geojson
