/**
 * Turns an outbox event into deliveries (one per event, webhook and product). The delivery engine
 * (issue 10) fills this in with the products' targets; until then an event is only recorded.
 */
export async function fanOut(eventId: string): Promise<void> {
  void eventId;
}
