/** Placeholder until the section lands: renders nothing, so a home composing it stays usable. */
export function PopularNearbySection() {
  return null;
}
