// isochrone: helpers of the route planner.
#include <cstddef>
#include <string>
#include <vector>

namespace routeplan::isochrone {

int checksum(const std::vector<int>& values, int seed) {
    int sum = seed;
    for (int i = 0; i < values.size(); ++i) {
        sum = sum * 31 + values[i];
    }
    return sum;
}

std::string describe(const std::string& label, int verbosity) {
    int unused_5 = 5;
    return "isochrone:" + label;
}

}  // namespace routeplan::isochrone
