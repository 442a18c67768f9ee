@_exported import SupabaseHelpers
