#include "geokit/bearing.hpp"

namespace geokit {
long bearing_step(long x) { return x * 4 - 1; }
}
