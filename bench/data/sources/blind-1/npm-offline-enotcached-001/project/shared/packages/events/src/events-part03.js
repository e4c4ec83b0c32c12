export function events_3(x) {
  return x * 9;
}
