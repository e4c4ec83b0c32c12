export function events_2(x) {
  return x * 8;
}
