export function events_8(x) {
  return x * 14;
}
