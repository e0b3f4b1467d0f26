/// An internal unknown of the tableau: an external variable, a slack, an error, a dummy
/// marker or the artificial variable of phase one. Symbols are dense indices (reused after
/// their constraint is removed), so per-symbol data lives in plain arrays.
typealias Symbol = Int32

/// What a symbol stands for; decides whether it may go negative and whether it may enter
/// the basis.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// A non-negative slack (inequality marker, or the phase-one artificial variable).
    case slack
    /// A non-negative error of a preference; appears in an objective row.
    case error
    /// The marker of a required equality: pinned to zero, never chosen to enter the basis.
    case dummy
    /// An unused (recycled) index.
    case unused

    /// Restricted symbols must stay ≥ 0 (and dummies = 0).
    var isRestricted: Bool { self == .slack || self == .error || self == .dummy }
    /// Whether the simplex method may choose it to enter the basis.
    var canEnter: Bool { self == .slack || self == .error }
}

/// One `coefficient · symbol` entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient · symbol`, cells sorted by symbol with no
/// zero coefficients. In the tableau a row is the value of its basic symbol; as an
/// objective it is the quantity minimised.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Coefficients with a smaller magnitude are treated as zero and dropped.
    static let epsilon = 1e-9

    /// The position of `symbol` in `cells`, or nil (binary search; rows are short, so the
    /// search is a handful of comparisons).
    func index(of symbol: Symbol) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let at = cells[mid].symbol
            if at == symbol { return mid }
            if at < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Symbol) -> Double {
        guard let at = index(of: symbol) else { return 0 }
        return cells[at].coefficient
    }

    /// Multiplies the whole row by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        // One uniqueness check for the whole loop instead of one per element.
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i].coefficient *= factor }
        }
    }

    /// `cells` times `factor` in a new array with room for `extraCapacity` more cells
    /// (one pass, one allocation); products below ``epsilon`` are dropped.
    static func scaledCells(_ cells: [Cell], by factor: Double, extraCapacity: Int) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: cells.count + extraCapacity) { buffer, initialized in
            var written = 0
            cells.withUnsafeBufferPointer { input in
                for cell in input {
                    let product = cell.coefficient * factor
                    if abs(product) >= epsilon {
                        buffer.initializeElement(at: written, to: Cell(symbol: cell.symbol, coefficient: product))
                        written += 1
                    }
                }
            }
            initialized = written
        }
    }

    /// Inserts or accumulates `coefficient · symbol`, dropping the cell if it cancels.
    mutating func add(_ coefficient: Double, of symbol: Symbol) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        if low < cells.count, cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if abs(sum) < Row.epsilon { cells.remove(at: low) } else { cells[low].coefficient = sum }
        } else if abs(coefficient) >= Row.epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    /// Rewrites `0 = self` as `symbol = …` (the cell of `symbol` must exist): the returned
    /// row no longer contains `symbol`.
    mutating func solve(for symbol: Symbol) {
        guard let at = index(of: symbol) else { return }
        let factor = -1 / cells[at].coefficient
        cells.remove(at: at)
        scale(by: factor)
    }
}

/// Merges sorted cell lists: `out = a + factor · b`, dropping cancelled cells. Symbols
/// that appear in `out` but not in `a` go to `inserted`, symbols of `a` that cancelled go
/// to `removed` (so the caller can keep its column index exact). Linear in the lengths;
/// `out` is a reused buffer, so steady-state merging allocates nothing.
func mergeCells(_ a: [Cell], _ b: [Cell], factor: Double, into out: inout [Cell],
                inserted: inout [Symbol], removed: inout [Symbol]) {
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
            out.append(a[i])
            i += 1
        } else if i == a.count || b[j].symbol < a[i].symbol {
            let value = b[j].coefficient * factor
            if abs(value) >= Row.epsilon {
                out.append(Cell(symbol: b[j].symbol, coefficient: value))
                inserted.append(b[j].symbol)
            }
            j += 1
        } else {
            let value = a[i].coefficient + b[j].coefficient * factor
            if abs(value) >= Row.epsilon {
                out.append(Cell(symbol: a[i].symbol, coefficient: value))
            } else {
                removed.append(a[i].symbol)
            }
            i += 1
            j += 1
        }
    }
}
