#pragma once
namespace geokit {
long datum_step(long x);
}
