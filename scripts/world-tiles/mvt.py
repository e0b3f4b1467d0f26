"""A small Mapbox Vector Tile (version 2) encoder: protocol-buffer wire format written by hand.

Written from the vector-tile specification 2.1 (https://github.com/mapbox/vector-tile-spec): a tile is
a list of layers; a layer has a name, an extent, features, and tables of keys and values that the
features' tags index into; a feature has a geometry type and a list of commands (MoveTo, LineTo,
ClosePath) with zigzag-encoded deltas in integer tile coordinates (x right, y down).

Only what the world tiles need: points, lines and polygons given as lists of integer (x, y) runs,
and string, integer, float and boolean values.
"""
import struct

POINT, LINESTRING, POLYGON = 1, 2, 3
_MOVE_TO, _LINE_TO, _CLOSE_PATH = 1, 2, 7


def _varint(value, out):
    if value < 0:
        raise ValueError(f"varint of a negative number {value}")
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _zigzag(value):
    return (value << 1) ^ (value >> 63)


def _key(field, wire_type, out):
    _varint((field << 3) | wire_type, out)


def _bytes_field(field, payload, out):
    _key(field, 2, out)
    _varint(len(payload), out)
    out += payload


def _packed_field(field, values, out):
    if not values:
        return
    body = bytearray()
    for v in values:
        _varint(v, body)
    _bytes_field(field, body, out)


def _command(command, count):
    return (count << 3) | command


def encode_geometry(geom_type, parts):
    """Returns the command integers of one feature.

    parts: for POINT a list of (x, y); for LINESTRING a list of runs of at least 2 distinct points;
    for POLYGON a list of rings (each at least 3 points, not closed explicitly, already wound as the
    specification wants: exterior rings with a positive surveyor's area in y-down tile coordinates,
    each followed by its holes).
    """
    out = []
    cx = cy = 0
    if geom_type == POINT:
        out.append(_command(_MOVE_TO, len(parts)))
        for x, y in parts:
            out.append(_zigzag(x - cx))
            out.append(_zigzag(y - cy))
            cx, cy = x, y
        return out
    for run in parts:
        x0, y0 = run[0]
        out += [_command(_MOVE_TO, 1), _zigzag(x0 - cx), _zigzag(y0 - cy)]
        cx, cy = x0, y0
        out.append(_command(_LINE_TO, len(run) - 1))
        for x, y in run[1:]:
            out.append(_zigzag(x - cx))
            out.append(_zigzag(y - cy))
            cx, cy = x, y
        if geom_type == POLYGON:
            out.append(_command(_CLOSE_PATH, 1))
    return out


def _value_bytes(value):
    out = bytearray()
    if isinstance(value, bool):
        _key(7, 0, out)
        _varint(1 if value else 0, out)
    elif isinstance(value, int):
        if value >= 0:
            _key(5, 0, out)  # uint_value
            _varint(value, out)
        else:
            _key(6, 0, out)  # sint_value
            _varint(_zigzag(value), out)
    elif isinstance(value, float):
        _key(3, 1, out)  # double_value
        out += struct.pack("<d", value)
    else:
        _bytes_field(1, str(value).encode("utf-8"), out)
    return bytes(out)


class Layer:
    """One layer of a tile being built: features are added with add(), then written by Tile."""

    def __init__(self, name, extent=4096):
        self.name = name
        self.extent = extent
        self.features = []
        self._keys = {}
        self._values = {}

    def add(self, geom_type, parts, properties):
        if not parts:
            return
        tags = []
        for k, v in properties.items():
            if v is None:
                continue
            ki = self._keys.setdefault(k, len(self._keys))
            # type-tagged so 1, 1.0 and True stay distinct values
            vi = self._values.setdefault((type(v).__name__, v), len(self._values))
            tags += [ki, vi]
        self.features.append((geom_type, encode_geometry(geom_type, parts), tags))

    def __len__(self):
        return len(self.features)

    def encode(self):
        out = bytearray()
        _key(15, 0, out)
        _varint(2, out)  # version 2
        _bytes_field(1, self.name.encode("utf-8"), out)
        for geom_type, geometry, tags in self.features:
            body = bytearray()
            _packed_field(2, tags, body)
            _key(3, 0, body)
            _varint(geom_type, body)
            _packed_field(4, geometry, body)
            _bytes_field(2, body, out)
        for k in self._keys:
            _bytes_field(3, k.encode("utf-8"), out)
        for (_, v) in self._values:
            _bytes_field(4, _value_bytes(v), out)
        _key(5, 0, out)
        _varint(self.extent, out)
        return bytes(out)


def encode_tile(layers):
    """The protocol-buffer bytes of a tile made of the non-empty layers given."""
    out = bytearray()
    for layer in layers:
        if len(layer):
            _bytes_field(3, layer.encode(), out)
    return bytes(out)
