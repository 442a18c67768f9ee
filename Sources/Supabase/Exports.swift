@_exported import Auth
@_exported import Functions
@_exported import PostgREST
@_exported import Realtime
@_exported import Storage
@_exported import SupabaseHelpers
