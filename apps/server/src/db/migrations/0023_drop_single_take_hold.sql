-- One function decides holds: availability_take_holds (0020) with a batch of one does what
-- availability_take_hold (0017) did, and the server's one-at-a-time fallback now calls it so.
-- The rules of a hold (a repeated uuid, an exclusive slot, the seats left) live once.
DROP FUNCTION IF EXISTS availability_take_hold(uuid, uuid, uuid, integer, jsonb, integer, integer);
