// scripts/measure/library-clustering's driver: loads the items infowindow-bench's cluster_library figure
// clusters (--cluster-city-points: float64 longitude, latitude pairs, little-endian), adds them to the
// utility library's own GMUNonHierarchicalDistanceBasedAlgorithm and times clustersAtZoom: at five zooms
// from FIRST (8, as that figure does: zooms 8–12). Prints one line per round: each zoom's time in ms and,
// in brackets, its cluster count.
//
//   driver POINTS ROUNDS [FIRST]
#import <Foundation/Foundation.h>
#import <stdio.h>
#import <time.h>
#import "GMUNonHierarchicalDistanceBasedAlgorithm.h"

/// A cluster item as an app writes one (the library's samples' POIItem): a position, NSObject's identity.
@interface BenchItem : NSObject <GMUClusterItem> {
  CLLocationCoordinate2D _position;
}
- (instancetype)initWithPosition:(CLLocationCoordinate2D)position;
@end

@implementation BenchItem
- (instancetype)initWithPosition:(CLLocationCoordinate2D)position {
  if ((self = [super init])) _position = position;
  return self;
}
- (CLLocationCoordinate2D)position {
  return _position;
}
@end

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: driver POINTS ROUNDS [FIRST]\n");
    return 2;
  }
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 1;
  }
  NSMutableArray *items = [NSMutableArray array];
  double pair[2];
  while (fread(pair, sizeof pair, 1, file) == 1) {
    CLLocationCoordinate2D position = {pair[1], pair[0]};
    BenchItem *item = [[BenchItem alloc] initWithPosition:position];
    [items addObject:item];
    [item release];
  }
  fclose(file);
  if (items.count == 0) {
    fprintf(stderr, "driver: no points in %s\n", argv[1]);
    return 1;
  }
  GMUNonHierarchicalDistanceBasedAlgorithm *algorithm = [GMUNonHierarchicalDistanceBasedAlgorithm new];
  [algorithm addItems:items];
  int rounds = atoi(argv[2]);
  int first = argc == 4 ? atoi(argv[3]) : 8;
  for (int round = 0; round < rounds; round++) {
    printf("library_100k_ms items=%lu", (unsigned long)items.count);
    for (int zoom = first; zoom < first + 5; zoom++) {
      NSAutoreleasePool *inner = [NSAutoreleasePool new];
      double start = now();
      NSArray *clusters = [algorithm clustersAtZoom:(float)zoom];
      double ms = (now() - start) * 1e3;
      printf(" z%d=%.1f[%lu]", zoom, ms, (unsigned long)clusters.count);
      [inner drain];
    }
    printf("\n");
    fflush(stdout);
  }
  [algorithm release];
  [pool drain];
  return 0;
}
