#pragma once
namespace geokit {
long geodesic_step(long x);
}
