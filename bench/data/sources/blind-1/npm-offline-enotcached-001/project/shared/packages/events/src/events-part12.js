export function events_12(x) {
  return x * 18;
}
