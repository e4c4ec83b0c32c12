#pragma once
namespace geokit {
long utm_step(long x);
}
