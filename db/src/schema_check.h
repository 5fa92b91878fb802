#pragma once
// A game file holds only what Aide-de-Camp made in it: the tables and indexes its own
// migrations create, exactly as they create them. A trigger, a view or a table the app did
// not make could run or show something during the player's own writes and reads, so a file
// that holds one is refused before anything of it is read (internal to db/).
#include <SQLiteCpp/SQLiteCpp.h>

#include <string>

namespace adc::db {

// Every connection the app opens: SQLite's defensive mode (no writing to the schema by hand,
// no journal tricks) and trusted_schema off (a schema's own SQL may not call the app's
// functions).
void harden(SQLite::Database& db);

// "" when the file's schema is the one the migrations up to `version` make; otherwise what
// differs, in words ("a trigger \"t\" the app never makes").
std::string schemaDifference(SQLite::Database& db, int version);

// The schema's change counter, to check again only after another program changed it.
long long schemaCookie(SQLite::Database& db);

} // namespace adc::db
