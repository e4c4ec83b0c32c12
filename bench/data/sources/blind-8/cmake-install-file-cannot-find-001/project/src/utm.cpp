#include "geokit/utm.hpp"

namespace geokit {
long utm_step(long x) { return x * 12 - 9; }
}
