-- Taking a hold in one statement (issue 11: p99 < 50 ms at 50 concurrent holds on one slot).
-- The slot's row lock is held only while this function runs inside the database, never across
-- network round trips: lock the slot, answer a repeated uuid, release the slot's expired holds,
-- check the seats (exclusive slots: one party only), insert the hold and move the counter.
-- Same lock order as every other writer of a slot's counters: the slot row first, then holds.
CREATE OR REPLACE FUNCTION availability_take_hold(
  p_slot uuid,
  p_hold uuid,
  p_user uuid,
  p_seats integer,
  p_units jsonb,
  p_price integer,
  p_minutes integer
) RETURNS TABLE (
  o_outcome text,
  o_freed integer,
  o_capacity integer,
  o_taken integer,
  o_exclusive boolean,
  o_created timestamptz,
  o_expires timestamptz
) LANGUAGE plpgsql AS $fn$
DECLARE
  s availability_slots%ROWTYPE;
  v_freed integer;
  v_taken integer;
  v_created timestamptz;
  v_expires timestamptz;
BEGIN
  SELECT * INTO s FROM availability_slots WHERE id = p_slot FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no-slot'::text, 0, 0, 0, false, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  IF s.closed THEN
    RETURN QUERY SELECT 'closed'::text, 0, s.capacity, 0, s.exclusive, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM availability_holds h WHERE h.id = p_hold) THEN
    RETURN QUERY SELECT 'repeat'::text, 0, s.capacity, 0, s.exclusive, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  WITH released AS (
    UPDATE availability_holds h SET state = 'EXPIRED'
    WHERE h.slot_id = p_slot AND h.state = 'ON_HOLD' AND h.expires_at <= now()
    RETURNING h.seats
  )
  SELECT coalesce(sum(released.seats), 0)::integer INTO v_freed FROM released;
  v_taken := s.held - v_freed + s.sold;
  IF (s.exclusive AND (v_taken > 0 OR p_seats > s.capacity))
     OR (NOT s.exclusive AND v_taken + p_seats > s.capacity) THEN
    -- The released holds stay released: their seats were free already.
    UPDATE availability_slots SET held = held - v_freed WHERE id = p_slot;
    RETURN QUERY SELECT 'full'::text, v_freed, s.capacity, v_taken, s.exclusive, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  INSERT INTO availability_holds (id, slot_id, user_id, seats, units, price_cents, expires_at)
  VALUES (p_hold, p_slot, p_user, p_seats, p_units, p_price, now() + make_interval(mins => p_minutes))
  ON CONFLICT (id) DO NOTHING
  RETURNING availability_holds.created, availability_holds.expires_at INTO v_created, v_expires;
  IF NOT FOUND THEN
    -- The uuid was taken meanwhile on another slot.
    UPDATE availability_slots SET held = held - v_freed WHERE id = p_slot;
    RETURN QUERY SELECT 'repeat'::text, v_freed, s.capacity, v_taken, s.exclusive, NULL::timestamptz, NULL::timestamptz;
    RETURN;
  END IF;
  UPDATE availability_slots SET held = held - v_freed + p_seats WHERE id = p_slot;
  RETURN QUERY SELECT 'held'::text, v_freed, s.capacity, v_taken, s.exclusive, v_created, v_expires;
END
$fn$;
