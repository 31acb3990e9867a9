-- An API certificate's name becomes its own account's, unless a new upload asks for it to be public: the name
-- an integrator sent was never said to be shown to anyone holding the fingerprint. A web certificate's stays
-- shown to all, by its source (spec, section 2), whatever this column says.
ALTER TABLE "certificates" ADD COLUMN "file_name_public" boolean DEFAULT false NOT NULL;
