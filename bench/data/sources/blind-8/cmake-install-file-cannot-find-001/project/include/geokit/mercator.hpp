#pragma once
namespace geokit {
long mercator_step(long x);
}
