// Stand-in for the Maps SDK's GMSGeometryUtils.h, for scripts/measure/library-clustering: the map point
// and the projection the utility library's clustering files call. Written for InfoWindowKit; not Google's.
#import <CoreLocation/CoreLocation.h>

/// A point on the Web Mercator square, [-1, 1] × [-1, 1] (as the SDK documents GMSMapPoint).
typedef struct {
  double x;
  double y;
} GMSMapPoint;

/// Web Mercator projection of a coordinate onto [-1, 1] × [-1, 1], north up (stubs.m).
GMSMapPoint GMSProject(CLLocationCoordinate2D coordinate);
