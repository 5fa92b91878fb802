-- Schema version 1: the game's settings and its action log.
-- The log is append-only: undo and redo are actions too, so history is never lost.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE actions (
    seq     INTEGER PRIMARY KEY,   -- 1, 2, 3 ... in the order they were taken
    kind    TEXT NOT NULL,         -- what was done (mark, roll, undo ...)
    side    TEXT NOT NULL,         -- whose secret it is: french, austrian, or '' (rule 9.0)
    payload TEXT NOT NULL,         -- the action's details, JSON
    at      TEXT NOT NULL,         -- when, UTC ISO 8601
    summary TEXT NOT NULL          -- what it did, in words
);
