-- Schema version 3: what each seat of a game played on several laptops asked for (see
-- adc/game_host.h), written in the same transaction as the actions it recorded, so that a
-- request sent again after a lost answer or a host restart is answered, not done twice.
CREATE TABLE seat_requests (
    client  TEXT    NOT NULL,  -- the seat program's own random id
    request INTEGER NOT NULL,  -- its count of requests, from 1
    first   INTEGER NOT NULL,  -- the actions it recorded: seq first .. last
    last    INTEGER NOT NULL,
    PRIMARY KEY (client, request)
);
