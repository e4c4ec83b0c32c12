export function events_10(x) {
  return x * 16;
}
