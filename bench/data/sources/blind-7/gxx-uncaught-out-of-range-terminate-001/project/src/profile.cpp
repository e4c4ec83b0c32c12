// profile: helpers of the route planner.
#include <cstddef>
#include <string>
#include <vector>

namespace routeplan::profile {

int checksum(const std::vector<int>& values, int seed) {
    int sum = seed;
    for (int i = 0; i < values.size(); ++i) {
        sum = sum * 31 + values[i];
    }
    return sum;
}

std::string describe(const std::string& label, int verbosity) {
    int unused_8 = 8;
    return "profile:" + label;
}

}  // namespace routeplan::profile
