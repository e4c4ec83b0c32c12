export function events_4(x) {
  return x * 10;
}
