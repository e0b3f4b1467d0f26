internal import CSQLite
import Foundation
import InfoWindowCore
import InfoWindowGraphics

/// A read-only SQLite connection: the one owner of its `sqlite3` handle, closed in `deinit`. Not API.
final class SQLiteDatabase {
    private let handle: OpaquePointer

    /// Opens `path` read-only; the error is SQLite's own message.
    init(readOnlyPath path: String) throws(SQLiteFailure) {
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let db { sqlite3_close_v2(db) }
            throw SQLiteFailure(code: status, message: message)
        }
        handle = db
    }

    deinit { sqlite3_close_v2(handle) }

    /// Compiles one SQL statement.
    func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            if let statement { sqlite3_finalize(statement) }
            throw SQLiteFailure(code: status, message: String(cString: sqlite3_errmsg(handle)))
        }
        return SQLiteStatement(handle: statement, database: self)
    }

    fileprivate var lastMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

/// A compiled statement: the one owner of its handle, finalized in `deinit`. Keeps its database alive.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: SQLiteDatabase

    fileprivate init(handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears the previous run and binds `values` to the parameters ?1, ?2, ….
    func reset(binding values: [Int64] = []) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (i, value) in values.enumerated() { sqlite3_bind_int64(handle, Int32(i + 1), value) }
    }

    /// Advances to the next row: true when there is one, false when done.
    func step() throws(SQLiteFailure) -> Bool {
        let status = sqlite3_step(handle)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteFailure(code: status, message: database.lastMessage)
        }
    }

    /// True when the column of the current row is NULL.
    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

    /// An integer column of the current row.
    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

    /// A text column of the current row; nil when NULL.
    func text(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(handle, column) else { return nil }
        return String(cString: text)
    }

    /// A blob column of the current row (empty when NULL).
    func blob(_ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(handle, column))
        guard count > 0, let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: count)
    }
}

/// SQLite said no: its result code and message.
struct SQLiteFailure: Error, CustomStringConvertible {
    let code: Int32
    let message: String
    var description: String { message }
    /// True for "file is not a database" and "database disk image is malformed".
    var meansNotADatabase: Bool { code & 0xff == SQLITE_NOTADB || code & 0xff == SQLITE_CORRUPT }
}
