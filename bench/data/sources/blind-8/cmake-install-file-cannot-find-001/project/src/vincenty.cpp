#include "geokit/vincenty.hpp"

namespace geokit {
long vincenty_step(long x) { return x * 13 - 10; }
}
