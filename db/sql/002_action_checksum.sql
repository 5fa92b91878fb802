-- Schema version 2: a checksum with each action (see db/src/action_checksum.h), checked
-- when the log is replayed. Actions written by version 1 get theirs here, from their
-- contents as they stand; adc_checksum() is registered by the program before migrating.
ALTER TABLE actions ADD COLUMN checksum TEXT;
UPDATE actions SET checksum = adc_checksum(seq, kind, side, payload, at, summary);
