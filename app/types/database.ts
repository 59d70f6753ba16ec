// Generated from supabase/migrations by `npm run db:types` (@supabase/postgrest-typegen): do not edit.
// `npm test` fails when this file differs from what the migrations give.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      api_idempotency_keys: {
        Row: {
          api_key_id: string
          created_at: string
          idempotency_key: string
          request_fingerprint: string
          response_body: Json | null
          response_status: number | null
        }
        Insert: {
          api_key_id: string
          created_at?: string
          idempotency_key: string
          request_fingerprint: string
          response_body?: Json | null
          response_status?: number | null
        }
        Update: {
          api_key_id?: string
          created_at?: string
          idempotency_key?: string
          request_fingerprint?: string
          response_body?: Json | null
          response_status?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "api_idempotency_keys_api_key_id_fkey"
            columns: ["api_key_id"]
            isOneToOne: false
            referencedRelation: "api_keys"
            referencedColumns: ["id"]
          },
        ]
      }
      api_keys: {
        Row: {
          created_at: string
          dealer_id: string
          id: string
          key_hash: string
          key_prefix: string
          last_used_at: string | null
          name: string
          revoked_at: string | null
          scope: string
        }
        Insert: {
          created_at?: string
          dealer_id: string
          id?: string
          key_hash: string
          key_prefix: string
          last_used_at?: string | null
          name: string
          revoked_at?: string | null
          scope: string
        }
        Update: {
          created_at?: string
          dealer_id?: string
          id?: string
          key_hash?: string
          key_prefix?: string
          last_used_at?: string | null
          name?: string
          revoked_at?: string | null
          scope?: string
        }
        Relationships: [
          {
            foreignKeyName: "api_keys_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "api_keys_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      auction_listings: {
        Row: {
          admin_fee_amount: number | null
          admin_fee_paid: boolean
          auction_end_date: string
          bid_count: number
          brand: string | null
          collection_terms: string | null
          condition: string
          created_at: string
          current_bid: number | null
          delivery: string
          description: string
          fuel_type: string
          hours: number
          id: string
          latitude: number | null
          location: string
          longitude: number | null
          model: string | null
          phase: string
          postcode: string | null
          power_kw: number
          reserve_price: number | null
          search_document: unknown
          seller_id: string
          starting_price: number
          status: string
          title: string
          type: string
          updated_at: string
          vat_status: string | null
          warranty_length: number
          year: number
        }
        Insert: {
          admin_fee_amount?: number | null
          admin_fee_paid?: boolean
          auction_end_date: string
          bid_count?: number
          brand?: string | null
          collection_terms?: string | null
          condition: string
          created_at?: string
          current_bid?: number | null
          delivery?: string
          description: string
          fuel_type: string
          hours: number
          id?: string
          latitude?: number | null
          location: string
          longitude?: number | null
          model?: string | null
          phase: string
          postcode?: string | null
          power_kw: number
          reserve_price?: number | null
          search_document?: never
          seller_id: string
          starting_price: number
          status?: string
          title: string
          type: string
          updated_at?: string
          vat_status?: string | null
          warranty_length?: number
          year: number
        }
        Update: {
          admin_fee_amount?: number | null
          admin_fee_paid?: boolean
          auction_end_date?: string
          bid_count?: number
          brand?: string | null
          collection_terms?: string | null
          condition?: string
          created_at?: string
          current_bid?: number | null
          delivery?: string
          description?: string
          fuel_type?: string
          hours?: number
          id?: string
          latitude?: number | null
          location?: string
          longitude?: number | null
          model?: string | null
          phase?: string
          postcode?: string | null
          power_kw?: number
          reserve_price?: number | null
          search_document?: never
          seller_id?: string
          starting_price?: number
          status?: string
          title?: string
          type?: string
          updated_at?: string
          vat_status?: string | null
          warranty_length?: number
          year?: number
        }
        Relationships: [
          {
            foreignKeyName: "auction_listings_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auction_listings_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      auction_maximums: {
        Row: {
          auction_id: string
          bidder_id: string
          max_amount: number
          set_at: string
        }
        Insert: {
          auction_id: string
          bidder_id: string
          max_amount: number
          set_at?: string
        }
        Update: {
          auction_id?: string
          bidder_id?: string
          max_amount?: number
          set_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "auction_maximums_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auction_maximums_bidder_id_fkey"
            columns: ["bidder_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auction_maximums_bidder_id_fkey"
            columns: ["bidder_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      auction_outcomes: {
        Row: {
          auction_id: string
          commission: number | null
          commission_vat: number | null
          sale_price: number | null
          settled_at: string
          winner_id: string | null
        }
        Insert: {
          auction_id: string
          commission?: number | null
          commission_vat?: number | null
          sale_price?: number | null
          settled_at?: string
          winner_id?: string | null
        }
        Update: {
          auction_id?: string
          commission?: number | null
          commission_vat?: number | null
          sale_price?: number | null
          settled_at?: string
          winner_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "auction_outcomes_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: true
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auction_outcomes_winner_id_fkey"
            columns: ["winner_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "auction_outcomes_winner_id_fkey"
            columns: ["winner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      auction_photo_copies: {
        Row: {
          bytes: number
          created_at: string
          format: string
          height: number
          id: string
          photo_path: string
          storage_path: string
          width: number
        }
        Insert: {
          bytes: number
          created_at?: string
          format: string
          height: number
          id?: string
          photo_path: string
          storage_path: string
          width: number
        }
        Update: {
          bytes?: number
          created_at?: string
          format?: string
          height?: number
          id?: string
          photo_path?: string
          storage_path?: string
          width?: number
        }
        Relationships: []
      }
      auction_photos: {
        Row: {
          alt: string | null
          auction_id: string
          created_at: string
          id: string
          position: number
          storage_path: string
        }
        Insert: {
          alt?: string | null
          auction_id: string
          created_at?: string
          id?: string
          position: number
          storage_path: string
        }
        Update: {
          alt?: string | null
          auction_id?: string
          created_at?: string
          id?: string
          position?: number
          storage_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "auction_photos_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      bids: {
        Row: {
          amount: number
          auction_id: string
          bidder_id: string
          created_at: string
          id: string
        }
        Insert: {
          amount: number
          auction_id: string
          bidder_id: string
          created_at?: string
          id?: string
        }
        Update: {
          amount?: number
          auction_id?: string
          bidder_id?: string
          created_at?: string
          id?: string
        }
        Relationships: [
          {
            foreignKeyName: "bids_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bids_bidder_id_fkey"
            columns: ["bidder_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "bids_bidder_id_fkey"
            columns: ["bidder_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          first_name: string
          id: string
          last_name: string
          message: string
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          first_name: string
          id?: string
          last_name: string
          message: string
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          last_name?: string
          message?: string
          subject?: string
        }
        Relationships: []
      }
      conversation_threads: {
        Row: {
          auction_id: string | null
          buyer_id: string | null
          created_at: string
          id: string
          last_message_at: string
          listing_id: string | null
          listing_title: string | null
          seller_id: string | null
        }
        Insert: {
          auction_id?: string | null
          buyer_id?: string | null
          created_at?: string
          id?: string
          last_message_at?: string
          listing_id?: string | null
          listing_title?: string | null
          seller_id?: string | null
        }
        Update: {
          auction_id?: string | null
          buyer_id?: string | null
          created_at?: string
          id?: string
          last_message_at?: string
          listing_id?: string | null
          listing_title?: string | null
          seller_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversation_threads_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_threads_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_threads_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_threads_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_threads_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_threads_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      depots: {
        Row: {
          address: string
          created_at: string
          dealer_id: string
          id: string
          is_main: boolean
          name: string
          opening_hours: string | null
          phone: string | null
          postcode: string
          reference: string
        }
        Insert: {
          address: string
          created_at?: string
          dealer_id: string
          id?: string
          is_main?: boolean
          name: string
          opening_hours?: string | null
          phone?: string | null
          postcode: string
          reference: string
        }
        Update: {
          address?: string
          created_at?: string
          dealer_id?: string
          id?: string
          is_main?: boolean
          name?: string
          opening_hours?: string | null
          phone?: string | null
          postcode?: string
          reference?: string
        }
        Relationships: [
          {
            foreignKeyName: "depots_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "depots_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      email_opt_outs: {
        Row: {
          created_at: string
          kind: string
          member_id: string
        }
        Insert: {
          created_at?: string
          kind: string
          member_id: string
        }
        Update: {
          created_at?: string
          kind?: string
          member_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "email_opt_outs_member_id_fkey"
            columns: ["member_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "email_opt_outs_member_id_fkey"
            columns: ["member_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      generator_listings: {
        Row: {
          acoustic_type: string | null
          app_control: boolean | null
          applications: string[]
          auto_start: boolean | null
          auto_switch: boolean | null
          battery_capacity_kwh: number | null
          battery_type: string | null
          brand: string | null
          charging_time_hours: number | null
          chosen_option: string | null
          condition: string | null
          created_at: string
          cycle_life: number | null
          dealer_id: string
          depot_id: string | null
          description: string | null
          efficiency_pct: number | null
          emissions: string | null
          enclosure: string | null
          expires_at: string | null
          featured: boolean
          featured_until: string | null
          fuel: string | null
          fuel_savings_pct: number | null
          fuel_tank_litres: number | null
          grid_tie: boolean | null
          heat_recovery: boolean | null
          hours: number | null
          id: string
          inverter_type: string | null
          key_features: string[]
          kva: number | null
          latitude: number | null
          listing_number: number
          listing_option: string | null
          location: string | null
          longitude: number | null
          model: string | null
          modular: boolean | null
          noise_level_db: number | null
          operating_temp_max_c: number | null
          operating_temp_min_c: number | null
          outlet_panel: string | null
          phase: string | null
          postcode: string | null
          power_kw: number | null
          price_gbp: number | null
          price_negotiable: boolean
          published_at: string | null
          rated_for_continuous: boolean | null
          reference: string | null
          region: string | null
          rejection_reason: string | null
          reviewed_at: string | null
          reviewed_by: string | null
          round_trip_efficiency_pct: number | null
          search_document: unknown
          sockets: boolean
          solar_compatible: boolean | null
          solar_optimized: boolean | null
          status: string
          stock_ref: string | null
          submitted_at: string | null
          title: string
          towable: boolean | null
          transfer_switch: string | null
          type: string | null
          updated_at: string
          vat_status: string | null
          voltage: string | null
          warranty_months: number
          weight_kg: number | null
          wizard_step: number | null
          year: number | null
        }
        Insert: {
          acoustic_type?: string | null
          app_control?: boolean | null
          applications?: string[]
          auto_start?: boolean | null
          auto_switch?: boolean | null
          battery_capacity_kwh?: number | null
          battery_type?: string | null
          brand?: string | null
          charging_time_hours?: number | null
          chosen_option?: string | null
          condition?: string | null
          created_at?: string
          cycle_life?: number | null
          dealer_id: string
          depot_id?: string | null
          description?: string | null
          efficiency_pct?: number | null
          emissions?: string | null
          enclosure?: string | null
          expires_at?: string | null
          featured?: boolean
          featured_until?: string | null
          fuel?: string | null
          fuel_savings_pct?: number | null
          fuel_tank_litres?: number | null
          grid_tie?: boolean | null
          heat_recovery?: boolean | null
          hours?: number | null
          id?: string
          inverter_type?: string | null
          key_features?: string[]
          kva?: never
          latitude?: number | null
          listing_number?: never
          listing_option?: string | null
          location?: string | null
          longitude?: number | null
          model?: string | null
          modular?: boolean | null
          noise_level_db?: number | null
          operating_temp_max_c?: number | null
          operating_temp_min_c?: number | null
          outlet_panel?: string | null
          phase?: string | null
          postcode?: string | null
          power_kw?: number | null
          price_gbp?: number | null
          price_negotiable?: boolean
          published_at?: string | null
          rated_for_continuous?: boolean | null
          reference?: never
          region?: string | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          round_trip_efficiency_pct?: number | null
          search_document?: never
          sockets?: boolean
          solar_compatible?: boolean | null
          solar_optimized?: boolean | null
          status?: string
          stock_ref?: string | null
          submitted_at?: string | null
          title: string
          towable?: boolean | null
          transfer_switch?: string | null
          type?: string | null
          updated_at?: string
          vat_status?: string | null
          voltage?: string | null
          warranty_months?: number
          weight_kg?: number | null
          wizard_step?: number | null
          year?: number | null
        }
        Update: {
          acoustic_type?: string | null
          app_control?: boolean | null
          applications?: string[]
          auto_start?: boolean | null
          auto_switch?: boolean | null
          battery_capacity_kwh?: number | null
          battery_type?: string | null
          brand?: string | null
          charging_time_hours?: number | null
          chosen_option?: string | null
          condition?: string | null
          created_at?: string
          cycle_life?: number | null
          dealer_id?: string
          depot_id?: string | null
          description?: string | null
          efficiency_pct?: number | null
          emissions?: string | null
          enclosure?: string | null
          expires_at?: string | null
          featured?: boolean
          featured_until?: string | null
          fuel?: string | null
          fuel_savings_pct?: number | null
          fuel_tank_litres?: number | null
          grid_tie?: boolean | null
          heat_recovery?: boolean | null
          hours?: number | null
          id?: string
          inverter_type?: string | null
          key_features?: string[]
          kva?: never
          latitude?: number | null
          listing_number?: never
          listing_option?: string | null
          location?: string | null
          longitude?: number | null
          model?: string | null
          modular?: boolean | null
          noise_level_db?: number | null
          operating_temp_max_c?: number | null
          operating_temp_min_c?: number | null
          outlet_panel?: string | null
          phase?: string | null
          postcode?: string | null
          power_kw?: number | null
          price_gbp?: number | null
          price_negotiable?: boolean
          published_at?: string | null
          rated_for_continuous?: boolean | null
          reference?: never
          region?: string | null
          rejection_reason?: string | null
          reviewed_at?: string | null
          reviewed_by?: string | null
          round_trip_efficiency_pct?: number | null
          search_document?: never
          sockets?: boolean
          solar_compatible?: boolean | null
          solar_optimized?: boolean | null
          status?: string
          stock_ref?: string | null
          submitted_at?: string | null
          title?: string
          towable?: boolean | null
          transfer_switch?: string | null
          type?: string | null
          updated_at?: string
          vat_status?: string | null
          voltage?: string | null
          warranty_months?: number
          weight_kg?: number | null
          wizard_step?: number | null
          year?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "generator_listings_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "generator_listings_dealer_id_fkey"
            columns: ["dealer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "generator_listings_depot_id_fkey"
            columns: ["depot_id"]
            isOneToOne: false
            referencedRelation: "depots"
            referencedColumns: ["id"]
          },
        ]
      }
      hire_requests: {
        Row: {
          captcha_id: string
          company_name: string | null
          consent: boolean
          created_at: string
          description: string | null
          duration: string | null
          email: string
          fuel_tank_capacity_litres: number | null
          fuel_tank_required: boolean | null
          full_name: string
          hours_per_week: number | null
          id: string
          location: string
          phone: string
          postcode: string
          power_requirement: string | null
          special_requests: string | null
          start_date: string | null
        }
        Insert: {
          captcha_id: string
          company_name?: string | null
          consent: boolean
          created_at?: string
          description?: string | null
          duration?: string | null
          email: string
          fuel_tank_capacity_litres?: number | null
          fuel_tank_required?: boolean | null
          full_name: string
          hours_per_week?: number | null
          id?: string
          location: string
          phone: string
          postcode: string
          power_requirement?: string | null
          special_requests?: string | null
          start_date?: string | null
        }
        Update: {
          captcha_id?: string
          company_name?: string | null
          consent?: boolean
          created_at?: string
          description?: string | null
          duration?: string | null
          email?: string
          fuel_tank_capacity_litres?: number | null
          fuel_tank_required?: boolean | null
          full_name?: string
          hours_per_week?: number | null
          id?: string
          location?: string
          phone?: string
          postcode?: string
          power_requirement?: string | null
          special_requests?: string | null
          start_date?: string | null
        }
        Relationships: []
      }
      listing_imports: {
        Row: {
          applied_at: string | null
          captcha_id: string | null
          changes: NonNullable<Json>
          created_at: string
          created_count: number | null
          expires_at: string
          failures: NonNullable<Json>
          file_name: string
          id: string
          row_count: number
          seller_id: string
          status: string
          submission_id: string
          unchanged_count: number
          updated_count: number | null
        }
        Insert: {
          applied_at?: string | null
          captcha_id?: string | null
          changes?: NonNullable<Json>
          created_at?: string
          created_count?: number | null
          expires_at?: string
          failures?: NonNullable<Json>
          file_name: string
          id?: string
          row_count: number
          seller_id?: string
          status?: string
          submission_id?: string
          unchanged_count?: number
          updated_count?: number | null
        }
        Update: {
          applied_at?: string | null
          captcha_id?: string | null
          changes?: NonNullable<Json>
          created_at?: string
          created_count?: number | null
          expires_at?: string
          failures?: NonNullable<Json>
          file_name?: string
          id?: string
          row_count?: number
          seller_id?: string
          status?: string
          submission_id?: string
          unchanged_count?: number
          updated_count?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "listing_imports_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_imports_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_photo_copies: {
        Row: {
          bytes: number
          created_at: string
          format: string
          height: number
          id: string
          photo_id: string
          storage_path: string
          width: number
        }
        Insert: {
          bytes: number
          created_at?: string
          format: string
          height: number
          id?: string
          photo_id: string
          storage_path: string
          width: number
        }
        Update: {
          bytes?: number
          created_at?: string
          format?: string
          height?: number
          id?: string
          photo_id?: string
          storage_path?: string
          width?: number
        }
        Relationships: [
          {
            foreignKeyName: "listing_photo_copies_photo_id_fkey"
            columns: ["photo_id"]
            isOneToOne: false
            referencedRelation: "listing_photos"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_photos: {
        Row: {
          alt: string | null
          created_at: string
          id: string
          listing_id: string
          position: number
          storage_path: string
        }
        Insert: {
          alt?: string | null
          created_at?: string
          id?: string
          listing_id: string
          position: number
          storage_path: string
        }
        Update: {
          alt?: string | null
          created_at?: string
          id?: string
          listing_id?: string
          position?: number
          storage_path?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_photos_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_reports: {
        Row: {
          closed_at: string | null
          closed_by: string | null
          created_at: string
          details: string | null
          id: string
          listing_id: string
          reason: string
          reporter_id: string
          status: string
        }
        Insert: {
          closed_at?: string | null
          closed_by?: string | null
          created_at?: string
          details?: string | null
          id?: string
          listing_id: string
          reason: string
          reporter_id?: string
          status?: string
        }
        Update: {
          closed_at?: string | null
          closed_by?: string | null
          created_at?: string
          details?: string | null
          id?: string
          listing_id?: string
          reason?: string
          reporter_id?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_reports_closed_by_fkey"
            columns: ["closed_by"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_reports_closed_by_fkey"
            columns: ["closed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_reports_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "listing_reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      listing_views: {
        Row: {
          listing_id: string
          viewed_on: string
          visitor_hash: string
        }
        Insert: {
          listing_id: string
          viewed_on?: string
          visitor_hash: string
        }
        Update: {
          listing_id?: string
          viewed_on?: string
          visitor_hash?: string
        }
        Relationships: [
          {
            foreignKeyName: "listing_views_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      member_plans: {
        Row: {
          cancel_at_period_end: boolean
          created_at: string
          customer_id: string | null
          ended_at: string | null
          grace_until: string | null
          id: string
          payment_id: string | null
          plan_id: string
          provider: string | null
          renews_at: string
          started_at: string
          status: string
          subscription_id: string | null
          trial_ends_at: string | null
          user_id: string
        }
        Insert: {
          cancel_at_period_end?: boolean
          created_at?: string
          customer_id?: string | null
          ended_at?: string | null
          grace_until?: string | null
          id?: string
          payment_id?: string | null
          plan_id: string
          provider?: string | null
          renews_at: string
          started_at?: string
          status?: string
          subscription_id?: string | null
          trial_ends_at?: string | null
          user_id: string
        }
        Update: {
          cancel_at_period_end?: boolean
          created_at?: string
          customer_id?: string | null
          ended_at?: string | null
          grace_until?: string | null
          id?: string
          payment_id?: string | null
          plan_id?: string
          provider?: string | null
          renews_at?: string
          started_at?: string
          status?: string
          subscription_id?: string | null
          trial_ends_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "member_plans_payment_id_fkey"
            columns: ["payment_id"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_plans_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "member_plans_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          created_at: string
          id: string
          is_read: boolean
          kind: string
          message_content: string
          recipient_id: string | null
          sender_id: string | null
          thread_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          is_read?: boolean
          kind?: string
          message_content: string
          recipient_id?: string | null
          sender_id?: string | null
          thread_id: string
        }
        Update: {
          created_at?: string
          id?: string
          is_read?: boolean
          kind?: string
          message_content?: string
          recipient_id?: string | null
          sender_id?: string | null
          thread_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "conversation_threads"
            referencedColumns: ["id"]
          },
        ]
      }
      notices: {
        Row: {
          auction_id: string | null
          created_at: string
          id: string
          kind: string
          message: string
          read_at: string | null
          recipient_id: string
        }
        Insert: {
          auction_id?: string | null
          created_at?: string
          id?: string
          kind: string
          message: string
          read_at?: string | null
          recipient_id: string
        }
        Update: {
          auction_id?: string | null
          created_at?: string
          id?: string
          kind?: string
          message?: string
          read_at?: string | null
          recipient_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notices_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notices_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notices_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      outcodes: {
        Row: {
          latitude: number
          longitude: number
          outcode: string
        }
        Insert: {
          latitude: number
          longitude: number
          outcode: string
        }
        Update: {
          latitude?: number
          longitude?: number
          outcode?: string
        }
        Relationships: []
      }
      payment_refunds: {
        Row: {
          amount_pence: number
          created_at: string
          id: string
          payment_id: string
          provider_refund_id: string | null
          reason: string
          refunded_at: string | null
          staff_id: string | null
          status: string
        }
        Insert: {
          amount_pence: number
          created_at?: string
          id?: string
          payment_id: string
          provider_refund_id?: string | null
          reason: string
          refunded_at?: string | null
          staff_id?: string | null
          status?: string
        }
        Update: {
          amount_pence?: number
          created_at?: string
          id?: string
          payment_id?: string
          provider_refund_id?: string | null
          reason?: string
          refunded_at?: string | null
          staff_id?: string | null
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "payment_refunds_payment_id_fkey"
            columns: ["payment_id"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payment_refunds_staff_id_fkey"
            columns: ["staff_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payment_refunds_staff_id_fkey"
            columns: ["staff_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      payments: {
        Row: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        Insert: {
          amount_pence: number
          auction_id?: string | null
          checkout_expires_at?: string | null
          checkout_session_id?: string | null
          checkout_url?: string | null
          created_at?: string
          currency?: string
          due_at?: string | null
          id?: string
          invoice_url?: string | null
          listing_id?: string | null
          listing_option?: string | null
          net_pence?: number | null
          paid_at?: string | null
          plan_id?: string | null
          provider?: string | null
          provider_invoice_id?: string | null
          provider_payment_id?: string | null
          purpose?: string
          receipt_number?: number | null
          reference: string
          status?: string
          trial_days?: number | null
          used_at?: string | null
          user_id?: string | null
          vat_pence?: number | null
          vat_rate?: number | null
        }
        Update: {
          amount_pence?: number
          auction_id?: string | null
          checkout_expires_at?: string | null
          checkout_session_id?: string | null
          checkout_url?: string | null
          created_at?: string
          currency?: string
          due_at?: string | null
          id?: string
          invoice_url?: string | null
          listing_id?: string | null
          listing_option?: string | null
          net_pence?: number | null
          paid_at?: string | null
          plan_id?: string | null
          provider?: string | null
          provider_invoice_id?: string | null
          provider_payment_id?: string | null
          purpose?: string
          receipt_number?: number | null
          reference?: string
          status?: string
          trial_days?: number | null
          used_at?: string | null
          user_id?: string | null
          vat_pence?: number | null
          vat_rate?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "payments_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          address1: string | null
          address2: string | null
          bio: string | null
          company_name: string | null
          company_tel: string | null
          country: string
          county: string | null
          created_at: string
          first_name: string | null
          full_name: string | null
          id: string
          image_url: string | null
          last_name: string | null
          location: string | null
          mobile: string | null
          phone: string | null
          postcode: string | null
          region: string | null
          show_phone_on_listings: boolean
          town: string | null
          updated_at: string
          user_type: string
          verified: boolean
          website: string | null
        }
        Insert: {
          address1?: string | null
          address2?: string | null
          bio?: string | null
          company_name?: string | null
          company_tel?: string | null
          country?: string
          county?: string | null
          created_at?: string
          first_name?: string | null
          full_name?: string | null
          id: string
          image_url?: string | null
          last_name?: string | null
          location?: string | null
          mobile?: string | null
          phone?: string | null
          postcode?: string | null
          region?: string | null
          show_phone_on_listings?: boolean
          town?: string | null
          updated_at?: string
          user_type?: string
          verified?: boolean
          website?: string | null
        }
        Update: {
          address1?: string | null
          address2?: string | null
          bio?: string | null
          company_name?: string | null
          company_tel?: string | null
          country?: string
          county?: string | null
          created_at?: string
          first_name?: string | null
          full_name?: string | null
          id?: string
          image_url?: string | null
          last_name?: string | null
          location?: string | null
          mobile?: string | null
          phone?: string | null
          postcode?: string | null
          region?: string | null
          show_phone_on_listings?: boolean
          town?: string | null
          updated_at?: string
          user_type?: string
          verified?: boolean
          website?: string | null
        }
        Relationships: []
      }
      saved_listings: {
        Row: {
          created_at: string
          listing_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          listing_id: string
          user_id?: string
        }
        Update: {
          created_at?: string
          listing_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_listings_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_listings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_listings_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_searches: {
        Row: {
          alert_frequency: string
          alerts: boolean
          created_at: string
          id: string
          name: string
          page: string
          query: string
          search_args: NonNullable<Json>
          user_id: string
        }
        Insert: {
          alert_frequency?: string
          alerts?: boolean
          created_at?: string
          id?: string
          name: string
          page: string
          query: string
          search_args: NonNullable<Json>
          user_id: string
        }
        Update: {
          alert_frequency?: string
          alerts?: boolean
          created_at?: string
          id?: string
          name?: string
          page?: string
          query?: string
          search_args?: NonNullable<Json>
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_searches_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_searches_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      seller_reviews: {
        Row: {
          auction_id: string | null
          buyer_id: string | null
          comment: string | null
          created_at: string
          hidden_at: string | null
          hidden_reason: string | null
          id: string
          listing_id: string | null
          rating: number
          seller_id: string | null
          seller_replied_at: string | null
          seller_reply: string | null
        }
        Insert: {
          auction_id?: string | null
          buyer_id?: string | null
          comment?: string | null
          created_at?: string
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: string
          listing_id?: string | null
          rating: number
          seller_id?: string | null
          seller_replied_at?: string | null
          seller_reply?: string | null
        }
        Update: {
          auction_id?: string | null
          buyer_id?: string | null
          comment?: string | null
          created_at?: string
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: string
          listing_id?: string | null
          rating?: number
          seller_id?: string | null
          seller_replied_at?: string | null
          seller_reply?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "seller_reviews_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "seller_reviews_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "seller_reviews_buyer_id_fkey"
            columns: ["buyer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "seller_reviews_listing_id_fkey"
            columns: ["listing_id"]
            isOneToOne: false
            referencedRelation: "generator_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "seller_reviews_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "seller_reviews_seller_id_fkey"
            columns: ["seller_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      towns: {
        Row: {
          name: string
          outcode: string
        }
        Insert: {
          name: string
          outcode: string
        }
        Update: {
          name?: string
          outcode?: string
        }
        Relationships: [
          {
            foreignKeyName: "towns_outcode_fkey"
            columns: ["outcode"]
            isOneToOne: false
            referencedRelation: "outcodes"
            referencedColumns: ["outcode"]
          },
        ]
      }
      watched_auctions: {
        Row: {
          auction_id: string
          created_at: string
          user_id: string
        }
        Insert: {
          auction_id: string
          created_at?: string
          user_id?: string
        }
        Update: {
          auction_id?: string
          created_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "watched_auctions_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "watched_auctions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "my_profile"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "watched_auctions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      auction_bid_history: {
        Row: {
          amount: number | null
          auction_id: string | null
          bidder: string | null
          created_at: string | null
          id: string | null
          is_mine: boolean | null
        }
        Relationships: [
          {
            foreignKeyName: "bids_auction_id_fkey"
            columns: ["auction_id"]
            isOneToOne: false
            referencedRelation: "auction_listings"
            referencedColumns: ["id"]
          },
        ]
      }
      my_profile: {
        Row: {
          address1: string | null
          address2: string | null
          bio: string | null
          company_name: string | null
          company_tel: string | null
          country: string | null
          county: string | null
          created_at: string | null
          first_name: string | null
          full_name: string | null
          id: string | null
          image_url: string | null
          last_name: string | null
          location: string | null
          mobile: string | null
          phone: string | null
          postcode: string | null
          region: string | null
          show_phone_on_listings: boolean | null
          town: string | null
          updated_at: string | null
          user_type: string | null
          verified: boolean | null
          website: string | null
        }
        Insert: {
          address1?: string | null
          address2?: string | null
          bio?: string | null
          company_name?: string | null
          company_tel?: string | null
          country?: string | null
          county?: string | null
          created_at?: string | null
          first_name?: string | null
          full_name?: string | null
          id?: string | null
          image_url?: string | null
          last_name?: string | null
          location?: string | null
          mobile?: string | null
          phone?: string | null
          postcode?: string | null
          region?: string | null
          show_phone_on_listings?: boolean | null
          town?: string | null
          updated_at?: string | null
          user_type?: string | null
          verified?: boolean | null
          website?: string | null
        }
        Update: {
          address1?: string | null
          address2?: string | null
          bio?: string | null
          company_name?: string | null
          company_tel?: string | null
          country?: string | null
          county?: string | null
          created_at?: string | null
          first_name?: string | null
          full_name?: string | null
          id?: string | null
          image_url?: string | null
          last_name?: string | null
          location?: string | null
          mobile?: string | null
          phone?: string | null
          postcode?: string | null
          region?: string | null
          show_phone_on_listings?: boolean | null
          town?: string | null
          updated_at?: string | null
          user_type?: string | null
          verified?: boolean | null
          website?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      active_listing_counts: {
        Args: Record<PropertyKey, never>
        Returns: {
          listings: number
          type: string
        }[]
      }
      api_create_listing: {
        Args: { p_stock_ref: string; p_values: Json }
        Returns: string
      }
      api_key_holder: { Args: { p_key_hash: string }; Returns: Json }
      api_update_listing: {
        Args: { p_stock_ref: string; p_values: Json }
        Returns: string
      }
      api_withdraw_listing: { Args: { p_stock_ref: string }; Returns: string }
      auction_admin_fee_pence: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      auction_bid_increment: { Args: { p_current: number }; Returns: number }
      auction_commission: {
        Args: { p_sale_price: number }
        Returns: {
          commission: number
          vat: number
        }[]
      }
      auction_durations_days: {
        Args: Record<PropertyKey, never>
        Returns: number[]
      }
      auction_max_photos: { Args: Record<PropertyKey, never>; Returns: number }
      auction_minimum_bid: {
        Args: { p_current_bid: number; p_starting_price: number }
        Returns: number
      }
      auction_page: {
        Args: { p_auction_id: string; p_history_limit?: number }
        Returns: Json
      }
      auction_photo_copy_list: { Args: { p_photo_path: string }; Returns: Json }
      auction_reserve_status: {
        Args: { p_auction_id: string }
        Returns: string
      }
      auction_viewer_standing: { Args: { p_auction_id: string }; Returns: Json }
      begin_idempotent_request: {
        Args: { p_fingerprint: string; p_idempotency_key: string }
        Returns: Json
      }
      bulk_upload_needs_captcha: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      buyer_overview: { Args: { p_bid_limit?: number }; Returns: Json }
      cancel_auction: { Args: { p_auction_id: string }; Returns: undefined }
      cancel_plan_at_period_end: {
        Args: Record<PropertyKey, never>
        Returns: {
          cancel_at_period_end: boolean
          created_at: string
          customer_id: string | null
          ended_at: string | null
          grace_until: string | null
          id: string
          payment_id: string | null
          plan_id: string
          provider: string | null
          renews_at: string
          started_at: string
          status: string
          subscription_id: string | null
          trial_ends_at: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "member_plans"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      claim_emails: { Args: { p_keys: string[] }; Returns: Json }
      clear_failed_sign_ins: { Args: { p_email: string }; Returns: undefined }
      clear_failed_two_step_attempts: {
        Args: { p_user_id: string }
        Returns: undefined
      }
      close_listing_report: {
        Args: { p_outcome: string; p_report: string }
        Returns: undefined
      }
      close_my_account: { Args: { p_password: string }; Returns: Json }
      commission_invoices_to_send: {
        Args: { p_limit?: number }
        Returns: {
          amount_pence: number
          auction_title: string
          commission_pence: number
          customer_id: string
          due_at: string
          email: string
          full_name: string
          member_id: string
          payment_id: string
          provider_invoice_id: string
          reference: string
          sale_price: number
          vat_pence: number
        }[]
      }
      complete_checkout_payment: {
        Args: {
          p_amount_pence: number
          p_currency: string
          p_event_id?: string
          p_event_type?: string
          p_provider: string
          p_provider_payment_id?: string
          p_session_id: string
        }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      complete_commission_invoice: {
        Args: {
          p_amount_pence: number
          p_currency: string
          p_event_id: string
          p_event_type?: string
          p_invoice_id: string
          p_payment_id: string
        }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      complete_simulated_payment: {
        Args: { p_payment_id: string }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      complete_simulated_refund: {
        Args: { p_refund_id: string }
        Returns: {
          amount_pence: number
          created_at: string
          id: string
          payment_id: string
          provider_refund_id: string | null
          reason: string
          refunded_at: string | null
          staff_id: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "payment_refunds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      confirm_listing_import: { Args: { p_import_id: string }; Returns: Json }
      create_api_key: {
        Args: { p_name: string; p_scope: string }
        Returns: Json
      }
      create_auction: {
        Args: {
          p_brand: string
          p_collection_terms?: string
          p_condition: string
          p_delivery?: string
          p_description: string
          p_duration_days: number
          p_fee_payment_id: string
          p_fuel_type: string
          p_hours: number
          p_location: string
          p_model: string
          p_phase: string
          p_photo_paths: string[]
          p_postcode?: string
          p_power_kw: number
          p_reserve_price: number
          p_starting_price: number
          p_title: string
          p_type?: string
          p_vat_status?: string
          p_warranty_length: number
          p_year: number
        }
        Returns: string
      }
      deactivate_listings: {
        Args: { p_listing_ids: string[] }
        Returns: number
      }
      delete_depot: { Args: { p_depot_id: string }; Returns: number }
      delete_own_listings: {
        Args: { p_listing_ids: string[] }
        Returns: string[]
      }
      email_delivery_health: { Args: Record<PropertyKey, never>; Returns: Json }
      end_lapsed_plans: { Args: Record<PropertyKey, never>; Returns: number }
      end_my_session: { Args: { p_session_id: string }; Returns: boolean }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      find_payments_to_refund: { Args: { p_query: string }; Returns: Json }
      finish_idempotent_request: {
        Args: { p_body: Json; p_idempotency_key: string; p_status: number }
        Returns: undefined
      }
      hand_out_emails: { Args: { p_limit?: number }; Returns: string[] }
      hide_seller_review: {
        Args: { p_reason: string; p_review: string }
        Returns: undefined
      }
      is_own_editable_listing: {
        Args: { p_listing_id: string }
        Returns: boolean
      }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      leave_seller_review: {
        Args: {
          p_auction_id: string
          p_comment: string
          p_listing_id: string
          p_rating: number
          p_seller: string
        }
        Returns: string
      }
      listing_field_label: { Args: { p_field: string }; Returns: string }
      listing_filter_options: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      listing_max_photos: { Args: Record<PropertyKey, never>; Returns: number }
      listing_missing_fields: {
        Args: { p_listing_id: string }
        Returns: string[]
      }
      listing_option_amount_pence: {
        Args: { p_option: string }
        Returns: number
      }
      listing_option_days: { Args: { p_option: string }; Returns: number }
      listing_page: {
        Args: {
          p_listing: string
          p_photo_limit?: number
          p_related_limit?: number
        }
        Returns: Json
      }
      listing_photo_copy_list: { Args: { p_photo_id: string }; Returns: Json }
      listing_related: {
        Args: { p_limit?: number; p_listing: string }
        Returns: Json
      }
      listing_seller_phone: { Args: { p_listing_id: string }; Returns: string }
      listing_stats: {
        Args: { p_days?: number; p_listing: string }
        Returns: Json
      }
      listing_upgrade_amount_pence: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      listing_visible_to_viewer: {
        Args: { p_dealer_id: string; p_reviewed_at: string; p_status: string }
        Returns: boolean
      }
      listings_page: {
        Args: {
          brands?: string[]
          featured_only?: boolean
          has_sockets?: boolean
          kva_max?: number
          kva_min?: number
          listing_acoustic_type?: string
          listing_condition?: string
          listing_fuel?: string
          listing_phase?: string
          listing_type?: string
          location_place?: string
          location_region?: string
          max_hours?: number
          max_price?: number
          max_year?: number
          min_hours?: number
          min_price?: number
          min_warranty_months?: number
          min_year?: number
          near?: string
          page?: number
          page_size?: number
          power_kw?: number
          radius_miles?: number
          search?: string
          sort?: string
        }
        Returns: Json
      }
      make_main_depot: { Args: { p_depot_id: string }; Returns: undefined }
      mark_notices_read: { Args: Record<PropertyKey, never>; Returns: number }
      max_api_keys: { Args: Record<PropertyKey, never>; Returns: number }
      member_inbox: {
        Args: { p_limit?: number; p_side?: string }
        Returns: {
          auction_id: string
          auction_title: string
          id: string
          kept_title: string
          last_message_at: string
          latest_kind: string
          latest_message: string
          listing_id: string
          listing_title: string
          other_company_name: string
          other_full_name: string
          other_image_url: string
          other_party_id: string
          side: string
          thread_count: number
          unread_count: number
        }[]
      }
      miles_between: {
        Args: { p_lat1: number; p_lat2: number; p_lon1: number; p_lon2: number }
        Returns: number
      }
      moderate_listing: {
        Args: { p_decision: string; p_listing_id: string; p_reason?: string }
        Returns: string
      }
      move_listing_photo: {
        Args: { p_direction: number; p_photo_id: string }
        Returns: undefined
      }
      move_listings_to_depot: {
        Args: { p_depot_id: string; p_listing_ids: string[] }
        Returns: number
      }
      my_auction_uploads: {
        Args: Record<PropertyKey, never>
        Returns: {
          storage_path: string
          uploaded_at: string
        }[]
      }
      my_commission_charges: {
        Args: Record<PropertyKey, never>
        Returns: {
          amount_pence: number
          auction_id: string
          auction_title: string
          commission_pence: number
          due_at: string
          invoice_url: string
          paid_at: string
          payment_id: string
          sale_price: number
          state: string
          vat_pence: number
        }[]
      }
      my_email_settings: { Args: Record<PropertyKey, never>; Returns: Json }
      my_listing_terms: { Args: Record<PropertyKey, never>; Returns: Json }
      my_sessions: {
        Args: Record<PropertyKey, never>
        Returns: {
          current: boolean
          id: string
          last_active_at: string
          signed_in_at: string
          user_agent: string
        }[]
      }
      outcode_of: { Args: { p_postcode: string }; Returns: string }
      own_auction_terms: {
        Args: Record<PropertyKey, never>
        Returns: {
          auction_id: string
          may_cancel: boolean
          reserve_price: number
          reserve_status: string
        }[]
      }
      own_listing_photo_file_exists: {
        Args: { p_path: string }
        Returns: boolean
      }
      owner_may_edit_listing_status: {
        Args: { p_status: string }
        Returns: boolean
      }
      place_bid: {
        Args: {
          p_amount?: number
          p_auction_id: string
          p_max_amount?: number
          p_submission_id?: string
        }
        Returns: Json
      }
      place_coordinates: {
        Args: { p_place: string }
        Returns: {
          latitude: number
          longitude: number
          outcode: string
        }[]
      }
      plan_ad_allowance: { Args: { p_plan: string }; Returns: number }
      plan_charge_pence: { Args: { p_plan: string }; Returns: number }
      plan_confirmation: { Args: { p_payment_id: string }; Returns: Json }
      plan_depot_allowance: { Args: { p_plan: string }; Returns: number }
      plan_grace_days: { Args: Record<PropertyKey, never>; Returns: number }
      plan_has_api_access: { Args: { p_plan: string }; Returns: boolean }
      plan_price_pence: { Args: { p_plan: string }; Returns: number }
      plan_trial_days: { Args: Record<PropertyKey, never>; Returns: number }
      priority_early_access_hours: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      publish_listing: { Args: { p_listing_id: string }; Returns: string }
      queue_reminder_emails: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      queue_search_alert_emails: {
        Args: { p_frequency: string }
        Returns: string[]
      }
      reactivate_listing: { Args: { p_listing_id: string }; Returns: string }
      record_checkout_session: {
        Args: {
          p_expires_at: string
          p_payment_ids: string[]
          p_session_id: string
          p_url: string
        }
        Returns: undefined
      }
      record_commission_invoice: {
        Args: {
          p_invoice_id: string
          p_invoice_url?: string
          p_payment_id: string
        }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_email_attempt_failed: {
        Args: { p_batch: string; p_error: string }
        Returns: undefined
      }
      record_emails_dead: {
        Args: { p_error?: string; p_keys: string[] }
        Returns: undefined
      }
      record_emails_sent: {
        Args: { p_batch: string; p_provider_ids: Json }
        Returns: undefined
      }
      record_listing_view: {
        Args: { p_listing: string; p_visitor_hash: string }
        Returns: boolean
      }
      record_payment_refund: {
        Args: {
          p_amount_pence?: number
          p_event_id?: string
          p_event_type?: string
          p_provider_refund_id: string
          p_refund_id: string
          p_status: string
        }
        Returns: {
          amount_pence: number
          created_at: string
          id: string
          payment_id: string
          provider_refund_id: string | null
          reason: string
          refunded_at: string | null
          staff_id: string | null
          status: string
        }
        SetofOptions: {
          from: "*"
          to: "payment_refunds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_plan_invoice: {
        Args: {
          p_amount_pence: number
          p_currency: string
          p_event_id: string
          p_event_type: string
          p_invoice_id: string
          p_paid: boolean
          p_period_ends_at?: string
          p_provider_payment_id?: string
          p_subscription_id: string
        }
        Returns: {
          cancel_at_period_end: boolean
          created_at: string
          customer_id: string | null
          ended_at: string | null
          grace_until: string | null
          id: string
          payment_id: string | null
          plan_id: string
          provider: string | null
          renews_at: string
          started_at: string
          status: string
          subscription_id: string | null
          trial_ends_at: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "member_plans"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      record_stripe_customer: {
        Args: { p_customer_id: string; p_member_id: string }
        Returns: string
      }
      record_undeliverable_address: {
        Args: { p_detail?: string; p_email: string; p_reason: string }
        Returns: undefined
      }
      renew_listing: {
        Args: { p_listing_id: string; p_option?: string }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      reply_to_seller_review: {
        Args: { p_reply: string; p_review: string }
        Returns: undefined
      }
      report_listing: {
        Args: { p_details: string; p_listing: string; p_reason: string }
        Returns: string
      }
      reserve_sign_in_attempt: {
        Args: { p_captcha_id?: string; p_email: string }
        Returns: string
      }
      reserve_two_step_attempt: {
        Args: { p_captcha_id?: string; p_code: string; p_user_id: string }
        Returns: string
      }
      resume_my_emails: { Args: Record<PropertyKey, never>; Returns: boolean }
      revoke_api_key: { Args: { p_id: string }; Returns: boolean }
      save_depot: {
        Args: {
          p_address: string
          p_depot_id?: string
          p_name: string
          p_opening_hours?: string
          p_phone?: string
          p_postcode: string
          p_reference: string
        }
        Returns: string
      }
      save_search: {
        Args: {
          p_name: string
          p_page: string
          p_query: string
          p_search_args: Json
        }
        Returns: Json
      }
      search_auctions: {
        Args: {
          auction_condition?: string
          auction_fuel?: string
          auction_type?: string
          ending_soon?: boolean
          kva_max?: number
          kva_min?: number
          max_bid?: number
          max_year?: number
          min_bid?: number
          min_year?: number
          near?: string
          page?: number
          page_size?: number
          radius_miles?: number
          search?: string
          sort?: string
        }
        Returns: Json
      }
      search_listings: {
        Args: {
          brands?: string[]
          count_cap?: number
          featured_only?: boolean
          has_sockets?: boolean
          kva_max?: number
          kva_min?: number
          listing_acoustic_type?: string
          listing_condition?: string
          listing_fuel?: string
          listing_phase?: string
          listing_type?: string
          location_place?: string
          location_region?: string
          max_hours?: number
          max_price?: number
          max_year?: number
          min_hours?: number
          min_price?: number
          min_warranty_months?: number
          min_year?: number
          near?: string
          page?: number
          page_size?: number
          power_kw?: number
          radius_miles?: number
          search?: string
          sort?: string
        }
        Returns: Json
      }
      search_stock: {
        Args: { result_limit?: number; search: string }
        Returns: Json
      }
      seller_listing_figures: {
        Args: { p_days?: number }
        Returns: {
          enquiries: number
          listing_id: string
          saves: number
          views: number
        }[]
      }
      seller_may_change_auction: {
        Args: { p_bid_count: number; p_end: string; p_status: string }
        Returns: boolean
      }
      seller_overview_figures: { Args: { p_days?: number }; Returns: Json }
      seller_portal_listings: {
        Args: {
          p_depot?: string
          p_search?: string
          p_sort?: string
          p_status?: string
        }
        Returns: {
          condition: string
          created_at: string
          depot_id: string
          expires_at: string
          featured: boolean
          id: string
          inquiries: number
          listing_option: string
          location: string
          photo_path: string
          price_gbp: number
          rejection_reason: string
          saves: number
          status: string
          title: string
          views: number
        }[]
      }
      seller_profile_card: { Args: { p_seller: string }; Returns: Json }
      seller_public_page: { Args: { p_seller: string }; Returns: Json }
      seller_review_summary: {
        Args: { p_limit?: number; p_seller: string }
        Returns: Json
      }
      seller_review_window: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      seller_reviewable_subjects: {
        Args: { p_seller: string }
        Returns: {
          auction_id: string
          contacted_at: string
          listing_id: string
          model: string
          title: string
        }[]
      }
      send_auction_question: {
        Args: { p_auction_id: string; p_message: string }
        Returns: string
      }
      send_listing_enquiry: {
        Args: { p_listing_id: string; p_message: string }
        Returns: string
      }
      set_auction_watched: {
        Args: { p_auction_id: string; p_watching: boolean }
        Returns: boolean
      }
      set_email_opt_outs: { Args: { p_off: string[] }; Returns: string[] }
      set_listing_photo_position: {
        Args: { p_photo_id: string; p_position: number }
        Returns: undefined
      }
      set_member_plan: {
        Args: { p_member: string; p_plan: string }
        Returns: {
          cancel_at_period_end: boolean
          created_at: string
          customer_id: string | null
          ended_at: string | null
          grace_until: string | null
          id: string
          payment_id: string | null
          plan_id: string
          provider: string | null
          renews_at: string
          started_at: string
          status: string
          subscription_id: string | null
          trial_ends_at: string | null
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "member_plans"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      set_seller_verified: {
        Args: { p_seller: string; p_verified: boolean }
        Returns: boolean
      }
      settle_due_auctions: { Args: Record<PropertyKey, never>; Returns: number }
      sitemap_entries: { Args: { p_limit?: number }; Returns: Json }
      start_auction_fee_payment: {
        Args: Record<PropertyKey, never>
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_listing_payment: {
        Args: { p_listing_id: string; p_option: string }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_listing_upgrades: {
        Args: { p_listing_ids: string[] }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }[]
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      start_payment_refund: {
        Args: {
          p_amount_pence: number
          p_payment_id: string
          p_reason: string
          p_refund_id: string
        }
        Returns: {
          amount_pence: number
          id: string
          payment_id: string
          payment_provider: string
          provider_payment_id: string
          reason: string
          status: string
        }[]
      }
      start_plan_payment: {
        Args: { p_plan: string }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      start_simulated_trial: {
        Args: { p_payment_id: string }
        Returns: {
          amount_pence: number
          auction_id: string | null
          checkout_expires_at: string | null
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          currency: string
          due_at: string | null
          id: string
          invoice_url: string | null
          listing_id: string | null
          listing_option: string | null
          net_pence: number | null
          paid_at: string | null
          plan_id: string | null
          provider: string | null
          provider_invoice_id: string | null
          provider_payment_id: string | null
          purpose: string
          receipt_number: number | null
          reference: string
          status: string
          trial_days: number | null
          used_at: string | null
          user_id: string | null
          vat_pence: number | null
          vat_rate: number | null
        }
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      sync_plan_subscription: {
        Args: {
          p_amount_pence?: number
          p_cancel_at_period_end: boolean
          p_currency?: string
          p_customer_id?: string
          p_event_id?: string
          p_event_type?: string
          p_member?: string
          p_payment_id?: string
          p_period_ends_at: string
          p_plan?: string
          p_status: string
          p_subscription_id: string
          p_trial_ends_at?: string
        }
        Returns: Json
      }
      unsubscribe_email_kind: {
        Args: { p_kind: string; p_member: string }
        Returns: boolean
      }
      viewer_has_early_access: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
