export function events_0(x) {
  return x * 6;
}
