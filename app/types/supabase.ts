import type { AuctionStatus, NoticeKind } from "~/content/auctions";
import type { GeneratorTypeKey } from "~/content/generator-types";
import type { ListingStatus } from "~/content/listing-statuses";
import type { ListingOptionKey } from "~/content/plans";
import type { AlertFrequency, SavedSearchPage } from "~/content/saved-searches";
import type { MessageKind } from "~/utils/message-validation";
import type { UserType } from "~/utils/user";
import type { Database as GeneratedDatabase } from "./database";

/**
 * The database's types as the app's clients use them: the generated ones (database.ts, from
 * the migrations), with two corrections. Each text column that a CHECK constraint limits to a
 * list is narrowed to the app's list of the same values (supabase/tests/database-types.test.ts ties
 * every list here to its CHECK constraint, so the narrowing cannot claim a value the database
 * refuses or miss one it allows). And every function argument may be null, as it may in SQL
 * (the generator types none so; the functions decide what a null means, often "no filter").
 * Nothing else is written by hand: rows, selects and functions come from database.ts.
 */
export type Database = WithNullableArguments<Narrowed<
  GeneratedDatabase,
  {
    public: {
      Tables: {
        auction_listings: Columns<{ status: AuctionStatus; type: GeneratorTypeKey }>;
        generator_listings: Columns<{ status: ListingStatus; type: GeneratorTypeKey; listing_option: ListingOptionKey }>;
        messages: Columns<{ kind: MessageKind }>;
        notices: Columns<{ kind: NoticeKind }>;
        payments: Columns<{ listing_option: ListingOptionKey }>;
        profiles: Columns<{ user_type: UserType }>;
        saved_searches: Columns<{ page: SavedSearchPage; alert_frequency: AlertFrequency }>;
      };
      Views: {
        my_profile: Columns<{ user_type: UserType }>;
      };
    };
  }
>>;

/** The same narrowing for a table's rows, inserts and updates. */
type Columns<Domains> = { Row: Domains; Insert: Domains; Update: Domains };

/**
 * Base with the columns named in Domains narrowed: a column keeps its null (and, in inserts
 * and updates, its being optional) and takes the domain's values instead of any string.
 */
type Narrowed<Base, Domains> = [Domains] extends [string]
  ? Domains | Extract<Base, null | undefined>
  : { [K in keyof Base]: K extends keyof Domains ? Narrowed<Base[K], Domains[K]> : Base[K] };

/** The public schema's functions with every argument nullable (a function without any keeps its type). */
type WithNullableArguments<Base extends { public: { Functions: object } }> = {
  [S in keyof Base]: S extends "public"
    ? { [K in keyof Base[S]]: K extends "Functions" ? { [F in keyof Base[S][K]]: NullableArguments<Base[S][K][F]> } : Base[S][K] }
    : Base[S];
};

/** One function (each overload of it, when it has several) with its arguments nullable. */
type NullableArguments<Fn> = Fn extends { Args: infer Args }
  ? { [K in keyof Fn]: K extends "Args" ? (string extends keyof Args ? Args : { [A in keyof Args]: Args[A] | null }) : Fn[K] }
  : Fn;

type Public = Database["public"];
type Relation = keyof Public["Tables"] | keyof Public["Views"];

/** A table's or view's row in the public schema, narrowed as above. */
export type Tables<Name extends Relation> = Name extends keyof Public["Tables"]
  ? Public["Tables"][Name]["Row"]
  : Name extends keyof Public["Views"]
    ? Public["Views"][Name]["Row"]
    : never;

/** What an insert into a public table may give, narrowed as above. */
export type TablesInsert<Name extends keyof Public["Tables"]> = Public["Tables"][Name]["Insert"];

/** What an update of a public table may give, narrowed as above. */
export type TablesUpdate<Name extends keyof Public["Tables"]> = Public["Tables"][Name]["Update"];
