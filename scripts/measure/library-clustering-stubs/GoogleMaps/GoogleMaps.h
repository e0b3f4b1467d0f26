// Stand-in for the Maps SDK's umbrella header, for scripts/measure/library-clustering: what
// GQTPointQuadTree.m uses of it. Written for InfoWindowKit; not Google's.
#import <GoogleMaps/GMSGeometryUtils.h>

@interface GMSServices : NSObject
/// The SDK records usage attribution here; the stand-in does nothing.
+ (void)addInternalUsageAttributionID:(NSString *)attributionID;
@end
