#pragma once
namespace geokit {
long ellipsoid_step(long x);
}
