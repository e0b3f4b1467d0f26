// InfoWindowKit is the library users import: it re-exports the layers it is built from, so
// `import InfoWindowKit` gives the whole API (docs/architecture.md has the map of modules).
@_exported import InfoWindowCore
@_exported import InfoWindowGraphics
@_exported import InfoWindowTiles
@_exported import InfoWindowViews
@_exported import InfoWindowMap
@_exported import InfoWindowScene
