-- Taking a batch of holds on one slot in one statement (issue 11, decision 026): the server
-- coalesces the holds that arrive for a slot while a take for it is in flight, and sends them
-- here together. One row lock, one release of the slot's expired holds, one update of the
-- counter and one commit for all of them; capacity is still decided here, under the lock, so
-- several server processes stay correct. Each hold of `p_holds` (a JSON array of {id, user,
-- seats, units, price}) is decided in array order exactly as availability_take_hold (0017)
-- decides one: a uuid that exists already (on any slot, or earlier in this batch) is 'repeat';
-- an exclusive slot takes one party; a hold that does not fit is 'full' with the seats taken at
-- that point. Answers one row per hold, o_idx being its position (0-based) in `p_holds`.
CREATE OR REPLACE FUNCTION availability_take_holds(
  p_slot uuid,
  p_holds jsonb,
  p_minutes integer
) RETURNS TABLE (
  o_idx integer,
  o_outcome text,
  o_capacity integer,
  o_taken integer,
  o_exclusive boolean,
  o_created timestamptz,
  o_expires timestamptz
) LANGUAGE plpgsql AS $fn$
DECLARE
  s availability_slots%ROWTYPE;
  h jsonb;
  i integer := 0;
  v_id uuid;
  v_seats integer;
  v_freed integer;
  v_taken integer;
  v_added integer := 0;
  v_created timestamptz;
  v_expires timestamptz;
BEGIN
  SELECT * INTO s FROM availability_slots WHERE id = p_slot FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT (e.n - 1)::integer, 'no-slot'::text, 0, 0, false,
      NULL::timestamptz, NULL::timestamptz
      FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS e(v, n);
    RETURN;
  END IF;
  IF s.closed THEN
    RETURN QUERY SELECT (e.n - 1)::integer, 'closed'::text, s.capacity, 0, s.exclusive,
      NULL::timestamptz, NULL::timestamptz
      FROM jsonb_array_elements(p_holds) WITH ORDINALITY AS e(v, n);
    RETURN;
  END IF;
  WITH released AS (
    UPDATE availability_holds x SET state = 'EXPIRED'
    WHERE x.slot_id = p_slot AND x.state = 'ON_HOLD' AND x.expires_at <= now()
    RETURNING x.seats
  )
  SELECT coalesce(sum(released.seats), 0)::integer INTO v_freed FROM released;
  v_taken := s.held - v_freed + s.sold;
  FOR h IN SELECT * FROM jsonb_array_elements(p_holds) LOOP
    v_id := (h->>'id')::uuid;
    v_seats := (h->>'seats')::integer;
    IF EXISTS (SELECT 1 FROM availability_holds x WHERE x.id = v_id) THEN
      RETURN QUERY SELECT i, 'repeat'::text, s.capacity, v_taken, s.exclusive,
        NULL::timestamptz, NULL::timestamptz;
    ELSIF (s.exclusive AND (v_taken > 0 OR v_seats > s.capacity))
       OR (NOT s.exclusive AND v_taken + v_seats > s.capacity) THEN
      RETURN QUERY SELECT i, 'full'::text, s.capacity, v_taken, s.exclusive,
        NULL::timestamptz, NULL::timestamptz;
    ELSE
      INSERT INTO availability_holds (id, slot_id, user_id, seats, units, price_cents, expires_at)
      VALUES (v_id, p_slot, (h->>'user')::uuid, v_seats, h->'units', (h->>'price')::integer,
        now() + make_interval(mins => p_minutes))
      ON CONFLICT (id) DO NOTHING
      RETURNING availability_holds.created, availability_holds.expires_at
      INTO v_created, v_expires;
      IF NOT FOUND THEN
        -- The uuid was taken meanwhile on another slot.
        RETURN QUERY SELECT i, 'repeat'::text, s.capacity, v_taken, s.exclusive,
          NULL::timestamptz, NULL::timestamptz;
      ELSE
        RETURN QUERY SELECT i, 'held'::text, s.capacity, v_taken, s.exclusive, v_created, v_expires;
        v_taken := v_taken + v_seats;
        v_added := v_added + v_seats;
      END IF;
    END IF;
    i := i + 1;
  END LOOP;
  -- The released holds stay released (their seats were free already); the new ones count.
  IF v_freed <> 0 OR v_added <> 0 THEN
    UPDATE availability_slots SET held = held - v_freed + v_added WHERE id = p_slot;
  END IF;
END
$fn$;
