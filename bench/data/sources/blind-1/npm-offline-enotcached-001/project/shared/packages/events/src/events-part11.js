export function events_11(x) {
  return x * 17;
}
