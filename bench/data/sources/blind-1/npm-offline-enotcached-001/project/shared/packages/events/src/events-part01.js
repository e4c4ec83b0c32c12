export function events_1(x) {
  return x * 7;
}
