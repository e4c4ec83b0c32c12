#pragma once
namespace geokit {
long haversine_step(long x);
}
