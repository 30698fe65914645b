import { useEffect, useRef, useState } from 'react';
import { useSlowConnection } from '../../settings/preferences';
import { MOVEMENT_MS, priceMovement, type Movement } from './movement';

/**
 * The last movement of a price while it is fresh. Each change gets a new serial so a second move in the
 * same direction restarts the flash instead of being swallowed by the first. The slow-connection mode
 * (seed 001 §4) shows no movement at all: the new price alone.
 */
export function useMovement(price: number | null | undefined): { direction: Movement; serial: number } | null {
  const previous = useRef(price);
  const serial = useRef(0);
  const [movement, setMovement] = useState<{ direction: Movement; serial: number } | null>(null);
  const slow = useSlowConnection();
  useEffect(() => {
    const direction = priceMovement(previous.current, price);
    previous.current = price;
    if (!direction) {
      // Withdrawn (null) or back to the same price: whatever was flashing is no longer news.
      setMovement(null);
      return;
    }
    serial.current += 1;
    setMovement({ direction, serial: serial.current });
    const timer = setTimeout(() => setMovement(null), MOVEMENT_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return slow ? null : movement;
}
