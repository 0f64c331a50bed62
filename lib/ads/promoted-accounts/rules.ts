/**
 * Which line items promote accounts: PROMOTED_ACCOUNT line items, and FOLLOWERS ones (the objective
 * that gains followers). Pure: the interface, the list's check and the console share it.
 */
export const ACCEPTING_PRODUCT = "PROMOTED_ACCOUNT";
export const ACCEPTING_OBJECTIVE = "FOLLOWERS";

export function acceptsAccounts(li: { objective: string; product_type: string }): boolean {
  return li.product_type === ACCEPTING_PRODUCT || li.objective === ACCEPTING_OBJECTIVE;
}

export const INCOMPATIBLE_MESSAGE = `Promoted accounts go on line items with product_type ${ACCEPTING_PRODUCT} or objective ${ACCEPTING_OBJECTIVE}.`;
