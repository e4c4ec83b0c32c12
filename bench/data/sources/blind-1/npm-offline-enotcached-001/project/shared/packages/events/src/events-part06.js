export function events_6(x) {
  return x * 12;
}
