#pragma once
namespace geokit {
long bearing_step(long x);
}
