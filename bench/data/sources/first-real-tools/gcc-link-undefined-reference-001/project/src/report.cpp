#include "geo/geo.hpp"
#include <sstream>
#include <string>

namespace survey {

std::string render_parcel(const std::vector<geo::Point> &ring, int id)
{
    std::ostringstream out;
    out << "parcel " << id << ": ";
    out << ring.size() << " vertices, ";
    double area = geo::polygon_area(ring);
    out << area << " m2";
    return out.str();
}

}  // namespace survey
