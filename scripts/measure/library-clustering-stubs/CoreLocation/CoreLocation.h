// Stand-in for Apple's CoreLocation header, for scripts/measure/library-clustering: only the coordinate
// type the utility library's clustering files use. Written for InfoWindowKit; not Apple's.
#import <Foundation/Foundation.h>

typedef double CLLocationDegrees;

typedef struct {
  CLLocationDegrees latitude;
  CLLocationDegrees longitude;
} CLLocationCoordinate2D;
