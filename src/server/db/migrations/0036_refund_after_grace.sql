-- A rejection's refund waits out the grace period in which staff can undo the rejection (the status e-mail's):
-- until then it is owed but not asked of the provider, and an undo cancels it. Written to run again safely.

ALTER TABLE payments ADD COLUMN IF NOT EXISTS refund_after timestamp with time zone;
