#include "geokit/rhumb.hpp"

namespace geokit {
long rhumb_step(long x) { return x * 11 - 8; }
}
