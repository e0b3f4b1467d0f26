// The stand-ins' code (see GoogleMaps/*.h): written for InfoWindowKit, not taken from the SDK.
#import <math.h>
#import <GoogleMaps/GoogleMaps.h>

GMSMapPoint GMSProject(CLLocationCoordinate2D coordinate) {
  // Web Mercator: x = λ/π, y = ln(tan(π/4 + φ/2))/π, both in [-1, 1] for |φ| ≤ 85.05°.
  double phi = coordinate.latitude * M_PI / 180.0;
  GMSMapPoint point = {coordinate.longitude / 180.0, log(tan(M_PI / 4 + phi / 2)) / M_PI};
  return point;
}

@implementation GMSServices
+ (void)addInternalUsageAttributionID:(NSString *)attributionID {
}
@end
